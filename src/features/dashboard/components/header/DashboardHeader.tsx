/**
 * The dashboard's title bar: the title ('[ untitled dashboard ]' when empty), the favourite star,
 * the published/draft badge, 'Edit dashboard' for those who can edit (edit mode arrives with the
 * editing issue: the button is there, inert), and the '…' menu.
 */
import { Button, Space, Typography } from 'antd';
import type { DashboardInfo } from '../../../../api/dashboards';
import { UNTITLED_DASHBOARD_TITLE } from '../../layout/layoutConstants';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';
import { FavoriteStar } from './FavoriteStar';
import { HeaderActionsMenu } from './HeaderActionsMenu';
import { PublishedStatus } from './PublishedStatus';

interface DashboardHeaderProps {
  info: DashboardInfo;
  isPublished: boolean;
  permissions: DashboardPermissions;
  refreshFrequency: number;
  onRefresh: () => void;
  onRefreshFrequencyChange: (seconds: number) => void;
  onEditProperties?: () => void;
  onEditCss?: () => void;
  /** Set by the editing issue; without it the button is shown disabled. */
  onEditDashboard?: () => void;
}

export function DashboardHeader({
  info,
  isPublished,
  permissions,
  refreshFrequency,
  onRefresh,
  onRefreshFrequencyChange,
  onEditProperties,
  onEditCss,
  onEditDashboard,
}: DashboardHeaderProps) {
  const title = info.dashboard_title.trim() || UNTITLED_DASHBOARD_TITLE;
  return (
    <div
      data-test="dashboard-header-bar"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0 16px', flexWrap: 'wrap' }}
    >
      <Typography.Title level={3} style={{ margin: 0 }} data-test="dashboard-title">
        {title}
      </Typography.Title>
      <FavoriteStar dashboardId={info.id} />
      <PublishedStatus dashboardId={info.id} published={isPublished} canEdit={permissions.canEdit} />
      <Space style={{ marginLeft: 'auto' }}>
        {permissions.canEdit ? (
          <Button type="primary" disabled={!onEditDashboard} onClick={onEditDashboard}>
            Edit dashboard
          </Button>
        ) : null}
        <HeaderActionsMenu
          dashboardId={info.id}
          permissions={permissions}
          refreshFrequency={refreshFrequency}
          onRefresh={onRefresh}
          onRefreshFrequencyChange={onRefreshFrequencyChange}
          onEditProperties={onEditProperties}
          onEditCss={onEditCss}
        />
      </Space>
    </div>
  );
}
