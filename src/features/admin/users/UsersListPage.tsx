import { useEffect, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useDeleteSecurityUserMutation,
  useGetAllRolesQuery,
  useGetSecurityUsersQuery,
  userListRison,
  type SecurityUser,
} from '../../../api/securityAdmin';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import {
  DeleteSelectedButton,
  ListBulkActions,
  ListError,
  ListTable,
  usePageSelection,
} from '../../../components/ListPage';
import { useToasts } from '../../toasts';
import { AdminOnly } from '../AdminOnly';
import { NO_MATCHING_RESULTS, NO_USERS, ROLES_FETCH_FAILED, USER_DELETED, USERS_DELETED } from '../adminMessages';
import { toClientError } from '../serverErrors';
import { useDeleteItems } from '../useDeleteItems';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';
import { UserListFilters } from './UserListFilters';
import { userListColumns } from './userListColumns';
import { useUserListQuery } from './useUserListQuery';
import { useToggleActive } from './useToggleActive';

/** What is open over the list: the add or edit form, or the password reset. */
type UserDialog =
  { kind: 'add' } | { kind: 'edit'; user: SecurityUser } | { kind: 'password'; user: SecurityUser } | null;

/**
 * /users/ (admins): the users — search, role and active filters, sort, pages of 25; add, edit,
 * activate or deactivate, reset a password, delete one or the selected ones.
 */
export default function UsersListPage() {
  return (
    <AdminOnly>
      <UsersList />
    </AdminOnly>
  );
}

function UsersList() {
  const toasts = useToasts();
  const query = useUserListQuery();
  const { data, error, isFetching } = useGetSecurityUsersQuery(userListRison(query.request));
  const roles = useGetAllRolesQuery();
  const rows = useMemo(() => data?.result ?? [], [data]);
  const ids = useMemo(() => rows.map((user) => user.id), [rows]);
  const selection = usePageSelection(ids);
  const [dialog, setDialog] = useState<UserDialog>(null);
  const toggleActive = useToggleActive();
  const [deleteUser] = useDeleteSecurityUserMutation();
  const deletion = useDeleteItems<SecurityUser>(
    (id) => deleteUser(id).unwrap(),
    (user) => user.username,
    {
      deletedOne: USER_DELETED,
      deletedMany: USERS_DELETED,
    },
  );

  useEffect(() => {
    if (roles.error) toasts.addDangerToast(ROLES_FETCH_FAILED);
  }, [roles.error, toasts]);

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    selection.drop(deleted);
  };

  const columns = userListColumns({
    sortColumn: query.request.orderColumn ?? 'username',
    sortDirection: query.request.orderDirection ?? 'asc',
    togglingId: toggleActive.togglingId,
    onEdit: (user) => setDialog({ kind: 'edit', user }),
    onToggleActive: toggleActive.toggle,
    onResetPassword: (user) => setDialog({ kind: 'password', user }),
    onDelete: (user) => deletion.ask([user]),
  });

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>List Users</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          User
        </Button>
      </Space>
      <UserListFilters
        filters={query.filters}
        onFilterChange={query.setFilter}
        roles={roles.data ?? []}
        rolesLoading={roles.isFetching}
      />
      <ListBulkActions>
        <DeleteSelectedButton
          count={selection.selectedIds.length}
          onClick={() => deletion.ask(rows.filter((user) => selection.selectedIds.includes(user.id)))}
        />
      </ListBulkActions>
      <ListError failed={Boolean(error)} error={toClientError(error)} />
      <ListTable<SecurityUser>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={query.hasFilters ? NO_MATCHING_RESULTS : NO_USERS}
        rowSelection={{ selectedRowKeys: selection.selectedIds, onChange: selection.select }}
        page={query.page}
        pageSize={query.request.pageSize}
        total={data?.count ?? 0}
        onPageChange={query.setPage}
        onSort={query.sortBy}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormModal
          user={dialog.kind === 'edit' ? dialog.user : null}
          roles={roles.data ?? []}
          rolesLoading={roles.isFetching}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'password' && <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />}
      <ConfirmDeleteModal
        items={deletion.toDelete}
        title={{ one: 'Delete User?', many: 'Delete Users?' }}
        nameOf={(user) => user.username}
        pluralNoun="users"
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
