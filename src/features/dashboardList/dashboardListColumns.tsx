import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { DashboardListItem, DashboardListSortColumn } from '../../api/dashboardList';
import { CertifiedMark, FavoriteStar, PublishedStatus } from './ListStatusControls';

interface DashboardListColumnOptions {
  sortColumn: DashboardListSortColumn;
  sortDirection: 'asc' | 'desc';
  /** Stars are shown only to a signed-in user. */
  showFavorites: boolean;
  isFavorite: (id: number) => boolean;
  onToggleFavorite: (id: number) => void;
  canEdit: (dashboard: DashboardListItem) => boolean;
  canExport: boolean;
  onTogglePublished: (dashboard: DashboardListItem) => void;
  isPublishPending: (id: number) => boolean;
  onEdit: (dashboard: DashboardListItem) => void;
  onExport: (dashboard: DashboardListItem) => void;
  onDelete: (dashboard: DashboardListItem) => void;
}

/** A dashboard's page: by slug when it has one, else by id. */
function dashboardPagePath(dashboard: Pick<DashboardListItem, 'id' | 'slug'>): string {
  const slug = dashboard.slug?.trim();
  return `/superset/dashboard/${encodeURIComponent(slug || String(dashboard.id))}/`;
}

function personName(person: { first_name?: string; last_name?: string } | null | undefined): string {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ');
}

/** The list's columns: star, name, status, owners, last modified, actions. */
export function dashboardListColumns(options: DashboardListColumnOptions): ColumnsType<DashboardListItem> {
  const { sortColumn, sortDirection, canEdit, canExport } = options;
  const sortOrderOf = (column: DashboardListSortColumn) =>
    sortColumn === column ? (sortDirection === 'asc' ? 'ascend' : 'descend') : null;
  const star: ColumnsType<DashboardListItem> = options.showFavorites
    ? [
        {
          key: 'favorite',
          width: 48,
          render: (_value, dashboard) => (
            <FavoriteStar
              starred={options.isFavorite(dashboard.id)}
              onToggle={() => options.onToggleFavorite(dashboard.id)}
            />
          ),
        },
      ]
    : [];
  return [
    ...star,
    {
      title: 'Name',
      key: 'dashboard_title',
      dataIndex: 'dashboard_title',
      sorter: true,
      sortOrder: sortOrderOf('dashboard_title'),
      render: (_title: string, dashboard) => (
        <span>
          {dashboard.certified_by && (
            <CertifiedMark certifiedBy={dashboard.certified_by} details={dashboard.certification_details} />
          )}
          <Link to={dashboardPagePath(dashboard)}>{dashboard.dashboard_title || '[ untitled dashboard ]'}</Link>
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'published',
      dataIndex: 'published',
      sorter: true,
      sortOrder: sortOrderOf('published'),
      render: (_published: boolean, dashboard) => (
        <PublishedStatus
          published={dashboard.published}
          pending={options.isPublishPending(dashboard.id)}
          onToggle={canEdit(dashboard) ? () => options.onTogglePublished(dashboard) : undefined}
        />
      ),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_value, dashboard) => (dashboard.owners ?? []).map(personName).filter(Boolean).join(', '),
    },
    {
      title: 'Last modified',
      key: 'changed_on_delta_humanized',
      dataIndex: 'changed_on_delta_humanized',
      sorter: true,
      sortOrder: sortOrderOf('changed_on_delta_humanized'),
      render: (when: string | undefined, dashboard) => {
        const by = dashboard.changed_by_name || personName(dashboard.changed_by);
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
      render: (_value, dashboard) => {
        const editable = canEdit(dashboard);
        if (!editable && !canExport) return null;
        return (
          <Space size={4}>
            {editable && (
              <Button
                size="small"
                aria-label={`Edit ${dashboard.dashboard_title}`}
                onClick={() => options.onEdit(dashboard)}
              >
                Edit
              </Button>
            )}
            {canExport && (
              <Button
                size="small"
                aria-label={`Export ${dashboard.dashboard_title}`}
                onClick={() => options.onExport(dashboard)}
              >
                Export
              </Button>
            )}
            {editable && (
              <Button
                size="small"
                danger
                aria-label={`Delete ${dashboard.dashboard_title}`}
                onClick={() => options.onDelete(dashboard)}
              >
                Delete
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
}
