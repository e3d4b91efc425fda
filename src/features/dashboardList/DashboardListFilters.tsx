import { useMemo } from 'react';
import { useGetDashboardRelatedQuery, type DashboardListFilterValues } from '../../api/dashboardList';
import { RemoteSearchSelect, type RemoteSearchOption } from '../../components/RemoteSearchSelect';
import {
  booleanOfChoice,
  choiceOfBoolean,
  ListFilterBar,
  ListFilterSelect,
  ListSearchBox,
} from '../../components/ListPage';
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

/** The search box (title or slug) and the owner, status, favourite and certified filters. */
export function DashboardListFilters({ filters, onFilterChange, showFavorite }: DashboardListFiltersProps) {
  return (
    <ListFilterBar>
      <ListSearchBox
        ariaLabel="Search dashboards"
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
        width={140}
        options={STATUS_CHOICES}
        value={choiceOfBoolean(filters.published)}
        onChange={(value) => onFilterChange('published', booleanOfChoice(value))}
      />
      {showFavorite && (
        <ListFilterSelect
          label="Favorite"
          width={140}
          options={YES_NO}
          value={choiceOfBoolean(filters.favorite)}
          onChange={(value) => onFilterChange('favorite', booleanOfChoice(value))}
        />
      )}
      <ListFilterSelect
        label="Certified"
        width={140}
        options={YES_NO}
        value={choiceOfBoolean(filters.certified)}
        onChange={(value) => onFilterChange('certified', booleanOfChoice(value))}
      />
    </ListFilterBar>
  );
}
