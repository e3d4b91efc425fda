import { RemoteSearchSelect } from '../../../components/RemoteSearchSelect';
import { ListFilterBar, ListFilterSelect, ListSearchBox } from '../../../components/ListPage';
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
  return (
    <ListFilterBar>
      <ListSearchBox
        ariaLabel="Search roles"
        initialValue={filters.name}
        width={260}
        onSearch={(text) => onFilterChange('name', text)}
      />
      <RemoteSearchSelect
        ariaLabel="User"
        placeholder="User"
        value={filters.userId}
        onChange={(value) => onFilterChange('userId', value)}
        useOptions={useUserOptions}
      />
      <ListFilterSelect
        label="Permission"
        width={320}
        loading={permissionsLoading}
        options={permissionOptions}
        value={filters.permissionId ?? null}
        onChange={(value) => onFilterChange('permissionId', typeof value === 'number' ? value : undefined)}
      />
    </ListFilterBar>
  );
}
