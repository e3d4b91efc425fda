/**
 * The chart data API (reference §1): run a query context, synchronously (200 with `result`) or as a
 * global async job (202 with the job to wait for), and download results as CSV.
 */
import type { AsyncJobMetadata } from './asyncEvents';
import { ABORTED_REQUEST_ERROR, api } from './baseApi';
import type { ChartDataQueryResult, ChartDataResponse, QueryContext } from './chartDataTypes';
import { request } from './client';
import { getClientErrorObject, isAbortError } from './errors';
import type { ClientError } from './types';

export const CHART_DATA_ENDPOINT = '/api/v1/chart/data';

function unexpectedStatusMessage(status: number): string {
  return `Received unexpected response status (${status}) while fetching chart data`;
}

interface ChartDataRequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tracking query args, as Superset's client adds them (logging only). */
  sliceId?: number;
  dashboardId?: number;
}

type ChartDataReply = { kind: 'sync'; result: ChartDataQueryResult[] } | { kind: 'async'; job: AsyncJobMetadata };

function trackingParams(
  queryContext: QueryContext,
  options: ChartDataRequestOptions,
): Record<string, string | undefined> {
  return {
    form_data: options.sliceId !== undefined ? JSON.stringify({ slice_id: options.sliceId }) : undefined,
    dashboard_id: options.dashboardId !== undefined ? String(options.dashboardId) : undefined,
    force: queryContext.force ? 'true' : undefined,
  };
}

function isAsyncJob(body: unknown): body is AsyncJobMetadata {
  return typeof body === 'object' && body !== null && typeof (body as { job_id?: unknown }).job_id === 'string';
}

/**
 * Throws a ClientError for a failed reply (the caller turns it into the chart's alert), and for a
 * reply that is neither 200 with `result` nor 202 with a job: 'Received unexpected response status
 * ({status}) while fetching chart data'.
 */
export async function postChartData(
  queryContext: QueryContext,
  options: ChartDataRequestOptions = {},
): Promise<ChartDataReply> {
  const { json, response } = await request<ChartDataResponse | AsyncJobMetadata>({
    method: 'POST',
    endpoint: CHART_DATA_ENDPOINT,
    jsonPayload: queryContext,
    searchParams: trackingParams(queryContext, options),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  if (response.status === 202 && isAsyncJob(json)) return { kind: 'async', job: json };
  const result = response.status === 200 ? (json as ChartDataResponse).result : undefined;
  if (!Array.isArray(result)) {
    throw { error: unexpectedStatusMessage(response.status), status: response.status } satisfies ClientError;
  }
  return { kind: 'sync', result };
}

/** The query context's results as a CSV file (needs can_csv on Superset). */
export async function downloadChartDataCsv(queryContext: QueryContext, signal?: AbortSignal): Promise<Blob> {
  const response = await request({
    method: 'POST',
    endpoint: CHART_DATA_ENDPOINT,
    jsonPayload: { ...queryContext, result_format: 'csv', result_type: 'full' },
    parseMethod: 'raw',
    signal,
  });
  return response.blob();
}

const RESULTS_BEING_PREPARED_MESSAGE = 'The results are being prepared; try again in a moment.';

/**
 * A query context's rows for reading beside a chart ('View results', 'View query'), cached by the
 * whole context: another query, result type or `force` is another entry.
 */
const chartDataApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getChartDataResults: builder.query<ChartDataQueryResult[], QueryContext>({
      async queryFn(queryContext, { signal }) {
        try {
          const reply = await postChartData(queryContext, { signal });
          if (reply.kind !== 'sync') return { error: { error: RESULTS_BEING_PREPARED_MESSAGE } };
          return { data: reply.result };
        } catch (caught) {
          if (isAbortError(caught)) return { error: ABORTED_REQUEST_ERROR };
          return { error: await getClientErrorObject(caught) };
        }
      },
      providesTags: (_result, _error, { datasource }) => [{ type: 'Dataset' as const, id: datasource.id }],
    }),
  }),
});

export const { useLazyGetChartDataResultsQuery } = chartDataApi;
