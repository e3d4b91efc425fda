import { useMemo, useState } from 'react';
import { Button, Empty, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSelector } from 'react-redux';
import { chartListRison, useGetChartsQuery, type ChartListItem } from '../../api/charts';
import type { ClientError } from '../../api/types';
import { ErrorBox } from '../../components/ErrorBox';
import { selectUser, type BootstrapState } from '../shell';
import { canOpenExplore, canReadDashboards } from '../../utils/permissionRules';
import { ChartListFilters } from './ChartListFilters';
import { chartListColumns } from './chartListColumns';
import { canDeleteChart, canDeleteCharts } from './chartListPermissions';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { asClientError } from './listErrorText';
import { useChartFavorites } from './useChartFavorites';
import { isChartListSortColumn, useChartListQuery } from './useChartListQuery';
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
  const [selection, setSelection] = useState<number[]>([]);
  // Only charts on the page shown stay selected (the selection is per page, as the delete is).
  const selectedIds = useMemo(() => selection.filter((id) => ids.includes(id)), [selection, ids]);
  // Bulk selection only where it can do something: the user may delete one of the charts shown.
  const mayDelete = canDeleteCharts(user) && rows.some((chart) => canDeleteChart(user, chart));
  const listError = asClientError<ClientError>(error);

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    setSelection((current) => current.filter((id) => !deleted.includes(id)));
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
        <Space style={{ marginBottom: 12, marginLeft: 8 }}>
          <Button
            danger
            disabled={selectedIds.length === 0}
            onClick={() => deletion.ask(rows.filter((chart) => selectedIds.includes(chart.id)))}
          >
            Delete selected ({selectedIds.length})
          </Button>
        </Space>
      )}
      {error && (
        <div style={{ marginBottom: 12 }}>
          <ErrorBox error={listError} message={listError ? undefined : 'An error occurred'} source="crud" />
        </div>
      )}
      <Table<ChartListItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={rows}
        columns={columns}
        locale={{
          emptyText: <Empty description={query.hasFilters ? NO_MATCHING_CHARTS_TEXT : NO_CHARTS_TEXT} />,
        }}
        rowSelection={
          mayDelete
            ? {
                selectedRowKeys: selectedIds,
                onChange: (keys) => setSelection(keys.map(Number)),
                getCheckboxProps: (chart) => ({ disabled: !canDeleteChart(user, chart) }),
              }
            : undefined
        }
        pagination={{
          current: (query.request.page ?? 0) + 1,
          pageSize: query.request.pageSize,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (next) => query.setPage(next - 1),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ChartListItem> | undefined;
          const column = single?.column?.key ?? single?.field;
          if (single?.order && isChartListSortColumn(column)) {
            query.setSort(column, single.order === 'ascend' ? 'asc' : 'desc');
          } else {
            query.setSort(null, 'desc');
          }
        }}
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
