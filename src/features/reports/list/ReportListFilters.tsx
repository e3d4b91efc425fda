import { useMemo, useState } from 'react';
import { Input, Space } from 'antd';
import { useGetReportRelatedQuery } from '../../../api/reportLogs';
import type { ReportState } from '../../../api/reports';
import { RemoteSearchSelect, type RemoteSearchOption } from '../../../components/RemoteSearchSelect';
import { Select, type SelectValue } from '../../../components/Select';
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
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const activeChoice = filters.active === undefined ? null : filters.active ? 'yes' : 'no';
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label="Search"
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
      <div style={{ width: 160 }}>
        <Select
          ariaLabel="Status"
          placeholder="Status"
          allowClear
          options={STATE_CHOICES}
          value={filters.lastState ?? null}
          onChange={(value) => onFilterChange('lastState', stateOf(value))}
        />
      </div>
      <div style={{ width: 140 }}>
        <Select
          ariaLabel="Active"
          placeholder="Active"
          allowClear
          options={ACTIVE_CHOICES}
          value={activeChoice}
          onChange={(value) => onFilterChange('active', value === 'yes' ? true : value === 'no' ? false : undefined)}
        />
      </div>
    </Space>
  );
}
