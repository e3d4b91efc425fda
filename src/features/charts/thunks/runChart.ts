/**
 * Running and stopping a chart's query (reference §1.10): a new run aborts the chart's previous one;
 * replies and failures of a run that is no longer the chart's latest are dropped; a stop becomes
 * 'stopped' ('Updating chart was stopped'); a failure takes the first response's error, else
 * 'Network error.'; a global-async 202 is awaited through the async event middleware.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { postChartData } from '../../../api/chartData';
import type { ChartDataQueryResult, QueryContext, QueryFormData } from '../../../api/chartDataTypes';
import { FRONTEND_NETWORK_ERROR, isAbortError } from '../../../api/errors';
import type { ClientError } from '../../../api/types';
import { waitForAsyncJob } from '../../asyncEvents';
import { chartUpdateFailed, chartUpdateStarted, chartUpdateStopped, chartUpdateSucceeded } from '../chartsSlice';
import { runAnnotationQueries } from '../annotations/runAnnotationQuery';

interface RunningRequest {
  requestId: string;
  controller: AbortController;
}

/** The chart's request in flight, by chart id (controllers are not serialisable: kept outside the store). */
const runningRequests = new Map<number, RunningRequest>();
let requestCounter = 0;

interface RunChartArgs {
  chartId: number;
  formData: QueryFormData;
  queryContext: QueryContext;
  /** SUPERSET_WEBSERVER_TIMEOUT in ms. */
  timeoutMs?: number;
  dashboardId?: number;
}

function isLatest(chartId: number, requestId: string): boolean {
  return runningRequests.get(chartId)?.requestId === requestId;
}

function asQueriesResponse(error: unknown): ChartDataQueryResult[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const clientError = error as ClientError;
  if (!clientError.error && !clientError.errors) return null;
  // No reply at all: the chart's own fallback text ('Network error.') says so, not the client's.
  if (clientError.errors?.[0]?.error_type === FRONTEND_NETWORK_ERROR) return null;
  return [
    {
      error: clientError.error,
      errors: clientError.errors,
      stacktrace: clientError.stacktrace ?? null,
      colnames: [],
      coltypes: [],
      data: [],
      rowcount: 0,
    },
  ];
}

/** Resolves when the run has settled (succeeded, failed, stopped or been superseded). */
export function runChart(args: RunChartArgs) {
  return async (dispatch: Dispatch): Promise<void> => {
    const { chartId, formData, queryContext, timeoutMs, dashboardId } = args;
    runningRequests.get(chartId)?.controller.abort();
    requestCounter += 1;
    const requestId = `chart-${chartId}-${requestCounter}`;
    const controller = new AbortController();
    runningRequests.set(chartId, { requestId, controller });
    dispatch(chartUpdateStarted({ key: chartId, requestId, latestQueryFormData: formData, now: Date.now() }));
    // Each annotation layer that needs data is also asked for on its own, as Superset's exploreJSON does.
    void runAnnotationQueries({ chartId, queryContext, timeoutMs, layers: formData.annotation_layers })(dispatch);

    try {
      const reply = await postChartData(queryContext, {
        signal: controller.signal,
        timeoutMs,
        sliceId: formData.slice_id,
        dashboardId,
      });
      const result =
        reply.kind === 'sync' ? reply.result : ((await waitForAsyncJob(reply.job)(dispatch)) as ChartDataQueryResult[]);
      if (!isLatest(chartId, requestId)) return;
      runningRequests.delete(chartId);
      dispatch(chartUpdateSucceeded({ key: chartId, queriesResponse: result, now: Date.now() }));
    } catch (error) {
      if (!isLatest(chartId, requestId)) return;
      runningRequests.delete(chartId);
      if (isAbortError(error) || controller.signal.aborted) {
        dispatch(chartUpdateStopped({ key: chartId, now: Date.now() }));
        return;
      }
      dispatch(chartUpdateFailed({ key: chartId, queriesResponse: asQueriesResponse(error), now: Date.now() }));
    }
  };
}

/** Stops the chart's request in flight: the chart becomes 'stopped'. */
export function stopChart(chartId: number) {
  return (dispatch: Dispatch): void => {
    const running = runningRequests.get(chartId);
    if (!running) return;
    runningRequests.delete(chartId);
    running.controller.abort();
    dispatch(chartUpdateStopped({ key: chartId, now: Date.now() }));
  };
}

/** For tests: forget every request in flight. */
export function resetRunningChartRequests(): void {
  for (const running of runningRequests.values()) running.controller.abort();
  runningRequests.clear();
}
