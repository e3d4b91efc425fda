/**
 * Annotation queries (spec charts §4, §8; Superset's runAnnotationQuery): each layer that needs data
 * is asked for on its own (the chart's query context carrying only that layer) and recorded as
 * started, success or failed. A new query aborts the running one of the same name; aborts are
 * ignored; a 'no data' error counts as success; a timeout fails with 'Query timeout'.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { layersNeedingData, type AnnotationLayer } from '../../../../common/annotationLayer';
import { postChartData } from '../../../api/chartData';
import type { ChartDataQueryResult, QueryContext } from '../../../api/chartDataTypes';
import { getClientErrorObject, isAbortError } from '../../../api/errors';
import { waitForAsyncJob } from '../../asyncEvents';
import { annotationQueryFailed, annotationQueryStarted, annotationQuerySucceeded } from './annotationQueriesSlice';

export const ANNOTATION_QUERY_TIMEOUT = 'Query timeout';
const ANNOTATION_NETWORK_ERROR = 'Network Error';

interface RunningAnnotation {
  requestId: string;
  controller: AbortController;
}

/** Requests in flight by `${chartId}:${layer name}` (controllers stay out of the store). */
const runningAnnotations = new Map<string, RunningAnnotation>();
let requestCounter = 0;

interface AnnotationQueryArgs {
  chartId: number;
  layer: AnnotationLayer;
  /** The chart's query context; its queries are sent with only this layer. */
  queryContext: QueryContext;
  timeoutMs?: number;
}

function withOnlyLayer(queryContext: QueryContext, layer: AnnotationLayer): QueryContext {
  return {
    ...queryContext,
    queries: queryContext.queries.map((query) => ({ ...query, annotation_layers: [layer] })),
  };
}

export function runAnnotationQuery({ chartId, layer, queryContext, timeoutMs }: AnnotationQueryArgs) {
  return async (dispatch: Dispatch): Promise<void> => {
    if (layersNeedingData([layer]).length === 0 || !layer.sourceType) return;
    const runningKey = `${chartId}:${layer.name}`;
    runningAnnotations.get(runningKey)?.controller.abort();
    requestCounter += 1;
    const requestId = `annotation-${requestCounter}`;
    const controller = new AbortController();
    runningAnnotations.set(runningKey, { requestId, controller });
    const isLatest = () => runningAnnotations.get(runningKey)?.requestId === requestId;
    dispatch(annotationQueryStarted({ key: chartId, name: layer.name, requestId }));
    try {
      const reply = await postChartData(withOnlyLayer(queryContext, layer), { signal: controller.signal, timeoutMs });
      const result =
        reply.kind === 'sync' ? reply.result : ((await waitForAsyncJob(reply.job)(dispatch)) as ChartDataQueryResult[]);
      if (!isLatest()) return;
      runningAnnotations.delete(runningKey);
      const data = result[0]?.annotation_data?.[layer.name] ?? null;
      dispatch(annotationQuerySucceeded({ key: chartId, name: layer.name, data }));
    } catch (caught) {
      if (isAbortError(caught) || controller.signal.aborted || !isLatest()) return;
      runningAnnotations.delete(runningKey);
      const error = await getClientErrorObject(caught);
      if (error.statusText === 'timeout') {
        dispatch(annotationQueryFailed({ key: chartId, name: layer.name, error: ANNOTATION_QUERY_TIMEOUT }));
      } else if ((error.error ?? '').toLowerCase().includes('no data')) {
        dispatch(annotationQuerySucceeded({ key: chartId, name: layer.name, data: null }));
      } else {
        dispatch(
          annotationQueryFailed({ key: chartId, name: layer.name, error: error.error || ANNOTATION_NETWORK_ERROR }),
        );
      }
    }
  };
}

/** One annotation query per layer of the form data that needs data (none for formulas). */
export function runAnnotationQueries(args: Omit<AnnotationQueryArgs, 'layer'> & { layers: unknown }) {
  return async (dispatch: Dispatch): Promise<void> => {
    const layers = Array.isArray(args.layers) ? (args.layers as AnnotationLayer[]) : [];
    await Promise.all(layers.map((layer) => runAnnotationQuery({ ...args, layer })(dispatch)));
  };
}
