import { useMemo, useState } from 'react';
import { Empty, Input, Space, Tag, Typography } from 'antd';
import type { PermissionResource } from '../../../api/securityAdmin';
import { groupPermissionsByView } from './permissionLabels';

interface RolePermissionsPanelProps {
  roleName: string;
  permissionIds: number[];
  byId: ReadonlyMap<number, PermissionResource>;
}

/** A role's permission/view pairs, grouped by view and searchable (a role may hold hundreds). */
export function RolePermissionsPanel({ roleName, permissionIds, byId }: RolePermissionsPanelProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupPermissionsByView(permissionIds, byId, search), [permissionIds, byId, search]);
  if (permissionIds.length === 0) return <Typography.Text type="secondary">No permissions</Typography.Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        aria-label={`Search permissions of ${roleName}`}
        placeholder="Search permissions"
        style={{ maxWidth: 320 }}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No permissions match" />}
      <ul
        aria-label={`Permissions of ${roleName}`}
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
      >
        {groups.map((group) => (
          <li key={group.view} style={{ marginBottom: 6 }}>
            <Typography.Text strong>{group.view || 'Unknown pairs'}</Typography.Text>
            <div>
              {group.permissions.map((permission) => (
                <Tag key={permission.id} title={group.view ? `${permission.name} on ${group.view}` : permission.name}>
                  {permission.name}
                </Tag>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Space>
  );
}
