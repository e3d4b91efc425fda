/**
 * The header's '…' menu: refresh the dashboard, set the auto-refresh interval, share (copy a
 * permalink: 'Copied to clipboard!'), export. 'Edit properties' and 'Edit CSS' appear only when the
 * page gives their handlers (the properties and CSS editors plug in here).
 */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dashboardExportUrl, useCreateDashboardPermalinkMutation } from '../../../../api/dashboards';
import { GENERIC_ERROR_MESSAGE, getClientErrorObject } from '../../../../api/errors';
import { useAppSelector } from '../../../../app/hooks';
import {
  COPY_SUCCESS_MESSAGE,
  COPY_UNSUPPORTED_MESSAGE,
  copyTextToClipboard,
} from '../../../../components/CopyToClipboard';
import { useToasts } from '../../../toasts';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';
import { permalinkUrlParams } from '../../rules/urlParams';

const RefreshIntervalModal = lazy(() =>
  import('./RefreshIntervalModal').then((module) => ({ default: module.RefreshIntervalModal })),
);

const HEADER_MENU_LABELS = {
  refresh: 'Refresh dashboard',
  autoRefresh: 'Set auto-refresh interval',
  editProperties: 'Edit properties',
  editCss: 'Edit CSS',
  share: 'Share',
  copyPermalink: 'Copy permalink to clipboard',
  download: 'Download',
  exportYaml: 'Export YAML',
} as const;

interface HeaderActionsMenuProps {
  dashboardId: number;
  permissions: DashboardPermissions;
  refreshFrequency: number;
  onRefresh: () => void;
  onRefreshFrequencyChange: (seconds: number) => void;
  onEditProperties?: () => void;
  onEditCss?: () => void;
}

function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

export function HeaderActionsMenu({
  dashboardId,
  permissions,
  refreshFrequency,
  onRefresh,
  onRefreshFrequencyChange,
  onEditProperties,
  onEditCss,
}: HeaderActionsMenuProps) {
  const toasts = useToasts();
  const [intervalOpen, setIntervalOpen] = useState(false);
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const activeTabs = useAppSelector((state) => state.dashboardState.activeTabs);
  const dataMask = useAppSelector((state) => state.dataMask);

  const copyPermalink = async () => {
    try {
      const anchor = window.location.hash.replace(/^#/, '');
      const { url } = await createPermalink({
        id: dashboardId,
        state: {
          dataMask,
          activeTabs,
          ...(anchor ? { anchor } : {}),
          urlParams: permalinkUrlParams(window.location.search),
        },
      }).unwrap();
      try {
        await copyTextToClipboard(url);
        toasts.addSuccessToast(COPY_SUCCESS_MESSAGE);
      } catch {
        toasts.addDangerToast(COPY_UNSUPPORTED_MESSAGE);
      }
    } catch (error) {
      toasts.addDangerToast((await getClientErrorObject(error)).error ?? GENERIC_ERROR_MESSAGE);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'refresh', label: HEADER_MENU_LABELS.refresh },
    { key: 'autoRefresh', label: HEADER_MENU_LABELS.autoRefresh },
    ...(onEditProperties ? [{ key: 'properties', label: HEADER_MENU_LABELS.editProperties }] : []),
    ...(onEditCss ? [{ key: 'css', label: HEADER_MENU_LABELS.editCss }] : []),
    ...(permissions.canShare
      ? [
          {
            key: 'share',
            label: HEADER_MENU_LABELS.share,
            children: [{ key: 'permalink', label: HEADER_MENU_LABELS.copyPermalink }],
          },
        ]
      : []),
    ...(permissions.canExport
      ? [
          {
            key: 'download',
            label: HEADER_MENU_LABELS.download,
            children: [{ key: 'export', label: HEADER_MENU_LABELS.exportYaml }],
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') onRefresh();
    else if (key === 'autoRefresh') setIntervalOpen(true);
    else if (key === 'properties') onEditProperties?.();
    else if (key === 'css') onEditCss?.();
    else if (key === 'permalink') void copyPermalink();
    else if (key === 'export') startDownload(dashboardExportUrl([dashboardId]));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button icon={<MoreOutlined />} aria-label="Dashboard actions" />
      </Dropdown>
      {intervalOpen ? (
        <Suspense fallback={null}>
          <RefreshIntervalModal
            current={refreshFrequency}
            onSave={onRefreshFrequencyChange}
            onClose={() => setIntervalOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
