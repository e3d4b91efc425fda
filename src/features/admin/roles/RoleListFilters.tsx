import { useState } from 'react';
import { Input, Space } from 'antd';
import { RemoteSearchSelect } from '../../../components/RemoteSearchSelect';
import { Select } from '../../../components/Select';
import type { PermissionOption } from './permissionLabels';
import type { RoleListFilterValues } from './useRoleListQuery';
import { useUserOptions } from './useUserOptions';

interface RoleListFiltersProps {
  filters: RoleListFilterValues;
  onFilterChange: <K extends keyof RoleListFilterValues>(key: K, value: RoleListFilterValues[K]) => void;
  permissionOptions: PermissionOption[];
  permissionsLoading: boolean;
}

/** The role name search, and the roles of one user or with one permission/view pair. */
export function RoleListFilters({
  filters,
  onFilterChange,
  permissionOptions,
  permissionsLoading,
}: RoleListFiltersProps) {
  const [searchText, setSearchText] = useState(filters.name ?? '');
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label="Search roles"
        placeholder="Type a value"
        style={{ width: 260 }}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => onFilterChange('name', value.trim() || undefined)}
      />
      <RemoteSearchSelect
        ariaLabel="User"
        placeholder="User"
        value={filters.userId}
        onChange={(value) => onFilterChange('userId', value)}
        useOptions={useUserOptions}
      />
      <div style={{ width: 320 }}>
        <Select
          ariaLabel="Permission"
          placeholder="Permission"
          allowClear
          loading={permissionsLoading}
          options={permissionOptions}
          value={filters.permissionId ?? null}
          onChange={(value) => onFilterChange('permissionId', typeof value === 'number' ? value : undefined)}
        />
      </div>
    </Space>
  );
}
