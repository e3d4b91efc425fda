import { useState } from 'react';
import { Button, Modal } from 'antd';
import { PlainTable, type PlainTableColumn } from '../../../components/PlainTable';

/** Superset's SQL editor shortcuts, as bound in SqlEditor. */
const KEYBOARD_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'Ctrl + Enter', action: 'Run query (the selection, if any)' },
  { keys: 'Ctrl + Shift + Enter', action: 'Run current statement' },
  { keys: 'Ctrl + E', action: 'Stop query' },
  { keys: 'Ctrl + X', action: 'Stop query (when nothing is selected)' },
  { keys: 'Ctrl + Shift + F', action: 'Format SQL' },
  { keys: 'Ctrl + T', action: 'New tab' },
  { keys: 'Ctrl + [', action: 'Previous tab' },
  { keys: 'Ctrl + ]', action: 'Next tab' },
  { keys: 'Ctrl + Space', action: 'Autocomplete' },
];

const SHORTCUT_COLUMNS: readonly PlainTableColumn<{ keys: string; action: string }>[] = [
  { key: 'keys', title: 'Keys', value: (row) => row.keys },
  { key: 'action', title: 'Action', value: (row) => row.action },
];

/** A 'Keyboard shortcuts' button opening the list. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keyboard shortcuts</Button>
      <Modal title="Keyboard shortcuts" open={open} onCancel={() => setOpen(false)} footer={null}>
        <PlainTable columns={SHORTCUT_COLUMNS} rows={KEYBOARD_SHORTCUTS} rowKey={(row) => row.keys} />
      </Modal>
    </>
  );
}
