import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { exploreDatasetUrl, useSearchDatasetsQuery, type DatasetChoice } from '../../../api/datasets';
import { FORBIDDEN_MESSAGE, NO_EDIT_PERMISSION_TEMPLATE } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { MODAL_DEFAULT_WIDTH } from '../../../constants';
import { createDatasetFromQuery, overwriteDatasetFromQuery, type DatasetFailure } from '../thunks/datasets';
import type { Query } from '../types';

interface SaveDatasetModalProps {
  query: Query;
  open: boolean;
  onClose: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Superset's default name: the tab's name and the time, e.g. 'Untitled Query 1 01/31/2024 09:05:00'. */
export function defaultDatasetName(tab: string | null, now: Date = new Date()): string {
  const date = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${tab || 'Untitled Dataset'} ${date} ${time}`;
}

type Mode = 'new' | 'overwrite';

/** The server's reason as the user reads it: a refusal of their permission in the spec's words. */
function datasetFailureText(reason: string | null): string | null {
  return reason === FORBIDDEN_MESSAGE ? NO_EDIT_PERMISSION_TEMPLATE.replace('%s', 'dataset') : reason;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * 'Save dataset' from a result: a new virtual dataset (its name; the run's database, schema, SQL,
 * template parameters and result columns) or an existing dataset overwritten with them. Explore
 * opens on the dataset afterwards.
 */
export function SaveDatasetModal({ query, open, onClose }: SaveDatasetModalProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(() => defaultDatasetName(query.tab));
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<DatasetChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const debouncedSearch = useDebounced(search, 300);
  const choices = useSearchDatasetsQuery(debouncedSearch, { skip: !open || mode !== 'overwrite' });

  useEffect(() => {
    if (!open) return;
    setName(defaultDatasetName(query.tab));
    setFailure(null);
    setChosen(null);
    setMode('new');
  }, [open, query.tab]);

  const finish = (outcome: { id: number } | DatasetFailure) => {
    setBusy(false);
    if ('id' in outcome) {
      onClose();
      navigate(exploreDatasetUrl(outcome.id));
    } else {
      setFailure(datasetFailureText(outcome.reason));
    }
  };
  const save = async () => {
    setBusy(true);
    setFailure(null);
    if (mode === 'new') finish(await dispatch(createDatasetFromQuery(query, name)));
    else if (chosen)
      finish(
        await dispatch(
          overwriteDatasetFromQuery(
            query,
            chosen.id,
            chosen.owners?.map((owner) => owner.id),
          ),
        ),
      );
  };
  const ready = mode === 'new' ? name.trim() !== '' : chosen !== null;

  return (
    <Modal
      title="Save or Overwrite Dataset"
      open={open}
      width={MODAL_DEFAULT_WIDTH}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={busy} disabled={!ready} onClick={() => void save()}>
          {mode === 'new' ? 'Save' : 'Overwrite'}
        </Button>,
      ]}
    >
      <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as Mode)} style={{ width: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Radio value="new">Save as new</Radio>
          <Input
            aria-label="Dataset name"
            disabled={mode !== 'new'}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Radio value="overwrite">Overwrite existing</Radio>
          <Select<number>
            aria-label="Dataset to overwrite"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            disabled={mode !== 'overwrite'}
            placeholder="Select or type dataset name"
            loading={choices.isFetching}
            style={{ width: '100%' }}
            value={chosen?.id}
            options={(choices.data ?? []).map((dataset) => ({
              value: dataset.id,
              label: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name,
            }))}
            onChange={(id) => setChosen((choices.data ?? []).find((dataset) => dataset.id === id) ?? null)}
          />
        </Space>
      </Radio.Group>
      {mode === 'overwrite' && chosen && (
        <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
          Are you sure you want to overwrite this dataset?
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" title={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
