import { Modal, Typography } from 'antd';
import type { SavedQueryListItem } from '../../api/savedQueries';

export interface DeleteSavedQueriesModalProps {
  /** The queries to delete; null when nothing is being deleted. */
  queries: SavedQueryListItem[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete Query?': the confirmation before one or several saved queries are deleted. */
export function DeleteSavedQueriesModal({ queries, busy, onConfirm, onCancel }: DeleteSavedQueriesModalProps) {
  const single = queries?.length === 1 ? queries[0] : null;
  return (
    <Modal
      title="Delete Query?"
      open={queries !== null}
      okText="Delete"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        {single
          ? `Are you sure you want to delete ${single.label}?`
          : `Are you sure you want to delete the ${queries?.length ?? 0} selected queries?`}
      </Typography.Paragraph>
    </Modal>
  );
}
