import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useGetDashboardListPageQuery, type DashboardListItem } from '../../api/dashboardList';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import {
  DeleteSelectedButton,
  ListBulkActions,
  ListError,
  ListTable,
  usePageSelection,
} from '../../components/ListPage';
import { PropertiesModal } from '../dashboardProperties';
import { selectUser, type BootstrapState } from '../shell';
import { useToasts } from '../toasts';
import { DashboardListFilters } from './DashboardListFilters';
import { dashboardListColumns } from './dashboardListColumns';
import {
  canEditDashboard,
  canExportDashboards,
  canStarDashboards,
  canWriteDashboards,
} from './dashboardListPermissions';
import { EXPORT_ERROR_TEXT, exportDashboards } from './exportDashboards';
import { ImportDashboardsModal } from './ImportDashboardsModal';
import { asClientError } from './listErrorText';
import { useDashboardFavorites } from './useDashboardFavorites';
import { useDashboardListQuery } from './useDashboardListQuery';
import { useDeleteDashboards } from './useDeleteDashboards';
import { usePublishToggle } from './usePublishToggle';

const NO_DASHBOARDS_TEXT = 'No dashboards yet';
const NO_MATCHING_DASHBOARDS_TEXT = 'No results match your filter criteria';

/**
 * /dashboard/list/: search, filters (owner, status, favourite, certified), sort, pages of 25,
 * stars, the publish toggle, properties, export and delete (one or the selected ones) and import.
 */
export default function DashboardListPage() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const toasts = useToasts();
  const query = useDashboardListQuery();
  const { data, error, isFetching } = useGetDashboardListPageQuery(query.request);
  const rows = useMemo(() => data?.result ?? [], [data]);
  const ids = useMemo(() => rows.map((dashboard) => dashboard.id), [rows]);
  const showFavorites = canStarDashboards(user);
  const favorites = useDashboardFavorites(ids, showFavorites);
  const publishing = usePublishToggle();
  const deletion = useDeleteDashboards();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const selection = usePageSelection(ids);
  const canExport = canExportDashboards(user);
  const canEdit = (dashboard: DashboardListItem) => canEditDashboard(user, dashboard);
  // Only dashboards on the page shown stay selected (the selection is per page, as the actions are).
  const selected = rows.filter((dashboard) => selection.selectedIds.includes(dashboard.id));
  const deletable = selected.filter(canEdit);
  const maySelect = canExport || rows.some(canEdit);
  const listError = asClientError(error);

  const runExport = (dashboards: DashboardListItem[]) => {
    exportDashboards(dashboards.map((dashboard) => dashboard.id)).catch(() => toasts.addDangerToast(EXPORT_ERROR_TEXT));
  };

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    selection.drop(deleted);
  };

  const columns = dashboardListColumns({
    sortColumn: query.request.orderColumn ?? 'changed_on_delta_humanized',
    sortDirection: query.request.orderDirection ?? 'desc',
    showFavorites,
    isFavorite: favorites.isFavorite,
    onToggleFavorite: favorites.toggleFavorite,
    canEdit,
    canExport,
    onTogglePublished: publishing.toggle,
    isPublishPending: publishing.isPending,
    onEdit: (dashboard) => setEditingId(dashboard.id),
    onExport: (dashboard) => runExport([dashboard]),
    onDelete: (dashboard) => deletion.ask([dashboard]),
  });

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Dashboards</Typography.Title>
        {canWriteDashboards(user) && <Button onClick={() => setImporting(true)}>Import dashboards</Button>}
      </Space>
      <DashboardListFilters filters={query.filters} onFilterChange={query.setFilter} showFavorite={showFavorites} />
      {maySelect && (
        <ListBulkActions>
          {rows.some(canEdit) && (
            <DeleteSelectedButton count={deletable.length} onClick={() => deletion.ask(deletable)} />
          )}
          {canExport && (
            <Button disabled={selected.length === 0} onClick={() => runExport(selected)}>
              Export selected ({selected.length})
            </Button>
          )}
        </ListBulkActions>
      )}
      <ListError failed={Boolean(error)} error={listError} message={listError ? undefined : 'An error occurred'} />
      <ListTable<DashboardListItem>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={query.hasFilters ? NO_MATCHING_DASHBOARDS_TEXT : NO_DASHBOARDS_TEXT}
        rowSelection={
          maySelect
            ? {
                selectedRowKeys: selected.map((dashboard) => dashboard.id),
                onChange: selection.select,
                getCheckboxProps: (dashboard) => ({ disabled: !canExport && !canEdit(dashboard) }),
              }
            : undefined
        }
        page={query.page}
        pageSize={query.request.pageSize}
        total={data?.count ?? 0}
        onPageChange={query.setPage}
        onSort={query.sortBy}
      />
      <ConfirmDeleteModal
        items={deletion.toDelete}
        title={{ one: 'Delete Dashboard?', many: 'Delete Dashboards?' }}
        nameOf={(dashboard) => dashboard.dashboard_title}
        pluralNoun="dashboards"
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
      {editingId !== null && <PropertiesModal dashboardId={editingId} open onHide={() => setEditingId(null)} />}
      <ImportDashboardsModal open={importing} onHide={() => setImporting(false)} />
    </div>
  );
}
