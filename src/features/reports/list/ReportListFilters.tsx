import { useMemo } from 'react';
import { useGetReportRelatedQuery } from '../../../api/reportLogs';
import type { ReportState } from '../../../api/reports';
import { RemoteSearchSelect, type RemoteSearchOption } from '../../../components/RemoteSearchSelect';
import {
  booleanOfChoice,
  choiceOfBoolean,
  ListFilterBar,
  ListFilterSelect,
  ListSearchBox,
} from '../../../components/ListPage';
import type { SelectValue } from '../../../components/Select';
import { SELECT_PAGE_SIZE } from '../../../constants';
import type { ReportListFilterValues } from './reportListRequest';

/** The states a run ends in, with Superset's filter labels. */
const STATE_CHOICES: { value: ReportState; label: string }[] = [
  { value: 'Success', label: 'Success' },
  { value: 'Working', label: 'Working' },
  { value: 'Error', label: 'Error' },
  { value: 'Not triggered', label: 'Not triggered' },
  { value: 'On Grace', label: 'On Grace' },
];

const ACTIVE_CHOICES = [
  { value: 'yes', label: 'Active' },
  { value: 'no', label: 'Inactive' },
];

function useOwnerOptions(search: string): { options: RemoteSearchOption[]; loading: boolean } {
  const { data, isFetching } = useGetReportRelatedQuery({
    relation: 'owners',
    filter: search,
    pageSize: SELECT_PAGE_SIZE,
  });
  const options = useMemo(() => (data ?? []).map((user) => ({ value: user.value, label: user.text })), [data]);
  return { options, loading: isFetching };
}

function stateOf(value: SelectValue): ReportState | undefined {
  return STATE_CHOICES.find((choice) => choice.value === value)?.value;
}

interface ReportListFiltersProps {
  filters: ReportListFilterValues;
  onFilterChange: <K extends keyof ReportListFilterValues>(key: K, value: ReportListFilterValues[K]) => void;
}

/** The search box and the owner, state ('Status') and active filters. */
export function ReportListFilters({ filters, onFilterChange }: ReportListFiltersProps) {
  return (
    <ListFilterBar>
      <ListSearchBox
        ariaLabel="Search"
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
        label="Status"
        width={160}
        options={STATE_CHOICES}
        value={filters.lastState ?? null}
        onChange={(value) => onFilterChange('lastState', stateOf(value))}
      />
      <ListFilterSelect
        label="Active"
        width={140}
        options={ACTIVE_CHOICES}
        value={choiceOfBoolean(filters.active)}
        onChange={(value) => onFilterChange('active', booleanOfChoice(value))}
      />
    </ListFilterBar>
  );
}
