/**
 * One chart on screen, driven by its state in the `charts` slice: a spinner while loading, the
 * ErrorBox when the query failed or was stopped, else the viz type's renderer (loaded lazily) with
 * the props its `transformProps` makes. Rendering errors become the spec's alert.
 */
import { Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type ComponentType, type Ref } from 'react';
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBox } from '../../../components/ErrorBox';
import { chartRenderingFailed, chartRenderingSucceeded } from '../chartsSlice';
import { arrivedRendererOf, getChartPlugin, loadChartRenderer } from '../plugins/registry';
import type { ChartPlugin, RendererSizeProps } from '../plugins/types';
import { ChartErrorBoundary } from './ChartErrorBoundary';

interface ChartContainerProps {
  chartId: number;
  /** The form data to render with (render-trigger controls apply without a new query). */
  formData: QueryFormData;
  datasource: DatasourceMeta | null;
  width: number;
  height: number;
  /** Handed to the renderer (e.g. EChartsRenderer's image export). */
  rendererRef?: Ref<unknown>;
}

type LazyRenderer = ComponentType<
  Record<string, unknown> & RendererSizeProps & { ref?: Ref<unknown>; onRendered?: () => void }
>;

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

/** Inside the error boundary: a renderer whose code failed to download shows as a rendering error. */
function RendererLoadFailed({ error }: { error: Error }): never {
  throw error;
}

const UNKNOWN_VIZ_TYPE_MESSAGE = 'Unknown visualization type: %s';

export function ChartContainer({ chartId, formData, datasource, width, height, rendererRef }: ChartContainerProps) {
  const dispatch = useAppDispatch();
  const chart = useAppSelector((state) => state.charts[chartId]);
  const plugin = getChartPlugin(formData.viz_type);
  const queriesResponse = chart?.queriesResponse ?? null;
  const status = chart?.chartStatus ?? null;
  const renderedFor = useRef<unknown>(null);
  const { renderer: Renderer, error: rendererError } = useArrivedRenderer(plugin);

  const renderProps = useMemo(() => {
    if (!plugin || !queriesResponse || (status !== 'success' && status !== 'rendered' && status !== ''))
      return { props: null, error: null };
    try {
      return {
        props: plugin.transformProps({ formData, queriesData: queriesResponse, datasource, width, height }) as Record<
          string,
          unknown
        >,
        error: null,
      };
    } catch (error) {
      return { props: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [plugin, queriesResponse, status, formData, datasource, width, height]);

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
  if (!chart || status === 'loading') {
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
  const onRendered = () => {
    if (renderedFor.current === resetKey) return;
    renderedFor.current = resetKey;
    dispatch(chartRenderingSucceeded({ key: chartId, now: Date.now() }));
  };
  return (
    <ChartErrorBoundary
      resetKey={resetKey}
      onError={(error) =>
        dispatch(chartRenderingFailed({ key: chartId, error: error.message, stackTrace: error.stack ?? null }))
      }
    >
      <div style={{ width, height }} data-testid="chart-rendered" data-viz-type={formData.viz_type}>
        {rendererError ? <RendererLoadFailed error={rendererError} /> : null}
        {Renderer ? (
          <Renderer {...renderProps.props} width={width} height={height} ref={rendererRef} onRendered={onRendered} />
        ) : (
          <Spin />
        )}
      </div>
    </ChartErrorBoundary>
  );
}
