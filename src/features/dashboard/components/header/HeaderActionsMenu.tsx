/**
 * The header's '…' menu: refresh the dashboard, set the auto-refresh interval, 'Save as' (for who
 * may create dashboards), download (a PDF or a picture of the page for everyone, the YAML export
 * for who may export), share (copy a permalink: 'Copied to clipboard!'). 'Edit properties' and
 * 'Edit CSS' appear only when the page gives their handlers (the properties and CSS editors).
 */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dashboardExportUrl } from '../../../../api/dashboards';
import { useAppSelector, useAppStore } from '../../../../app/hooks';
import { useReportMenu } from '../../../reports';
import { useToasts } from '../../../toasts';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';
import { useCopyDashboardPermalink } from '../../hooks/useCopyDashboardPermalink';
import { permalinkUrlParams } from '../../rules/urlParams';
import { downloadDashboardSnapshot, type SnapshotFormat } from './dashboardSnapshot';
import { shownDashboardTitle } from './saveAsCopyBody';

const RefreshIntervalModal = lazy(() =>
  import('./RefreshIntervalModal').then((module) => ({ default: module.RefreshIntervalModal })),
);
const SaveAsModal = lazy(() => import('./SaveAsModal').then((module) => ({ default: module.SaveAsModal })));

const HEADER_MENU_LABELS = {
  refresh: 'Refresh dashboard',
  autoRefresh: 'Set auto-refresh interval',
  editProperties: 'Edit properties',
  editCss: 'Edit CSS',
  saveAs: 'Save as',
  share: 'Share',
  copyPermalink: 'Copy permalink to clipboard',
  download: 'Download',
  downloadPdf: 'Export to PDF',
  downloadImage: 'Download as Image',
  exportYaml: 'Export YAML',
} as const;

/** Superset's warnings when a download could not be drawn. */
const SNAPSHOT_FAILED_TEXT: Record<SnapshotFormat, string> = {
  image: 'Image download failed, please refresh and try again.',
  pdf: 'PDF download failed, please refresh and try again.',
};

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
  const [saveAsOpen, setSaveAsOpen] = useState(false);
  const info = useAppSelector((state) => state.dashboardState.info);

  const copyPermalink = useCopyDashboardPermalink(dashboardId);
  const store = useAppStore();
  const reportMenu = useReportMenu({
    target: { dashboardId },
    targetName: info ? shownDashboardTitle(info) : '',
    // The report renders the dashboard as the user sees it now: filters, open tabs, URL parameters.
    reportExtra: () => {
      const { dataMask, dashboardState } = store.getState();
      const anchor = window.location.hash.replace(/^#/, '');
      return {
        dashboard: {
          dataMask,
          activeTabs: dashboardState.activeTabs,
          ...(anchor ? { anchor } : {}),
          urlParams: permalinkUrlParams(window.location.search),
        },
      };
    },
  });

  const downloadSnapshot = (format: SnapshotFormat) => {
    downloadDashboardSnapshot(format, info ? shownDashboardTitle(info) : '').catch(() =>
      toasts.addWarningToast(SNAPSHOT_FAILED_TEXT[format]),
    );
  };

  const items: MenuProps['items'] = [
    { key: 'refresh', label: HEADER_MENU_LABELS.refresh },
    { key: 'autoRefresh', label: HEADER_MENU_LABELS.autoRefresh },
    ...(onEditProperties ? [{ key: 'properties', label: HEADER_MENU_LABELS.editProperties }] : []),
    ...(onEditCss ? [{ key: 'css', label: HEADER_MENU_LABELS.editCss }] : []),
    { type: 'divider' },
    ...(permissions.canSaveAs && info ? [{ key: 'saveAs', label: HEADER_MENU_LABELS.saveAs }] : []),
    {
      key: 'download',
      label: HEADER_MENU_LABELS.download,
      children: [
        { key: 'download-pdf', label: HEADER_MENU_LABELS.downloadPdf },
        { key: 'download-image', label: HEADER_MENU_LABELS.downloadImage },
        ...(permissions.canExport ? [{ key: 'export', label: HEADER_MENU_LABELS.exportYaml }] : []),
      ],
    },
    ...(permissions.canShare
      ? [
          {
            key: 'share',
            label: HEADER_MENU_LABELS.share,
            children: [{ key: 'permalink', label: HEADER_MENU_LABELS.copyPermalink }],
          },
        ]
      : []),
    ...(reportMenu.item ? [reportMenu.item] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (reportMenu.onMenuClick(key)) return;
    if (key === 'refresh') onRefresh();
    else if (key === 'autoRefresh') setIntervalOpen(true);
    else if (key === 'properties') onEditProperties?.();
    else if (key === 'css') onEditCss?.();
    else if (key === 'saveAs') setSaveAsOpen(true);
    else if (key === 'download-pdf') downloadSnapshot('pdf');
    else if (key === 'download-image') downloadSnapshot('image');
    else if (key === 'permalink') void copyPermalink();
    else if (key === 'export') startDownload(dashboardExportUrl([dashboardId]));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button icon={<MoreOutlined />} aria-label="Dashboard actions" />
      </Dropdown>
      {reportMenu.element}
      {intervalOpen ? (
        <Suspense fallback={null}>
          <RefreshIntervalModal
            current={refreshFrequency}
            onSave={onRefreshFrequencyChange}
            onClose={() => setIntervalOpen(false)}
          />
        </Suspense>
      ) : null}
      {saveAsOpen && info ? (
        <Suspense fallback={null}>
          <SaveAsModal info={info} onClose={() => setSaveAsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
