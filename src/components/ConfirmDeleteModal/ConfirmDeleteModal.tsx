import { Modal, Typography } from 'antd';

interface ConfirmDeleteModalProps<Item> {
  /** The items to delete; null when nothing is being deleted. */
  items: Item[] | null;
  /** The title for one item and for several ('Delete Chart?' / 'Delete Charts?'). */
  title: { one: string; many: string };
  /** How one item is named in the question. */
  nameOf: (item: Item) => string;
  /** The plural noun of the question for several items ('charts', 'queries'). */
  pluralNoun: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before one or several list items are deleted. */
export function ConfirmDeleteModal<Item>({
  items,
  title,
  nameOf,
  pluralNoun,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps<Item>) {
  const single = items?.length === 1 ? items[0] : null;
  return (
    <Modal
      title={single ? title.one : title.many}
      open={items !== null}
      okText="Delete"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        {single
          ? `Are you sure you want to delete ${nameOf(single)}?`
          : `Are you sure you want to delete the ${items?.length ?? 0} selected ${pluralNoun}?`}
      </Typography.Paragraph>
    </Modal>
  );
}
