/**
 * The diff confirmation (CONFIRM_DASHBOARD_DIFF): someone saved this dashboard after this page read
 * it; each field the save would overwrite is shown as stored and as it would be saved.
 */
import { Button, Modal, Typography } from 'antd';
import type { OverwriteItem } from '../../rules/overwriteDiff';

const OVERWRITE_CONFIRM_TEXT = 'Please confirm the overwrite values.';

interface OverwriteConfirmModalProps {
  items: OverwriteItem[];
  updatedAt: string;
  updatedBy: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const valueStyle = { fontSize: 11, maxHeight: 240, overflow: 'auto', background: '#fafafa', padding: 8, margin: 0 };

export function OverwriteConfirmModal({
  items,
  updatedAt,
  updatedBy,
  saving,
  onConfirm,
  onCancel,
}: OverwriteConfirmModalProps) {
  const storedTitle = `Last updated ${updatedAt ? new Date(updatedAt).toLocaleString() : ''}${updatedBy ? ` by ${updatedBy}` : ''}`;
  return (
    <Modal
      open
      width={1024}
      title="Confirm overwrite"
      onCancel={onCancel}
      data-test="overwrite-confirm-modal"
      footer={[
        <Button key="no" onClick={onCancel} data-test="overwrite-confirm-cancel">
          No
        </Button>,
        <Button key="yes" type="primary" loading={saving} onClick={onConfirm} data-test="overwrite-confirm-save">
          Yes, overwrite changes
        </Button>,
      ]}
    >
      <Typography.Paragraph strong>{OVERWRITE_CONFIRM_TEXT}</Typography.Paragraph>
      {items.map((item) => (
        <section key={item.keyPath} data-test="overwrite-item" data-key-path={item.keyPath}>
          <Typography.Title level={5}>{item.keyPath}</Typography.Title>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <div>
              <Typography.Text type="secondary">{storedTitle}</Typography.Text>
              <pre style={valueStyle}>{item.oldValue}</pre>
            </div>
            <div>
              <Typography.Text type="secondary">new value</Typography.Text>
              <pre style={valueStyle}>{item.newValue}</pre>
            </div>
          </div>
        </section>
      ))}
    </Modal>
  );
}
