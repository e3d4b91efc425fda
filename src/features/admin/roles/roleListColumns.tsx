import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SecurityRole } from '../../../api/securityAdmin';

interface RoleListColumnOptions {
  orderDirection: 'asc' | 'desc';
  /** A user's name by id; undefined while unknown (the id is shown). */
  usernameOf: (id: number) => string | undefined;
  onEdit: (role: SecurityRole) => void;
  onDuplicate: (role: SecurityRole) => void;
  onDelete: (role: SecurityRole) => void;
}

function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The roles list's columns: name, users, the number of pairs (listed in the expanded row), actions. */
export function roleListColumns({
  orderDirection,
  usernameOf,
  onEdit,
  onDuplicate,
  onDelete,
}: RoleListColumnOptions): ColumnsType<SecurityRole> {
  return [
    {
      title: 'Name',
      key: 'name',
      dataIndex: 'name',
      sorter: true,
      sortOrder: orderDirection === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    {
      title: 'Users',
      key: 'users',
      render: (_value, role) =>
        role.user_ids.length === 0 ? (
          <Typography.Text type="secondary">No users</Typography.Text>
        ) : (
          role.user_ids.map((id) => usernameOf(id) ?? `#${id}`).join(', ')
        ),
    },
    {
      title: 'Permissions',
      key: 'permissions',
      render: (_value, role) => countText(role.permission_ids.length, 'permission', 'permissions'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, role) => (
        <Space size={4} wrap>
          <Tooltip title="Edit role">
            <Button size="small" aria-label={`Edit ${role.name}`} onClick={() => onEdit(role)}>
              Edit
            </Button>
          </Tooltip>
          <Tooltip title="Duplicate role">
            <Button size="small" aria-label={`Duplicate ${role.name}`} onClick={() => onDuplicate(role)}>
              Duplicate
            </Button>
          </Tooltip>
          <Tooltip title="Delete role">
            <Button size="small" danger aria-label={`Delete ${role.name}`} onClick={() => onDelete(role)}>
              Delete
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];
}
