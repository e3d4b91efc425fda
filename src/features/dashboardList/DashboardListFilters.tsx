import { useMemo, useState } from 'react';
import { Input, Space } from 'antd';
import { useGetDashboardRelatedQuery, type DashboardListFilterValues } from '../../api/dashboardList';
import { RemoteSearchSelect, type RemoteSearchOption } from '../../components/RemoteSearchSelect';
import { Select, type SelectValue } from '../../components/Select';
import { SELECT_PAGE_SIZE } from '../../constants';

interface DashboardListFiltersProps {
  filters: DashboardListFilterValues;
  onFilterChange: <K extends keyof DashboardListFilterValues>(key: K, value: DashboardListFilterValues[K]) => void;
  /** The favourite filter needs a signed-in user. */
  showFavorite: boolean;
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const STATUS_CHOICES = [
  { value: 'yes', label: 'Published' },
  { value: 'no', label: 'Draft' },
];

function useOwnerOptions(search: string): { options: RemoteSearchOption[]; loading: boolean } {
  const { data, isFetching } = useGetDashboardRelatedQuery({
    relation: 'owners',
    filter: search,
    pageSize: SELECT_PAGE_SIZE,
  });
  const options = useMemo(() => (data ?? []).map((user) => ({ value: user.value, label: user.text })), [data]);
  return { options, loading: isFetching };
}

function booleanOf(value: SelectValue): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

function choiceOf(value: boolean | undefined): string | null {
  if (value === undefined) return null;
  return value ? 'yes' : 'no';
}

/** The search box (title or slug) and the owner, status, favourite and certified filters. */
export function DashboardListFilters({ filters, onFilterChange, showFavorite }: DashboardListFiltersProps) {
  const [searchText, setSearchText] = useState(filters.search ?? '');
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label="Search dashboards"
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
      <div style={{ width: 140 }}>
        <Select
          ariaLabel="Status"
          placeholder="Status"
          allowClear
          options={STATUS_CHOICES}
          value={choiceOf(filters.published)}
          onChange={(value) => onFilterChange('published', booleanOf(value))}
        />
      </div>
      {showFavorite && (
        <div style={{ width: 140 }}>
          <Select
            ariaLabel="Favorite"
            placeholder="Favorite"
            allowClear
            options={YES_NO}
            value={choiceOf(filters.favorite)}
            onChange={(value) => onFilterChange('favorite', booleanOf(value))}
          />
        </div>
      )}
      <div style={{ width: 140 }}>
        <Select
          ariaLabel="Certified"
          placeholder="Certified"
          allowClear
          options={YES_NO}
          value={choiceOf(filters.certified)}
          onChange={(value) => onFilterChange('certified', booleanOf(value))}
        />
      </div>
    </Space>
  );
}
