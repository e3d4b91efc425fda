import { useMemo } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { useSelector } from 'react-redux';
import type { SavedDashboard } from '../../api/dashboardProperties';
import { MODAL_DEFAULT_WIDTH } from '../../constants';
import { selectFeatureFlag, type BootstrapState } from '../shell';
import { useToasts } from '../toasts';
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
}

function personName(person: { first_name?: string; last_name?: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/**
 * 'Dashboard properties': title, slug, owners, roles (DASHBOARD_RBAC), certification, colour
 * scheme and the JSON metadata, read afresh on opening and saved with the full-object PUT.
 */
export function PropertiesModal({ dashboardId, open, onHide, onSaved }: PropertiesModalProps) {
  const showRoles = useSelector((state: { bootstrap: BootstrapState }) => selectFeatureFlag(state, 'DASHBOARD_RBAC'));
  const { dashboard, values, setValues, loadError } = useDashboardForEdit(dashboardId, open);
  const saving = useDashboardSave('properties');
  const toasts = useToasts();
  const ownerLabels = useMemo(
    () => Object.fromEntries((dashboard?.owners ?? []).map((owner) => [owner.id, personName(owner)])),
    [dashboard],
  );
  const roleLabels = useMemo(
    () => Object.fromEntries((dashboard?.roles ?? []).map((role) => [role.id, role.name])),
    [dashboard],
  );

  const close = () => {
    saving.clearError();
    onHide();
  };

  const submit = async () => {
    if (!values) return;
    if (!parseMetadataText(values.json_metadata).valid) {
      toasts.addDangerToast(METADATA_INVALID_TEXT);
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
      okText="Save"
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
          showRoles={showRoles}
        />
      ) : (
        !loadError && <Spin />
      )}
    </Modal>
  );
}
