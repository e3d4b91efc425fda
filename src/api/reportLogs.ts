/**
 * ReportScheduleRestApi pieces the 'Alerts & reports' pages need beside the report CRUD in
 * reports.ts: a report's execution log (`GET /api/v1/report/{pk}/log/`, reference §5, §5.1: newest
 * start first, 25 per page) and the related users the owner filter and the alert modal offer.
 */
import { api } from './baseApi';

/** `last_state` of a report and `state` of one of its runs (reference §5). */
type ReportRunState = 'Success' | 'Working' | 'Error' | 'Not triggered' | 'On Grace';

/** One row of `GET /api/v1/report/{pk}/log/`. */
export interface ReportExecutionLog {
  id: number;
  uuid?: string | null;
  scheduled_dttm: string;
  start_dttm?: string | null;
  end_dttm?: string | null;
  value?: number | null;
  value_row_json?: string | null;
  state: ReportRunState | string;
  error_message?: string | null;
}

export const REPORT_LOG_PAGE_SIZE = 25;

interface ReportLogRequest {
  reportId: number;
  /** 0-based. */
  page: number;
}

interface ReportLogPage {
  count: number;
  result: ReportExecutionLog[];
}

/** The rison `q` of the execution log list: newest start first, as Superset's log page opens. */
function reportLogRison(page: number) {
  return { order_column: 'start_dttm', order_direction: 'desc', page, page_size: REPORT_LOG_PAGE_SIZE };
}

/** One entry of `GET /api/v1/report/related/<column>`: `value` is the id, `text` the name. */
interface ReportRelatedEntry {
  value: number;
  text: string;
}

/** The related columns of ReportScheduleRestApi the pages search: owners, and created_by for the modal. */
type ReportRelation = 'owners' | 'created_by';

const reportLogTag = (reportId: number) => ({ type: 'Report' as const, id: `log-${reportId}` });

const reportLogsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getReportLogs: builder.query<ReportLogPage, ReportLogRequest>({
      query: ({ reportId, page }) => ({ endpoint: `/api/v1/report/${reportId}/log/`, rison: reportLogRison(page) }),
      transformResponse: (raw: { count?: number; result?: ReportExecutionLog[] } | null): ReportLogPage => ({
        count: raw?.count ?? 0,
        result: raw?.result ?? [],
      }),
      providesTags: (_page, _error, { reportId }) => [reportLogTag(reportId)],
    }),
    getReportRelated: builder.query<
      ReportRelatedEntry[],
      { relation: ReportRelation; filter: string; pageSize: number }
    >({
      query: ({ relation, filter, pageSize }) => ({
        endpoint: `/api/v1/report/related/${relation}`,
        rison: { filter: filter.trim(), page: 0, page_size: pageSize },
      }),
      transformResponse: (raw: { result?: ReportRelatedEntry[] } | null) => raw?.result ?? [],
    }),
  }),
});

export const { useGetReportLogsQuery, useGetReportRelatedQuery } = reportLogsApi;
