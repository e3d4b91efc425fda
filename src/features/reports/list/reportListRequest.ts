/**
 * The list's search, filters, order and page as the rison `q` of `GET /api/v1/report/` (reference §5:
 * search columns name (report_all_text), owners, last_state, active, type; 25 per page).
 */
import type { ListFilter } from '../../../api/databases';
import type { ReportListQuery, ReportState, ReportType } from '../../../api/reports';

export const REPORT_LIST_PAGE_SIZE = 25;

/** The sortable columns, as the server names them. */
const REPORT_LIST_SORT_COLUMNS = [
  'last_eval_dttm',
  'name',
  'crontab_humanized',
  'changed_on_delta_humanized',
  'active',
] as const;
export type ReportListSortColumn = (typeof REPORT_LIST_SORT_COLUMNS)[number];

export function isReportListSortColumn(value: unknown): value is ReportListSortColumn {
  return typeof value === 'string' && (REPORT_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

/** What the user filters by; an undefined field is no filter. */
export interface ReportListFilterValues {
  search?: string;
  /** A user id among the owners. */
  ownerId?: number;
  lastState?: ReportState;
  active?: boolean;
}

export interface ReportListRequest extends ReportListFilterValues {
  type: ReportType;
  orderColumn: ReportListSortColumn;
  orderDirection: 'asc' | 'desc';
  /** 0-based. */
  page: number;
}

/** Superset's list opens sorted by name, descending. */
export const DEFAULT_REPORT_SORT = { column: 'name' as ReportListSortColumn, direction: 'desc' as 'asc' | 'desc' };

function reportListFilters({ type, search, ownerId, lastState, active }: ReportListRequest): ListFilter[] {
  const filters: ListFilter[] = [{ col: 'type', opr: 'eq', value: type }];
  const text = search?.trim() ?? '';
  if (text) filters.push({ col: 'name', opr: 'report_all_text', value: text });
  if (ownerId !== undefined) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
  if (lastState !== undefined) filters.push({ col: 'last_state', opr: 'eq', value: lastState });
  if (active !== undefined) filters.push({ col: 'active', opr: 'eq', value: active });
  return filters;
}

export function reportListQuery(request: ReportListRequest): ReportListQuery {
  return {
    filters: reportListFilters(request),
    order_column: request.orderColumn,
    order_direction: request.orderDirection,
    page: request.page,
    page_size: REPORT_LIST_PAGE_SIZE,
  };
}
