import { Button, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SecurityUser, UserListSortColumn } from '../../../api/securityAdmin';
import { formatLastLogin, roleNamesOf } from './userDisplay';

interface UserListColumnOptions {
  sortColumn: UserListSortColumn;
  sortDirection: 'asc' | 'desc';
  /** The user whose active flag is being changed, if any. */
  togglingId: number | null;
  onEdit: (user: SecurityUser) => void;
  onToggleActive: (user: SecurityUser) => void;
  onResetPassword: (user: SecurityUser) => void;
  onDelete: (user: SecurityUser) => void;
}

/** The users list's columns: username, names, email, roles, active, last login, login count, actions. */
export function userListColumns({
  sortColumn,
  sortDirection,
  togglingId,
  onEdit,
  onToggleActive,
  onResetPassword,
  onDelete,
}: UserListColumnOptions): ColumnsType<SecurityUser> {
  const sortable = (column: UserListSortColumn) => ({
    key: column,
    dataIndex: column,
    sorter: true,
    sortOrder: sortColumn === column ? (sortDirection === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  return [
    { title: 'Username', ...sortable('username') },
    { title: 'First name', ...sortable('first_name') },
    { title: 'Last name', ...sortable('last_name') },
    { title: 'Email', ...sortable('email') },
    { title: 'Roles', key: 'roles', render: (_value, user) => roleNamesOf(user) || 'No roles' },
    { title: 'Is active?', ...sortable('active'), render: (active: boolean) => (active ? 'Yes' : 'No') },
    { title: 'Last login', ...sortable('last_login'), render: (when: string | null) => formatLastLogin(when) },
    { title: 'Login count', ...sortable('login_count'), render: (count: number | null) => count ?? 0 },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, user) => (
        <Space size={4} wrap>
          <Tooltip title="Edit user">
            <Button size="small" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
              Edit
            </Button>
          </Tooltip>
          <Button
            size="small"
            aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.username}`}
            loading={togglingId === user.id}
            onClick={() => onToggleActive(user)}
          >
            {user.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="small" aria-label={`Reset password of ${user.username}`} onClick={() => onResetPassword(user)}>
            Reset password
          </Button>
          <Tooltip title="Delete user">
            <Button size="small" danger aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)}>
              Delete
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];
}
