import { Modal, Typography } from 'antd';
import type { ChartListItem } from '../../api/charts';

export interface DeleteChartsModalProps {
  /** The charts to delete; null when nothing is being deleted. */
  charts: ChartListItem[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete Chart?': the confirmation before one or several charts are deleted. */
export function DeleteChartsModal({ charts, busy, onConfirm, onCancel }: DeleteChartsModalProps) {
  const single = charts?.length === 1 ? charts[0] : null;
  return (
    <Modal
      title={single ? 'Delete Chart?' : 'Delete Charts?'}
      open={charts !== null}
      okText="Delete"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        {single
          ? `Are you sure you want to delete ${single.slice_name}?`
          : `Are you sure you want to delete the ${charts?.length ?? 0} selected charts?`}
      </Typography.Paragraph>
    </Modal>
  );
}
