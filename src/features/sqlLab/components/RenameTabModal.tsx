/** Asks for a tab's new name. */
import { useState } from 'react';
import { Input, Modal } from 'antd';

interface RenameTabModalProps {
  open: boolean;
  initialName: string;
  onRename: (name: string) => void;
  onCancel: () => void;
}

export function RenameTabModal({ open, initialName, onRename, onCancel }: RenameTabModalProps) {
  const [name, setName] = useState(initialName);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (open && shownFor !== initialName) {
    setShownFor(initialName);
    setName(initialName);
  }
  if (!open && shownFor !== null) setShownFor(null);
  return (
    <Modal
      title="Rename tab"
      open={open}
      okText="Rename"
      onOk={() => onRename(name)}
      onCancel={onCancel}
      okButtonProps={{ disabled: name.trim() === '' }}
      destroyOnHidden
    >
      <Input
        aria-label="Tab name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => onRename(name)}
        autoFocus
      />
    </Modal>
  );
}
