/**
 * Alerts & reports (`/api/v1/report/`, reference superset-api-charts-dashboards §5): the list, one
 * report, create, update (fields or just `active`), delete one or many, and the per-chart /
 * per-dashboard lookup of the current user's own report that the schedule menu uses.
 */
import { api } from './baseApi';
import type { ListFilter } from './databases';
import type { OwnReportQuery, Report, ReportBody, ReportList, ReportListQuery, ReportWriteReply } from './reportTypes';

export type {
  ReportType,
  ReportCreationMethod,
  ReportFormat,
  ReportState,
  ReportRecipient,
  ReportExtra,
  ReportBody,
  Report,
  ReportListQuery,
  ReportTarget,
} from './reportTypes';

const REPORT_LIST_TAG = { type: 'Report' as const, id: 'LIST' };

function normalizeList(raw: Partial<ReportList> | null): ReportList {
  const result = raw?.result ?? [];
  return { count: raw?.count ?? result.length, ids: raw?.ids ?? result.map((item) => item.id), result };
}

/** The rison `q` of the own-report lookup, exactly as Superset's schedule menu sends it. */
export function ownReportRison(query: OwnReportQuery): { filters: ListFilter[] } {
  const [targetColumn, targetId, creationMethod] =
    query.chartId !== undefined
      ? (['chart_id', query.chartId, 'charts'] as const)
      : (['dashboard_id', query.dashboardId, 'dashboards'] as const);
  return {
    filters: [
      { col: targetColumn, opr: 'eq', value: targetId },
      { col: 'creation_method', opr: 'eq', value: creationMethod },
      { col: 'created_by', opr: 'rel_o_m', value: query.userId },
    ],
  };
}

const reportsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /api/v1/report/?q=(filters, order_column, order_direction, page, page_size). */
    reportList: builder.query<ReportList, ReportListQuery>({
      query: (listQuery) => ({ endpoint: '/api/v1/report/', rison: listQuery }),
      transformResponse: normalizeList,
      providesTags: (list) => [
        REPORT_LIST_TAG,
        ...(list?.result ?? []).map(({ id }) => ({ type: 'Report' as const, id })),
      ],
    }),
    /** GET /api/v1/report/{id}. */
    report: builder.query<Report, number>({
      query: (id) => ({ endpoint: `/api/v1/report/${id}` }),
      transformResponse: (raw: { id: number; result: Report }) => ({ ...raw.result, id: raw.result.id ?? raw.id }),
      providesTags: (_report, _error, id) => [{ type: 'Report', id }],
    }),
    /** The current user's report on a chart or dashboard (created from that menu), or null. */
    ownReport: builder.query<Report | null, OwnReportQuery>({
      query: (lookup) => ({ endpoint: '/api/v1/report/', rison: ownReportRison(lookup) }),
      transformResponse: (raw: Partial<ReportList> | null) => normalizeList(raw).result[0] ?? null,
      providesTags: (report) => [REPORT_LIST_TAG, ...(report ? [{ type: 'Report' as const, id: report.id }] : [])],
    }),
    /** POST /api/v1/report/ → 201 `{id, result}`; 409 when the user already has one on the target. */
    createReport: builder.mutation<ReportWriteReply, ReportBody>({
      query: (body) => ({ method: 'POST', endpoint: '/api/v1/report/', jsonPayload: body }),
      invalidatesTags: [REPORT_LIST_TAG],
    }),
    /** PUT /api/v1/report/{id} with fields, or only `{active}`. */
    updateReport: builder.mutation<ReportWriteReply, { id: number; body: ReportBody }>({
      query: ({ id, body }) => ({ method: 'PUT', endpoint: `/api/v1/report/${id}`, jsonPayload: body }),
      invalidatesTags: (_reply, _error, { id }) => [REPORT_LIST_TAG, { type: 'Report', id }],
    }),
    /** DELETE /api/v1/report/{id} → `{message}`. */
    deleteReport: builder.mutation<string, number>({
      query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/report/${id}` }),
      transformResponse: (raw: { message?: string } | null) => raw?.message ?? '',
      invalidatesTags: (_reply, _error, id) => [REPORT_LIST_TAG, { type: 'Report', id }],
    }),
    /** DELETE /api/v1/report/?q=!(1,2) → `{message}`. */
    deleteReports: builder.mutation<string, number[]>({
      query: (ids) => ({ method: 'DELETE', endpoint: '/api/v1/report/', rison: ids }),
      transformResponse: (raw: { message?: string } | null) => raw?.message ?? '',
      invalidatesTags: (_reply, _error, ids) => [
        REPORT_LIST_TAG,
        ...ids.map((id) => ({ type: 'Report' as const, id })),
      ],
    }),
  }),
});

export const reportsEndpoints = reportsApi.endpoints;

export const {
  useReportListQuery,
  useReportQuery,
  useOwnReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
  useDeleteReportsMutation,
} = reportsApi;

/** Parses a recipient's `recipient_config_json` (a JSON string in GET replies) into its target. */
export function recipientTarget(config: string | { target?: string } | null | undefined): string {
  if (!config) return '';
  if (typeof config !== 'string') return config.target ?? '';
  try {
    const parsed: unknown = JSON.parse(config);
    if (parsed && typeof parsed === 'object' && 'target' in parsed && typeof parsed.target === 'string') {
      return parsed.target;
    }
  } catch {
    // Not JSON: an older server stored the target itself.
    return config;
  }
  return '';
}
