/**
 * A chart on the dashboard: its header (name, with `sliceNameOverride` winning, and the menu unless
 * the URL hides chart controls) above the chart host. It queries once it comes near the viewport;
 * fullscreen lays it over the page; the focused chart is outlined.
 */
import { Alert } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ChartContainer } from '../../../charts';
import type { LayoutComponent } from '../../dashboardLayoutSlice';
import { useNearViewport } from '../../hooks/useNearViewport';
import { dashboardChartFormData } from '../../rules/chartFormData';
import { chartBecameVisible } from '../../state/queryDashboardCharts';
import { useGridSettings } from '../grid/gridContext';
import { ChartMenu } from './ChartMenu';

const MISSING_CHART_MESSAGE =
  'There is no chart definition associated with this component, could it have been deleted?';

const CHART_HEADER_HEIGHT = 32;
const CHART_PADDING = 8;
const CHART_TITLE_STYLE = {
  flex: 1,
  minWidth: 0,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export function ChartHolder({
  component,
  widthPx,
  heightPx,
}: {
  component: LayoutComponent;
  widthPx: number;
  heightPx: number;
}) {
  const dispatch = useAppDispatch();
  const { hideChartControls, permissions } = useGridSettings();
  const chartId = Number(component.meta.chartId);
  const slice = useAppSelector((state) => state.dashboardState.slices[chartId]);
  const info = useAppSelector((state) => state.dashboardState.info);
  const extraFormData = useAppSelector((state) => state.dataMask[String(chartId)]?.extraFormData);
  const datasource = useAppSelector((state) =>
    slice ? state.dashboardState.datasources[String(slice.form_data.datasource)] : undefined,
  );
  const isFullSize = useAppSelector((state) => state.dashboardState.fullSizeChartId === chartId);
  const isFocused = useAppSelector((state) => state.dashboardState.focusedChartId === chartId);
  // On the holder for tests and benchmarks: 'rendered' once the chart has painted.
  const chartStatus = useAppSelector((state) => state.charts[chartId]?.chartStatus ?? undefined);
  const ref = useRef<HTMLDivElement>(null);
  const queryWhenSeen = useCallback(() => dispatch(chartBecameVisible(chartId)), [dispatch, chartId]);
  const seen = useNearViewport(ref, Boolean(slice), queryWhenSeen);
  // A reloaded dashboard (after a save) queries the charts already seen again; the query dedupes.
  useEffect(() => {
    if (seen && slice) dispatch(chartBecameVisible(chartId));
  }, [dispatch, seen, slice, chartId]);

  const formData = useMemo(
    () => (slice && info ? dashboardChartFormData(slice, info, extraFormData) : null),
    [slice, info, extraFormData],
  );
  const sliceName = String(component.meta.sliceNameOverride || component.meta.sliceName || slice?.slice_name || '');
  const width = isFullSize ? window.innerWidth : widthPx;
  const height = isFullSize ? window.innerHeight : heightPx;
  const bodyWidth = Math.max(0, width - 2 * CHART_PADDING);
  const bodyHeight = Math.max(0, height - CHART_HEADER_HEIGHT - 2 * CHART_PADDING);

  return (
    <div
      id={component.id}
      ref={ref}
      data-test="dashboard-chart"
      data-chart-id={chartId}
      data-chart-status={chartStatus || undefined}
      data-focused={isFocused || undefined}
      style={{
        width,
        height,
        flex: 'none',
        padding: CHART_PADDING,
        background: '#fff',
        boxSizing: 'border-box',
        outline: isFocused ? '2px solid #20a7c9' : undefined,
        ...(isFullSize ? { position: 'fixed', inset: 0, zIndex: 1000 } : {}),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', height: CHART_HEADER_HEIGHT, gap: 8 }}>
        {/* Plain CSS ellipsis: fifty measured Typography titles cost the first paint. */}
        <span title={sliceName} style={CHART_TITLE_STYLE} data-test="chart-title">
          {sliceName}
        </span>
        {/* Its menu too waits until the chart is near: fifty idle menus cost the first paint. */}
        {formData && seen && !hideChartControls ? (
          <ChartMenu
            chartId={chartId}
            sliceName={sliceName}
            formData={formData}
            isFullSize={isFullSize}
            permissions={permissions}
          />
        ) : null}
      </div>
      {!slice ? <Alert type="warning" showIcon title={MISSING_CHART_MESSAGE} /> : null}
      {formData && seen ? (
        <ChartContainer
          chartId={chartId}
          formData={formData}
          datasource={datasource ?? null}
          width={bodyWidth}
          height={bodyHeight}
        />
      ) : null}
    </div>
  );
}
