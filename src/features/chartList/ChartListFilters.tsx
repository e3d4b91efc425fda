import { useMemo, useState } from 'react';
import { Input, Space } from 'antd';
import { useGetChartRelatedOwnersQuery, type ChartListFilterValues } from '../../api/charts';
import { Select, type SelectValue } from '../../components/Select';
import { SELECT_PAGE_SIZE } from '../../constants';
import { RemoteSearchSelect, useDatasetOptions, type RemoteSearchOption } from '../../components/RemoteSearchSelect';
import { vizTypeChoices } from './vizTypes';

interface ChartListFiltersProps {
  filters: ChartListFilterValues;
  onFilterChange: <K extends keyof ChartListFilterValues>(key: K, value: ChartListFilterValues[K]) => void;
}

const FAVORITE_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function useOwnerOptions(search: string): { options: RemoteSearchOption[]; loading: boolean } {
  const { data, isFetching } = useGetChartRelatedOwnersQuery({ filter: search, pageSize: SELECT_PAGE_SIZE });
  const options = useMemo(() => (data ?? []).map((user) => ({ value: user.value, label: user.text })), [data]);
  return { options, loading: isFetching };
}

function favoriteValue(value: SelectValue): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

/** The search box and the owner, viz type, dataset and favourite filters. */
export function ChartListFilters({ filters, onFilterChange }: ChartListFiltersProps) {
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const vizTypes = useMemo(() => vizTypeChoices(), []);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label="Search charts"
        placeholder="Type a value"
        style={{ width: 280 }}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => onFilterChange('search', value.trim() || undefined)}
      />
      <RemoteSearchSelect
        ariaLabel="Owner"
        placeholder="Owner"
        value={filters.ownerId}
        onChange={(value) => onFilterChange('ownerId', value)}
        useOptions={useOwnerOptions}
      />
      <div style={{ width: 200 }}>
        <Select
          ariaLabel="Chart type"
          placeholder="Chart type"
          allowClear
          options={vizTypes}
          value={filters.vizType ?? null}
          onChange={(value) => onFilterChange('vizType', typeof value === 'string' && value ? value : undefined)}
        />
      </div>
      <RemoteSearchSelect
        ariaLabel="Dataset"
        placeholder="Dataset"
        value={filters.datasetId}
        onChange={(value) => onFilterChange('datasetId', value)}
        useOptions={useDatasetOptions}
      />
      <div style={{ width: 140 }}>
        <Select
          ariaLabel="Favorite"
          placeholder="Favorite"
          allowClear
          options={FAVORITE_CHOICES}
          value={filters.favorite === undefined ? null : filters.favorite ? 'yes' : 'no'}
          onChange={(value) => onFilterChange('favorite', favoriteValue(value))}
        />
      </div>
    </Space>
  );
}
