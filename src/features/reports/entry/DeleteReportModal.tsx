/** The confirmation before a report is deleted. */
import { Modal, Typography } from 'antd';
import { REPORT_LABELS } from '../modal/reportMessages';

interface DeleteReportModalProps {
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteReportModal({ name, deleting, onConfirm, onCancel }: DeleteReportModalProps) {
  return (
    <Modal
      open
      title={REPORT_LABELS.deleteConfirmTitle}
      okText="Delete"
      okButtonProps={{ danger: true, loading: deleting }}
      cancelText={REPORT_LABELS.cancel}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>This action will permanently delete {name}.</Typography.Paragraph>
    </Modal>
  );
}
