/** 'Change dataset': pick another dataset; the controls are remapped to it (spec charts §4). */
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { RemoteSearchSelect, useDatasetOptions } from '../../../components/RemoteSearchSelect';

interface ChangeDatasetModalProps {
  open: boolean;
  currentDatasetId: number;
  onChange: (datasetId: number) => Promise<void>;
  onClose: () => void;
}

export function ChangeDatasetModal({ open, currentDatasetId, onChange, onClose }: ChangeDatasetModalProps) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const proceed = async () => {
    if (chosen === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await onChange(chosen);
      setChosen(undefined);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Change dataset"
      open={open}
      okText="Proceed"
      okButtonProps={{ disabled: chosen === undefined || chosen === currentDatasetId, loading: busy }}
      onOk={() => void proceed()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Metrics, columns and filters the new dataset does not have are removed from the chart&apos;s controls.
      </Typography.Paragraph>
      <RemoteSearchSelect
        ariaLabel="Dataset"
        placeholder="Choose a dataset"
        value={chosen}
        onChange={setChosen}
        useOptions={useDatasetOptions}
      />
      {error ? (
        <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
          {error}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
