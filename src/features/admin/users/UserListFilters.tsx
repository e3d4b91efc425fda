import { useMemo, useState } from 'react';
import { Input, Select as AntdSelect, Space } from 'antd';
import type { NamedRef, UserListFilterValues, UserSearchColumn } from '../../../api/securityAdmin';
import { Select, type SelectValue } from '../../../components/Select';

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

function activeValue(value: SelectValue): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

/**
 * The search box (in the column picked beside it: FAB filters combine with AND only, so one box
 * cannot search several columns at once), and the role and active filters.
 */
export function UserListFilters({ filters, onFilterChange, roles, rolesLoading }: UserListFiltersProps) {
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const roleChoices = useMemo(() => roles.map((role) => ({ value: role.id, label: role.name })), [roles]);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Space.Compact>
        <AntdSelect<UserSearchColumn>
          aria-label="Search in"
          style={{ width: 130 }}
          value={filters.searchColumn ?? 'username'}
          options={SEARCH_COLUMN_CHOICES}
          onChange={(column) => onFilterChange('searchColumn', column)}
        />
        <Input.Search
          allowClear
          aria-label="Search users"
          placeholder="Type a value"
          style={{ width: 260 }}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => onFilterChange('search', value.trim() || undefined)}
        />
      </Space.Compact>
      <div style={{ width: 200 }}>
        <Select
          ariaLabel="Role"
          placeholder="Role"
          allowClear
          loading={rolesLoading}
          options={roleChoices}
          value={filters.roleId ?? null}
          onChange={(value) => onFilterChange('roleId', typeof value === 'number' ? value : undefined)}
        />
      </div>
      <div style={{ width: 140 }}>
        <Select
          ariaLabel="Is active?"
          placeholder="Is active?"
          allowClear
          options={ACTIVE_CHOICES}
          value={filters.active === undefined ? null : filters.active ? 'yes' : 'no'}
          onChange={(value) => onFilterChange('active', activeValue(value))}
        />
      </div>
    </Space>
  );
}
