import { useCallback, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  roleListRison,
  useDeleteRoleMutation,
  useGetSecurityUsersByIdsQuery,
  useSearchRolesQuery,
  type SecurityRole,
} from '../../../api/securityAdmin';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import {
  DeleteSelectedButton,
  ListBulkActions,
  ListError,
  ListTable,
  usePageSelection,
} from '../../../components/ListPage';
import { AdminOnly } from '../AdminOnly';
import { NO_MATCHING_RESULTS, NO_ROLES, ROLE_DELETED, ROLES_DELETED } from '../adminMessages';
import { toClientError } from '../serverErrors';
import { useDeleteItems } from '../useDeleteItems';
import { RoleFormModal, type RoleDialogMode } from './RoleFormModal';
import { RoleListFilters } from './RoleListFilters';
import { roleListColumns } from './roleListColumns';
import { RolePermissionsPanel } from './RolePermissionsPanel';
import { usePermissionCatalog } from './usePermissionCatalog';
import { useRoleListQuery } from './useRoleListQuery';

/**
 * /roles/ (admins): the roles with their users and their permission/view pairs — search by name,
 * user or pair, sort by name, pages of 25; add, edit (name, pairs, users), duplicate, delete.
 */
export default function RolesListPage() {
  return (
    <AdminOnly>
      <RolesList />
    </AdminOnly>
  );
}

function RolesList() {
  const query = useRoleListQuery();
  const { data, error, isFetching } = useSearchRolesQuery(roleListRison(query.request));
  const catalog = usePermissionCatalog();
  const rows = useMemo(() => data?.result ?? [], [data]);
  const ids = useMemo(() => rows.map((role) => role.id), [rows]);
  const memberIds = useMemo(() => [...new Set(rows.flatMap((role) => role.user_ids))].sort((a, b) => a - b), [rows]);
  const members = useGetSecurityUsersByIdsQuery(memberIds, { skip: memberIds.length === 0 });
  const usernames = useMemo(
    () => new Map((members.data ?? []).map((user) => [user.id, user.username])),
    [members.data],
  );
  const usernameOf = useCallback((id: number) => usernames.get(id), [usernames]);
  const selection = usePageSelection(ids);
  const [dialog, setDialog] = useState<RoleDialogMode | null>(null);
  const [deleteRole] = useDeleteRoleMutation();
  const deletion = useDeleteItems<SecurityRole>(
    (id) => deleteRole(id).unwrap(),
    (role) => role.name,
    {
      deletedOne: ROLE_DELETED,
      deletedMany: ROLES_DELETED,
    },
  );

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    selection.drop(deleted);
  };

  const columns = roleListColumns({
    orderDirection: query.request.orderDirection ?? 'asc',
    usernameOf,
    onEdit: (role) => setDialog({ kind: 'edit', role }),
    onDuplicate: (role) => setDialog({ kind: 'duplicate', role }),
    onDelete: (role) => deletion.ask([role]),
  });

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>List Roles</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          Role
        </Button>
      </Space>
      <RoleListFilters
        filters={query.filters}
        onFilterChange={query.setFilter}
        permissionOptions={catalog.options}
        permissionsLoading={catalog.loading}
      />
      <ListBulkActions>
        <DeleteSelectedButton
          count={selection.selectedIds.length}
          onClick={() => deletion.ask(rows.filter((role) => selection.selectedIds.includes(role.id)))}
        />
      </ListBulkActions>
      <ListError failed={Boolean(error || catalog.error)} error={toClientError(error ?? catalog.error)} />
      <ListTable<SecurityRole>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={query.hasFilters ? NO_MATCHING_RESULTS : NO_ROLES}
        expandable={{
          expandedRowRender: (role) => (
            <RolePermissionsPanel roleName={role.name} permissionIds={role.permission_ids} byId={catalog.byId} />
          ),
        }}
        rowSelection={{ selectedRowKeys: selection.selectedIds, onChange: selection.select }}
        page={query.page}
        pageSize={query.request.pageSize}
        total={data?.count ?? 0}
        onPageChange={query.setPage}
        onSort={(_column, direction) => query.setSort('name', direction === 'desc' ? 'desc' : 'asc')}
      />
      {dialog && <RoleFormModal mode={dialog} catalog={catalog} onClose={() => setDialog(null)} />}
      <ConfirmDeleteModal
        items={deletion.toDelete}
        title={{ one: 'Delete Role?', many: 'Delete Roles?' }}
        nameOf={(role) => role.name}
        pluralNoun="roles"
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
