import { useMemo } from 'react';
import { Typography } from 'antd';
import { useSelector } from 'react-redux';
import { chartListRison, useGetChartsQuery, type ChartListItem } from '../../api/charts';
import type { ClientError } from '../../api/types';
import {
  DeleteSelectedButton,
  ListBulkActions,
  ListError,
  ListTable,
  usePageSelection,
} from '../../components/ListPage';
import { selectUser, type BootstrapState } from '../shell';
import { canOpenExplore, canReadDashboards } from '../../utils/permissionRules';
import { ChartListFilters } from './ChartListFilters';
import { chartListColumns } from './chartListColumns';
import { canDeleteChart, canDeleteCharts } from './chartListPermissions';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { asClientError } from './listErrorText';
import { useChartFavorites } from './useChartFavorites';
import { useChartListQuery } from './useChartListQuery';
import { useDeleteCharts } from './useDeleteCharts';

const NO_CHARTS_TEXT = 'No charts yet';
const NO_MATCHING_CHARTS_TEXT = 'No results match your filter criteria';

/**
 * /chart/list/: the saved charts — search, filters (owner, viz type, dataset, favourite), sort,
 * pages of 25, favourite stars, and delete (one or the selected ones) for owners and admins.
 */
export default function ChartListPage() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const query = useChartListQuery();
  const { data, error, isFetching } = useGetChartsQuery(chartListRison(query.request));
  const rows = useMemo(() => data?.result ?? [], [data]);
  const ids = useMemo(() => rows.map((chart) => chart.id), [rows]);
  const favorites = useChartFavorites(ids);
  const deletion = useDeleteCharts();
  const selection = usePageSelection(ids);
  // Bulk selection only where it can do something: the user may delete one of the charts shown.
  const mayDelete = canDeleteCharts(user) && rows.some((chart) => canDeleteChart(user, chart));
  const listError = asClientError<ClientError>(error);

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    selection.drop(deleted);
  };

  const columns = chartListColumns({
    sortColumn: query.request.orderColumn ?? 'changed_on_delta_humanized',
    sortDirection: query.request.orderDirection ?? 'desc',
    isFavorite: favorites.isFavorite,
    onToggleFavorite: favorites.toggleFavorite,
    canDelete: (chart) => canDeleteChart(user, chart),
    onDelete: (chart) => deletion.ask([chart]),
    linksToExplore: canOpenExplore(user),
    linksToDashboards: canReadDashboards(user),
  });

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={3}>Charts</Typography.Title>
      <ChartListFilters filters={query.filters} onFilterChange={query.setFilter} />
      {mayDelete && (
        <ListBulkActions>
          <DeleteSelectedButton
            count={selection.selectedIds.length}
            onClick={() => deletion.ask(rows.filter((chart) => selection.selectedIds.includes(chart.id)))}
          />
        </ListBulkActions>
      )}
      <ListError failed={Boolean(error)} error={listError} message={listError ? undefined : 'An error occurred'} />
      <ListTable<ChartListItem>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={query.hasFilters ? NO_MATCHING_CHARTS_TEXT : NO_CHARTS_TEXT}
        rowSelection={
          mayDelete
            ? {
                selectedRowKeys: selection.selectedIds,
                onChange: selection.select,
                getCheckboxProps: (chart) => ({ disabled: !canDeleteChart(user, chart) }),
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
        title={{ one: 'Delete Chart?', many: 'Delete Charts?' }}
        nameOf={(chart) => chart.slice_name}
        pluralNoun="charts"
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
