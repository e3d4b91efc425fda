import { useMemo } from 'react';
import { Select as AntdSelect, Space } from 'antd';
import type { NamedRef, UserListFilterValues, UserSearchColumn } from '../../../api/securityAdmin';
import {
  booleanOfChoice,
  choiceOfBoolean,
  ListFilterBar,
  ListFilterSelect,
  ListSearchBox,
} from '../../../components/ListPage';

interface UserListFiltersProps {
  filters: UserListFilterValues;
  onFilterChange: <K extends keyof UserListFilterValues>(key: K, value: UserListFilterValues[K]) => void;
  roles: NamedRef[];
  rolesLoading: boolean;
}

const SEARCH_COLUMN_CHOICES: { value: UserSearchColumn; label: string }[] = [
  { value: 'username', label: 'Username' },
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'email', label: 'Email' },
];

const ACTIVE_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The search box (in the column picked beside it: FAB filters combine with AND only, so one box
 * cannot search several columns at once), and the role and active filters.
 */
export function UserListFilters({ filters, onFilterChange, roles, rolesLoading }: UserListFiltersProps) {
  const roleChoices = useMemo(() => roles.map((role) => ({ value: role.id, label: role.name })), [roles]);
  return (
    <ListFilterBar>
      <Space.Compact>
        <AntdSelect<UserSearchColumn>
          aria-label="Search in"
          style={{ width: 130 }}
          value={filters.searchColumn ?? 'username'}
          options={SEARCH_COLUMN_CHOICES}
          onChange={(column) => onFilterChange('searchColumn', column)}
        />
        <ListSearchBox
          ariaLabel="Search users"
          initialValue={filters.search}
          width={260}
          onSearch={(text) => onFilterChange('search', text)}
        />
      </Space.Compact>
      <ListFilterSelect
        label="Role"
        width={200}
        loading={rolesLoading}
        options={roleChoices}
        value={filters.roleId ?? null}
        onChange={(value) => onFilterChange('roleId', typeof value === 'number' ? value : undefined)}
      />
      <ListFilterSelect
        label="Is active?"
        width={140}
        options={ACTIVE_CHOICES}
        value={choiceOfBoolean(filters.active)}
        onChange={(value) => onFilterChange('active', booleanOfChoice(value))}
      />
    </ListFilterBar>
  );
}
