import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { ChartListItem, ChartListSortColumn } from '../../api/charts';
import { chartDatasetPath, dashboardPath, exploreChartPath } from './chartLinks';
import { vizTypeName } from './vizTypes';

interface ChartListColumnOptions {
  sortColumn: ChartListSortColumn;
  sortDirection: 'asc' | 'desc';
  isFavorite: (id: number) => boolean;
  onToggleFavorite: (id: number) => void;
  canDelete: (chart: ChartListItem) => boolean;
  onDelete: (chart: ChartListItem) => void;
  /** Names and datasets link to Explore only for users who may open it. */
  linksToExplore: boolean;
  /** Dashboards link to their pages only for users who may read dashboards. */
  linksToDashboards: boolean;
}

function personName(person: { first_name?: string; last_name?: string } | null | undefined): string {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ');
}

function FavoriteStar({ starred, onToggle }: { starred: boolean; onToggle: () => void }) {
  const label = starred ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={starred}
        onClick={onToggle}
        style={{ color: starred ? '#fadb14' : undefined, fontSize: 16 }}
      >
        {starred ? '★' : '☆'}
      </Button>
    </Tooltip>
  );
}

/** The chart list's columns: star, name, viz type, dataset, dashboards, owners, last modified, actions. */
export function chartListColumns({
  sortColumn,
  sortDirection,
  isFavorite,
  onToggleFavorite,
  canDelete,
  onDelete,
  linksToExplore,
  linksToDashboards,
}: ChartListColumnOptions): ColumnsType<ChartListItem> {
  const sortOrderOf = (column: ChartListSortColumn) =>
    sortColumn === column ? (sortDirection === 'asc' ? 'ascend' : 'descend') : null;
  return [
    {
      key: 'favorite',
      width: 48,
      render: (_value, chart) => (
        <FavoriteStar starred={isFavorite(chart.id)} onToggle={() => onToggleFavorite(chart.id)} />
      ),
    },
    {
      title: 'Name',
      dataIndex: 'slice_name',
      sorter: true,
      sortOrder: sortOrderOf('slice_name'),
      render: (name: string, chart) => (linksToExplore ? <Link to={exploreChartPath(chart.id)}>{name}</Link> : name),
    },
    {
      title: 'Type',
      dataIndex: 'viz_type',
      sorter: true,
      sortOrder: sortOrderOf('viz_type'),
      render: (vizType: string) => vizTypeName(vizType),
    },
    {
      title: 'Dataset',
      key: 'datasource_name',
      dataIndex: 'datasource_name',
      sorter: true,
      sortOrder: sortOrderOf('datasource_name'),
      render: (_value, chart) => {
        const path = linksToExplore ? chartDatasetPath(chart) : null;
        const name = chart.datasource_name_text ?? '';
        return path && name ? <Link to={path}>{name}</Link> : name;
      },
    },
    {
      title: 'Dashboards',
      key: 'dashboards',
      render: (_value, chart) => (
        <Space size={4} wrap>
          {(chart.dashboards ?? []).map((dashboard) =>
            linksToDashboards ? (
              <Link key={dashboard.id} to={dashboardPath(dashboard.id)}>
                {dashboard.dashboard_title}
              </Link>
            ) : (
              <span key={dashboard.id}>{dashboard.dashboard_title}</span>
            ),
          )}
        </Space>
      ),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_value, chart) => (chart.owners ?? []).map(personName).filter(Boolean).join(', '),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on_delta_humanized',
      sorter: true,
      sortOrder: sortOrderOf('changed_on_delta_humanized'),
      render: (when: string | undefined, chart) => {
        const by = chart.changed_by_name || personName(chart.changed_by);
        return (
          <Space orientation="vertical" size={0}>
            <span>{when ?? ''}</span>
            {by && <Typography.Text type="secondary">{`by ${by}`}</Typography.Text>}
          </Space>
        );
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, chart) =>
        canDelete(chart) ? (
          <Tooltip title="Delete">
            <Button size="small" danger onClick={() => onDelete(chart)}>
              Delete
            </Button>
          </Tooltip>
        ) : null,
    },
  ];
}
