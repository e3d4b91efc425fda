/**
 * The dashboard's title bar: the title ('[ untitled dashboard ]' when empty), the favourite star,
 * the published/draft badge, 'Edit dashboard' for those who can edit, and the '…' menu. In edit
 * mode the title is typed in place and undo, redo, Discard and Save replace 'Edit dashboard'.
 */
import { Button, Space, Typography } from 'antd';
import type { DashboardInfo } from '../../../../api/dashboards';
import { EditableTitle } from '../editing/EditableTitle';
import { EditModeActions } from '../editing/EditModeActions';
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
  editMode: boolean;
  onEditDashboard: () => void;
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
  editMode,
  onEditDashboard,
}: DashboardHeaderProps) {
  const title = info.dashboard_title.trim() || UNTITLED_DASHBOARD_TITLE;
  return (
    <div
      data-test="dashboard-header-bar"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0 16px', flexWrap: 'wrap' }}
    >
      {editMode ? (
        <EditableTitle key={info.dashboard_title} title={info.dashboard_title} />
      ) : (
        <Typography.Title level={3} style={{ margin: 0 }} data-test="dashboard-title">
          {title}
        </Typography.Title>
      )}
      <FavoriteStar dashboardId={info.id} />
      <PublishedStatus dashboardId={info.id} published={isPublished} canEdit={permissions.canEdit} />
      <Space style={{ marginLeft: 'auto' }}>
        {editMode ? <EditModeActions /> : null}
        {permissions.canEdit && !editMode ? (
          <Button type="primary" data-test="edit-dashboard-button" onClick={onEditDashboard}>
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
