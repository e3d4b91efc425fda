import { useMemo, useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { useSelector } from 'react-redux';
import type { DashboardRelation } from '../../api/dashboardList';
import type { SavedDashboard } from '../../api/dashboardProperties';
import { MODAL_DEFAULT_WIDTH } from '../../constants';
import { selectFeatureFlag, type BootstrapState } from '../shell';
import { useToasts } from '../toasts';
import { changedProperties, type ChosenNames, type LocalDashboard } from './localDashboard';
import { METADATA_INVALID_TEXT, parseMetadataText } from './metadataText';
import { PropertiesFields } from './PropertiesFields';
import { useDashboardForEdit } from './useDashboardForEdit';
import { useDashboardSave } from './useDashboardSave';

interface PropertiesModalProps {
  dashboardId: number;
  open: boolean;
  onHide: () => void;
  /** After a successful save, with what was saved (the caller rewrites the address after a title or slug change). */
  onSaved?: (dashboard: SavedDashboard) => void;
  /** Edit mode: start from the page's copy and hand it the changed fields on 'Apply' instead of saving. */
  local?: LocalDashboard;
}

function personName(person: { first_name?: string; last_name?: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

const NO_NAMES_CHOSEN: ChosenNames = { owners: {}, roles: {} };

/**
 * 'Dashboard properties': title, slug, owners, roles (DASHBOARD_RBAC), certification, colour
 * scheme and the JSON metadata, read afresh on opening and saved with the full-object PUT — or, in
 * edit mode, taken from the page and applied to it, to be saved with the layout.
 */
export function PropertiesModal({ dashboardId, open, onHide, onSaved, local }: PropertiesModalProps) {
  const showRoles = useSelector((state: { bootstrap: BootstrapState }) => selectFeatureFlag(state, 'DASHBOARD_RBAC'));
  const { dashboard, values, setValues, loadError } = useDashboardForEdit(dashboardId, open, local?.info);
  const saving = useDashboardSave('properties');
  const toasts = useToasts();
  const [chosenNames, setChosenNames] = useState<ChosenNames>(NO_NAMES_CHOSEN);
  const ownerLabels = useMemo(
    () => ({
      ...Object.fromEntries((dashboard?.owners ?? []).map((owner) => [owner.id, personName(owner)])),
      ...chosenNames.owners,
    }),
    [dashboard, chosenNames.owners],
  );
  const roleLabels = useMemo(
    () => ({
      ...Object.fromEntries((dashboard?.roles ?? []).map((role) => [role.id, role.name])),
      ...chosenNames.roles,
    }),
    [dashboard, chosenNames.roles],
  );
  const namesChosen = (relation: DashboardRelation, names: Record<number, string>) =>
    setChosenNames((current) => ({ ...current, [relation]: { ...current[relation], ...names } }));

  const close = () => {
    saving.clearError();
    setChosenNames(NO_NAMES_CHOSEN);
    onHide();
  };

  const submit = async () => {
    if (!values) return;
    const parsed = parseMetadataText(values.json_metadata);
    if (!parsed.valid) {
      toasts.addDangerToast(METADATA_INVALID_TEXT);
      return;
    }
    if (local) {
      const changes = changedProperties(local.info, values, parsed.metadata, chosenNames);
      if (Object.keys(changes).length > 0) local.onApply(changes);
      close();
      return;
    }
    const saved = await saving.save(dashboardId, values);
    if (!saved) return;
    onSaved?.(saved);
    close();
  };

  return (
    <Modal
      title="Dashboard properties"
      open={open}
      width={MODAL_DEFAULT_WIDTH}
      okText={local ? 'Apply' : 'Save'}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !values, loading: saving.saving }}
      onCancel={close}
      destroyOnHidden
    >
      {loadError && (
        <Alert type="error" showIcon title={`An error occurred while loading the dashboard: ${loadError.error}`} />
      )}
      {saving.errorText && <Alert type="error" showIcon title={saving.errorText} style={{ marginBottom: 12 }} />}
      {values ? (
        <PropertiesFields
          values={values}
          onChange={setValues}
          ownerLabels={ownerLabels}
          roleLabels={roleLabels}
          onNamesChosen={namesChosen}
          showRoles={showRoles}
        />
      ) : (
        !loadError && <Spin />
      )}
    </Modal>
  );
}
