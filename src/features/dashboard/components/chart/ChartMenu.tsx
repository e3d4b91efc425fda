/**
 * A dashboard chart's '…' menu: force refresh, fullscreen, view query, view as table, CSV download
 * (can_csv), copy permalink (can_share_chart) and 'Edit chart' (can_explore, opens Explore).
 */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, memo, Suspense, useState } from 'react';
import type { QueryFormData } from '../../../../api/chartDataTypes';
import { GENERIC_ERROR_MESSAGE, getClientErrorObject } from '../../../../api/errors';
import { useAppDispatch } from '../../../../app/hooks';
import { useToasts } from '../../../toasts';
import { useCopyDashboardPermalink } from '../../hooks/useCopyDashboardPermalink';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';
import { fullSizeChartChanged } from '../../state/dashboardStateSlice';
import { queryDashboardChart } from '../../state/queryDashboardCharts';
import { downloadChartCsv } from './chartActions';
import type { ChartPreviewType } from './chartPreview';

// The result grid loads only when someone opens it.
const ChartPreviewModal = lazy(() =>
  import('./ChartPreviewModal').then((module) => ({ default: module.ChartPreviewModal })),
);

const CHART_MENU_LABELS = {
  forceRefresh: 'Force refresh',
  enterFullscreen: 'Enter fullscreen',
  exitFullscreen: 'Exit fullscreen',
  viewQuery: 'View query',
  viewResults: 'View as table',
  downloadCsv: 'Export to .CSV',
  copyPermalink: 'Copy permalink to clipboard',
  editChart: 'Edit chart',
} as const;

interface ChartMenuProps {
  chartId: number;
  /** The chart's layout component (the permalink's anchor). */
  componentId: string;
  dashboardId: number;
  sliceName: string;
  formData: QueryFormData;
  isFullSize: boolean;
  permissions: DashboardPermissions;
}

// Memoised: its chart's holder renders with every status change of the chart; the menu need not.
export const ChartMenu = memo(function ChartMenu({
  chartId,
  componentId,
  dashboardId,
  sliceName,
  formData,
  isFullSize,
  permissions,
}: ChartMenuProps) {
  const dispatch = useAppDispatch();
  const toasts = useToasts();
  const [preview, setPreview] = useState<ChartPreviewType | null>(null);
  // The dropdown mounts on first pointer or focus: fifty idle dropdowns cost the first paint.
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const arm = () => setArmed(true);
  const openNow = () => {
    setArmed(true);
    setOpen(true);
  };

  const items: MenuProps['items'] = [
    { key: 'refresh', label: CHART_MENU_LABELS.forceRefresh },
    { key: 'fullscreen', label: isFullSize ? CHART_MENU_LABELS.exitFullscreen : CHART_MENU_LABELS.enterFullscreen },
    { type: 'divider' },
    { key: 'query', label: CHART_MENU_LABELS.viewQuery },
    { key: 'results', label: CHART_MENU_LABELS.viewResults },
    ...(permissions.canCsv ? [{ key: 'csv', label: CHART_MENU_LABELS.downloadCsv }] : []),
    ...(permissions.canShareChart ? [{ key: 'permalink', label: CHART_MENU_LABELS.copyPermalink }] : []),
    ...(permissions.canExplore
      ? [{ key: 'edit', label: <a href={`/explore/?slice_id=${chartId}`}>{CHART_MENU_LABELS.editChart}</a> }]
      : []),
  ];

  // As Superset: a dashboard permalink with this chart as its anchor, filters and tabs included.
  const copyDashboardPermalink = useCopyDashboardPermalink(dashboardId);
  const copyPermalink = () => copyDashboardPermalink(componentId);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'refresh') void dispatch(queryDashboardChart(chartId, { force: true }));
    else if (key === 'fullscreen') dispatch(fullSizeChartChanged(isFullSize ? null : chartId));
    else if (key === 'query' || key === 'results') setPreview(key);
    else if (key === 'csv')
      downloadChartCsv(formData, sliceName).catch(async (error: unknown) =>
        toasts.addDangerToast((await getClientErrorObject(error)).error ?? GENERIC_ERROR_MESSAGE),
      );
    else if (key === 'permalink') void copyPermalink();
  };

  const menuButton = (
    <Button
      type="text"
      size="small"
      icon={<MoreOutlined />}
      aria-label={`More options for ${sliceName}`}
      onPointerEnter={arm}
      onFocus={arm}
      // Pressed before the dropdown mounted: open it now. Mounting it swaps the button, so the
      // press's click never reaches the dropdown's own trigger.
      onMouseDown={armed ? undefined : openNow}
      // A key press (or a click) that came before the dropdown mounted opens it.
      onClick={armed ? undefined : openNow}
    />
  );

  return (
    <>
      {armed ? (
        <Dropdown
          menu={{ items, onClick }}
          trigger={['click']}
          placement="bottomRight"
          open={open}
          onOpenChange={setOpen}
        >
          {menuButton}
        </Dropdown>
      ) : (
        menuButton
      )}
      {preview ? (
        <Suspense fallback={null}>
          <ChartPreviewModal
            type={preview}
            title={preview === 'query' ? CHART_MENU_LABELS.viewQuery : sliceName}
            formData={formData}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
});
