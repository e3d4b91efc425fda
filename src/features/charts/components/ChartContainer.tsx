/**
 * One chart on screen, driven by its state in the `charts` slice: a spinner while loading, the
 * ErrorBox when the query failed or was stopped, else the viz type's renderer (loaded lazily) with
 * the props its `transformProps` makes. Rendering errors become the spec's alert.
 */
import { Spin } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type Ref } from 'react';
import type { ChartDataQueryResult, QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBox } from '../../../components/ErrorBox';
import { chartRenderingFailed, chartRenderingSucceeded } from '../chartsSlice';
import { arrivedRendererOf, getChartPlugin, loadChartRenderer } from '../plugins/registry';
import type { ChartPlugin, RendererSizeProps } from '../plugins/types';
import type { ChartCrossFilter } from '../crossFilterTypes';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { useChartDrill } from '../drill/useChartDrill';
import type { DrillByChartProps } from '../drill/DrillByModal';

interface ChartContainerProps {
  chartId: number;
  /** The form data to render with (render-trigger controls apply without a new query). */
  formData: QueryFormData;
  datasource: DatasourceMeta | null;
  width: number;
  height: number;
  /** Handed to the renderer (e.g. EChartsRenderer's image export). */
  rendererRef?: Ref<unknown>;
  /** On a dashboard with cross-filters; absent (Explore) the chart has no click handling. */
  crossFilter?: ChartCrossFilter;
  /**
   * While a new query runs, keep drawing the last result (dimmed, with a spinner) instead of
   * unmounting the renderer: a dashboard whose filters changed repaints fifty charts, and
   * re-creating each one costs far more than updating it.
   */
  keepShownWhileLoading?: boolean;
  /** The chart's own state from its data mask (a dashboard); absent in Explore. */
  ownState?: Record<string, unknown>;
  /** Where the host keeps the chart's own state: the renderer asks for a new one (e.g. a table page). */
  onOwnStateChange?: (ownState: Record<string, unknown>) => void;
  /**
   * Offer drill to detail and drill by from the chart's right-click menu (Explore, dashboards); the
   * chart's name titles their modals. Plain values, so that the memoised host stays memoised.
   */
  drillChartName?: string;
  /** The dashboard a drilling chart is on (tracking of its queries). */
  drillDashboardId?: number;
}

interface ShownResult {
  queriesResponse: ChartDataQueryResult[];
  formData: QueryFormData;
}

type LazyRenderer = ComponentType<Record<string, unknown> & RendererSizeProps & { ref?: Ref<unknown> }>;

/**
 * The plugin's renderer once its code has arrived (null until then). Not React.lazy: a suspended
 * chart is revealed in React's batches up to 300 ms apart, and a dashboard's charts arrive one by one.
 */
function useArrivedRenderer(plugin: ChartPlugin | undefined): { renderer: LazyRenderer | null; error: Error | null } {
  const arrived = plugin ? (arrivedRendererOf(plugin) as LazyRenderer | undefined) : undefined;
  const [, rendererArrived] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!plugin || arrived) return;
    let current = true;
    loadChartRenderer(plugin).then(
      () => current && rendererArrived((count) => count + 1),
      (caught: unknown) => current && setError(caught instanceof Error ? caught : new Error(String(caught))),
    );
    return () => {
      current = false;
    };
  }, [plugin, arrived]);
  return { renderer: arrived ?? null, error };
}

/** Over the last result while the new one is on its way. */
function ReloadingOverlay() {
  return (
    <div
      data-testid="chart-loading"
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.5)',
      }}
    >
      <Spin />
    </div>
  );
}

/** Inside the error boundary: a renderer whose code failed to download shows as a rendering error. */
function RendererLoadFailed({ error }: { error: Error }): never {
  throw error;
}

const UNKNOWN_VIZ_TYPE_MESSAGE = 'Unknown visualization type: %s';

export const ChartContainer = memo(function ChartContainer({
  chartId,
  formData,
  datasource,
  width,
  height,
  rendererRef,
  crossFilter,
  keepShownWhileLoading = false,
  ownState,
  onOwnStateChange,
  drillChartName,
  drillDashboardId,
}: ChartContainerProps) {
  const dispatch = useAppDispatch();
  const chart = useAppSelector((state) => state.charts[chartId]);
  const plugin = getChartPlugin(formData.viz_type);
  // Only a plugin that declares cross-filters gets them; others render as in Explore.
  const activeCrossFilter = plugin?.crossFilter ? crossFilter : undefined;
  const emitCrossFilters = activeCrossFilter !== undefined;
  const filterState = activeCrossFilter?.filterState;
  const liveResponse = chart?.queriesResponse ?? null;
  const status = chart?.chartStatus ?? null;
  // The last result drawn and the form data it was drawn with (derived state, set while rendering).
  const [shown, setShown] = useState<ShownResult | null>(null);
  if (status !== 'loading' && liveResponse && (shown?.queriesResponse !== liveResponse || shown.formData !== formData))
    setShown({ queriesResponse: liveResponse, formData });
  const reloading = keepShownWhileLoading && status === 'loading' && shown !== null;
  const queriesResponse = reloading ? shown.queriesResponse : liveResponse;
  // New for each result only (renderers report each result drawn), else stable so that a renderer
  // given the same props is not rendered again.
  const onRendered = useCallback(() => {
    if (renderedFor.current === queriesResponse) return;
    renderedFor.current = queriesResponse;
    dispatch(chartRenderingSucceeded({ key: chartId, now: Date.now() }));
  }, [dispatch, chartId, queriesResponse]);
  const drawnFormData = reloading ? shown.formData : formData;
  const renderedFor = useRef<unknown>(null);
  const { renderer: Renderer, error: rendererError } = useArrivedRenderer(plugin);
  // A drill by's chart: this host again, on the same dataset, without drilling of its own.
  const renderDrillByChart = useCallback(
    (props: DrillByChartProps) => <ChartContainer {...props} datasource={datasource} />,
    [datasource],
  );
  const drilling = useChartDrill({
    chartId,
    formData,
    datasource,
    chartName: drillChartName,
    dashboardId: drillDashboardId,
    supportsDrill: plugin?.drill === true,
    renderChart: renderDrillByChart,
  });

  const drawable = reloading || status === 'success' || status === 'rendered' || status === '';
  // Keyed on what the drawing is made of, not on the status: going from 'success' to 'rendered',
  // or to 'loading' while the last result stays shown, must not hand the renderer a new option
  // (ECharts would draw the same result again).
  const renderProps = useMemo(() => {
    if (!plugin || !queriesResponse || !drawable) return { props: null, error: null };
    try {
      return {
        props: plugin.transformProps({
          formData: drawnFormData,
          queriesData: queriesResponse,
          datasource,
          width,
          height,
          emitCrossFilters,
          filterState,
          ownState,
        }) as Record<string, unknown>,
        error: null,
      };
    } catch (error) {
      return { props: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [
    plugin,
    queriesResponse,
    drawable,
    drawnFormData,
    datasource,
    width,
    height,
    emitCrossFilters,
    filterState,
    ownState,
  ]);

  useEffect(() => {
    if (renderProps.error) {
      dispatch(
        chartRenderingFailed({
          key: chartId,
          error: renderProps.error.message,
          stackTrace: renderProps.error.stack ?? null,
        }),
      );
    }
  }, [dispatch, chartId, renderProps.error]);

  if (!plugin)
    return <ErrorBox message={UNKNOWN_VIZ_TYPE_MESSAGE.replace('%s', String(formData.viz_type))} source="explore" />;
  if (!chart || (status === 'loading' && !reloading)) {
    return (
      <div
        style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        data-testid="chart-loading"
      >
        <Spin />
      </div>
    );
  }
  if (status === 'failed' || status === 'stopped') {
    const first = chart.queriesResponse?.[0];
    const firstError = first?.errors?.[0];
    return (
      <div style={{ width, maxHeight: height, overflow: 'auto' }} data-testid="chart-error">
        <ErrorBox
          error={firstError}
          message={chart.chartAlert ?? undefined}
          description={chart.chartStackTrace ?? undefined}
          source="explore"
        />
      </div>
    );
  }
  if (!renderProps.props) return null;

  const resetKey = queriesResponse;
  return (
    <ChartErrorBoundary
      resetKey={resetKey}
      onError={(error) =>
        dispatch(chartRenderingFailed({ key: chartId, error: error.message, stackTrace: error.stack ?? null }))
      }
    >
      <div
        style={{ width, height, position: 'relative' }}
        data-testid="chart-rendered"
        data-viz-type={formData.viz_type}
        onContextMenu={drilling.onHostContextMenu}
      >
        {reloading ? <ReloadingOverlay /> : null}
        {rendererError ? <RendererLoadFailed error={rendererError} /> : null}
        {Renderer ? (
          <Renderer
            {...renderProps.props}
            width={width}
            height={height}
            ref={rendererRef}
            onRendered={onRendered}
            crossFilter={activeCrossFilter}
            onOwnStateChange={onOwnStateChange}
            onContextMenu={drilling.openMenu}
          />
        ) : (
          <Spin />
        )}
      </div>
      {drilling.element}
    </ChartErrorBoundary>
  );
});
