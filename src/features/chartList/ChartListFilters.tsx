import { useMemo } from 'react';
import { useGetChartRelatedOwnersQuery, type ChartListFilterValues } from '../../api/charts';
import {
  booleanOfChoice,
  choiceOfBoolean,
  ListFilterBar,
  ListFilterSelect,
  ListSearchBox,
} from '../../components/ListPage';
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

/** The search box and the owner, viz type, dataset and favourite filters. */
export function ChartListFilters({ filters, onFilterChange }: ChartListFiltersProps) {
  const vizTypes = useMemo(() => vizTypeChoices(), []);
  return (
    <ListFilterBar>
      <ListSearchBox
        ariaLabel="Search charts"
        initialValue={filters.search}
        width={280}
        onSearch={(text) => onFilterChange('search', text)}
      />
      <RemoteSearchSelect
        ariaLabel="Owner"
        placeholder="Owner"
        value={filters.ownerId}
        onChange={(value) => onFilterChange('ownerId', value)}
        useOptions={useOwnerOptions}
      />
      <ListFilterSelect
        label="Chart type"
        width={200}
        options={vizTypes}
        value={filters.vizType ?? null}
        onChange={(value) => onFilterChange('vizType', typeof value === 'string' && value ? value : undefined)}
      />
      <RemoteSearchSelect
        ariaLabel="Dataset"
        placeholder="Dataset"
        value={filters.datasetId}
        onChange={(value) => onFilterChange('datasetId', value)}
        useOptions={useDatasetOptions}
      />
      <ListFilterSelect
        label="Favorite"
        width={140}
        options={FAVORITE_CHOICES}
        value={choiceOfBoolean(filters.favorite)}
        onChange={(value) => onFilterChange('favorite', booleanOfChoice(value))}
      />
    </ListFilterBar>
  );
}
