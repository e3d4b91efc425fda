/**
 * 'Save as' from the header's menu: Superset's 'Save dashboard' modal for a new dashboard. The name
 * starts as '<title> [copy]'; 'also copy (duplicate) charts' clones the charts too. Saving copies
 * the dashboard with the layout shown, then opens the copy; a failure stays here as a toast.
 */
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCopyDashboardMutation, type DashboardInfo } from '../../../../api/dashboards';
import { getClientErrorObject } from '../../../../api/errors';
import { useAppSelector } from '../../../../app/hooks';
import { dashboardSaveErrorText } from '../../../dashboardProperties';
import { useToasts } from '../../../toasts';
import { defaultCopyTitle, saveAsCopyBody } from './saveAsCopyBody';

const SAVE_AS_TEXTS = {
  title: 'Save dashboard',
  saveAs: 'Save as:',
  namePlaceholder: '[dashboard name]',
  duplicateSlices: 'also copy (duplicate) charts',
  cancel: 'Cancel',
  save: 'Save',
  nameRequired: 'You must pick a name for the new dashboard',
  saved: 'This dashboard was saved successfully.',
} as const;

interface SaveAsModalProps {
  info: DashboardInfo;
  onClose: () => void;
}

export function SaveAsModal({ info, onClose }: SaveAsModalProps) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const layout = useAppSelector((state) => state.dashboardLayout.present);
  const [name, setName] = useState(() => defaultCopyTitle(info));
  const [duplicateSlices, setDuplicateSlices] = useState(false);
  const [copyDashboard, { isLoading }] = useCopyDashboardMutation();

  const save = async () => {
    if (!name) {
      toasts.addDangerToast(SAVE_AS_TEXTS.nameRequired);
      return;
    }
    try {
      const copy = await copyDashboard({
        id: info.id,
        body: saveAsCopyBody(info, layout, name, duplicateSlices),
      }).unwrap();
      onClose();
      toasts.addSuccessToast(SAVE_AS_TEXTS.saved);
      navigate(`/superset/dashboard/${copy.id}/`);
    } catch (error) {
      // Superset's texts for a failed dashboard save, a refusal included.
      toasts.addDangerToast(dashboardSaveErrorText(await getClientErrorObject(error), 'properties'));
    }
  };

  return (
    <Modal
      open
      title={SAVE_AS_TEXTS.title}
      onCancel={onClose}
      width={600}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {SAVE_AS_TEXTS.cancel}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={isLoading}
          data-test="modal-save-dashboard-button"
          onClick={() => void save()}
        >
          {SAVE_AS_TEXTS.save}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label={SAVE_AS_TEXTS.saveAs} htmlFor="save-as-dashboard-name">
          <Input
            id="save-as-dashboard-name"
            placeholder={SAVE_AS_TEXTS.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={duplicateSlices} onChange={(event) => setDuplicateSlices(event.target.checked)}>
            {SAVE_AS_TEXTS.duplicateSlices}
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
