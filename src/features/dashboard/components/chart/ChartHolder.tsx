/**
 * A chart on the dashboard: its header (name, with `sliceNameOverride` winning, and the menu unless
 * the URL hides chart controls) above the chart host. It queries once it comes near the viewport;
 * fullscreen lays it over the page; the focused chart is outlined.
 */
import { Alert } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { ExtraFormData } from '../../../../api/chartDataTypes';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ChartContainer, type ChartCrossFilter } from '../../../charts';
import { dataMaskUpdated } from '../../../dataMask';
import { useChartTimingLog } from '../../../logging';
import type { LayoutComponent } from '../../dashboardLayoutSlice';
import { useNearViewport } from '../../hooks/useNearViewport';
import { dashboardChartFormData } from '../../rules/chartFormData';
import { applyFilterMasks } from '../../state/applyFilterMasks';
import { chartHolderStateOf } from '../../state/chartHolderState';
import { chartBecameVisible, chartFiltersChanged } from '../../state/queryDashboardCharts';
import { useGridSettings } from '../grid/gridContext';
import { ChartMenu } from './ChartMenu';
import { FilterIndicators } from './FilterIndicators';

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
  const {
    slice,
    info,
    ownState,
    ownFilterState,
    filtersKey,
    datasource,
    isFullSize,
    isFocused,
    chartStatus,
    emitsCrossFilters,
  } = useAppSelector((state) => chartHolderStateOf(state, chartId), shallowEqual);
  // Its private state (a table's page and sort) is part of what the chart queries with.
  const ownStateKey = JSON.stringify(ownState ?? {});
  // What the chart was last asked to query with: it keeps drawing with those filters until the
  // new query starts, so a filter change costs no repaint of the old result.
  const [queried, setQueried] = useState({ filtersKey, ownStateKey });
  const extraFormData = useMemo(() => JSON.parse(queried.filtersKey) as ExtraFormData, [queried.filtersKey]);
  // On the holder for tests and benchmarks: 'rendered' once the chart has painted.
  useChartTimingLog(chartId, chartStatus);
  const ref = useRef<HTMLDivElement>(null);
  const queryWhenSeen = useCallback(() => dispatch(chartBecameVisible(chartId)), [dispatch, chartId]);
  const seen = useNearViewport(ref, Boolean(slice), queryWhenSeen);
  // A reloaded dashboard (after a save) queries the charts already seen again; the query dedupes.
  useEffect(() => {
    if (seen && slice) dispatch(chartBecameVisible(chartId));
  }, [dispatch, seen, slice, chartId]);

  useEffect(() => {
    if (queried.filtersKey === filtersKey && queried.ownStateKey === ownStateKey) return;
    // Each chart starts its query in a task of its own: fifty charts filtered at once must not
    // make one long task of the click that applied the filter.
    const timer = setTimeout(() => {
      setQueried({ filtersKey, ownStateKey });
      dispatch(chartFiltersChanged(chartId));
    }, 0);
    return () => clearTimeout(timer);
  }, [dispatch, chartId, filtersKey, ownStateKey, queried]);

  const formData = useMemo(
    () => (slice && info ? dashboardChartFormData(slice, info, extraFormData) : null),
    [slice, info, extraFormData],
  );
  const crossFilter = useMemo<ChartCrossFilter | undefined>(
    () =>
      emitsCrossFilters
        ? {
            filterState: ownFilterState,
            emit: (mask) => dispatch(applyFilterMasks({ [String(chartId)]: mask })),
          }
        : undefined,
    [dispatch, chartId, emitsCrossFilters, ownFilterState],
  );
  const changeOwnState = useCallback(
    (next: Record<string, unknown>) => dispatch(dataMaskUpdated(String(chartId), { ownState: next })),
    [dispatch, chartId],
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
        <FilterIndicators chartId={chartId} />
        {/* Its menu too waits until the chart is near: fifty idle menus cost the first paint. */}
        {formData && seen && !hideChartControls ? (
          <ChartMenu
            chartId={chartId}
            componentId={component.id}
            dashboardId={info?.id ?? 0}
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
          crossFilter={crossFilter}
          keepShownWhileLoading
          ownState={ownState}
          onOwnStateChange={changeOwnState}
          drillChartName={sliceName}
          drillDashboardId={info?.id}
        />
      ) : null}
    </div>
  );
}
