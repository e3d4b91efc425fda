/** The filter's dataset: a select the server searches by name (the chosen one keeps its label). */
import { useState } from 'react';
import { Select } from 'antd';
import {
  REMOTE_SEARCH_DEBOUNCE_MS,
  useDatasetOptions,
  useDebouncedValue,
} from '../../../../components/RemoteSearchSelect';

interface DatasetFieldProps {
  value: number | undefined;
  /** The chosen dataset's name once its metadata is read. */
  valueLabel: string | undefined;
  onChange(datasetId: number | undefined): void;
}

export function DatasetField({ value, valueLabel, onChange }: DatasetFieldProps) {
  const [search, setSearch] = useState('');
  const { options, loading } = useDatasetOptions(useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS));
  const shown =
    value !== undefined && !options.some((option) => option.value === value)
      ? [{ value, label: valueLabel ?? String(value) }, ...options]
      : options;
  return (
    <Select<number>
      data-test="filter-dataset-select"
      aria-label="Dataset"
      placeholder="Select a dataset"
      loading={loading}
      value={value}
      options={shown}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onChange={(next) => {
        setSearch('');
        onChange(next ?? undefined);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
