/** 'Set auto-refresh interval': one of Superset's choices, for this visit (saving it is edit mode's). */
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { REFRESH_INTERVAL_OPTIONS } from '../../rules/refreshStagger';

export function RefreshIntervalModal({
  current,
  onSave,
  onClose,
}: {
  current: number;
  onSave: (seconds: number) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(current);
  const known = REFRESH_INTERVAL_OPTIONS.some(([seconds]) => seconds === current);
  const options = [
    ...REFRESH_INTERVAL_OPTIONS.map(([seconds, label]) => ({ value: seconds, label })),
    ...(known ? [] : [{ value: current, label: `${current} seconds` }]),
  ];
  return (
    <Modal
      open
      title="Refresh interval"
      okText="Save"
      onOk={() => {
        onSave(value);
        onClose();
      }}
      onCancel={onClose}
      width={600}
    >
      <Select
        aria-label="Refresh frequency"
        style={{ width: '100%' }}
        value={value}
        onChange={setValue}
        options={options}
      />
    </Modal>
  );
}
