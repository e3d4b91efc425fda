/**
 * The table's server pagination (Superset's `server_pagination`): the chart's own state (page, page
 * size, sort) from the data mask turns the query into one page of rows plus a query counting them all
 * (`is_rowcount`), so a table of millions of rows sends ten.
 */
import type { QueryFormData, QueryObject } from '../../../../api/chartDataTypes';
import { getColumnLabel, getMetricLabel } from '../../buildQueryHelpers';

export const DEFAULT_SERVER_PAGE_LENGTH = 10;
export const SERVER_PAGE_LENGTH_CHOICES = [10, 20, 50, 100, 200] as const;

/** One sort of the table's own state, by a result column's name (Superset's react-table sortBy). */
export interface TableSortBy {
  key: string;
  desc: boolean;
}

/** The table's own state in its data mask, as Superset's table keeps it (a type: it is a plain record). */
export type TableOwnState = {
  currentPage: number;
  pageSize: number;
  sortBy?: TableSortBy[];
};

export function isServerPagination(formData: QueryFormData): boolean {
  return Boolean(formData.server_pagination);
}

function positiveInteger(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function readSortBy(value: unknown): TableSortBy[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sortBy = value.filter(
    (entry): entry is TableSortBy =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as TableSortBy).key === 'string' &&
      typeof (entry as TableSortBy).desc === 'boolean',
  );
  return sortBy.length ? sortBy.map(({ key, desc }) => ({ key, desc })) : undefined;
}

/**
 * The page to show: the own state's, else page 0 of `server_page_length` rows; never a page past
 * the row limit (the server would read a row_limit of 0 as "no limit").
 */
export function readTableOwnState(formData: QueryFormData, ownState: Record<string, unknown> = {}): TableOwnState {
  const pageSize =
    positiveInteger(ownState.pageSize) ?? positiveInteger(formData.server_page_length) ?? DEFAULT_SERVER_PAGE_LENGTH;
  const rowLimit = positiveInteger(formData.row_limit);
  const requested = Math.max(0, Math.floor(Number(ownState.currentPage) || 0));
  const lastPage = rowLimit ? Math.max(Math.ceil(rowLimit / pageSize) - 1, 0) : requested;
  const sortBy = readSortBy(ownState.sortBy);
  return { currentPage: Math.min(requested, lastPage), pageSize, ...(sortBy ? { sortBy } : {}) };
}

/**
 * A result column's name as an order-by target: the query's own metric or column of that label
 * (adhoc ones are sent whole), a percent metric's `%label` as its metric, else the name itself.
 */
function orderTarget(key: string, query: QueryObject): NonNullable<QueryObject['orderby']>[number][0] {
  const label = key.startsWith('%') ? key.slice(1) : key;
  const metric = (query.metrics ?? []).find((candidate) => getMetricLabel(candidate) === label);
  if (metric !== undefined) return metric;
  const column = (query.columns ?? []).find((candidate) => getColumnLabel(candidate) === key);
  return column ?? key;
}

/** The page query and the query counting every row (Superset's table buildQuery with server pagination). */
export function serverPageQueries(formData: QueryFormData, query: QueryObject, state: TableOwnState): QueryObject[] {
  const rowLimit = positiveInteger(formData.row_limit);
  const rowOffset = state.currentPage * state.pageSize;
  const sort = state.sortBy?.[0];
  const page: QueryObject = {
    ...query,
    row_limit: rowLimit ? Math.min(state.pageSize, rowLimit - rowOffset) : state.pageSize,
    row_offset: rowOffset,
    ...(sort ? { orderby: [[orderTarget(sort.key, query), !sort.desc]] } : {}),
  };
  const count: QueryObject = {
    ...page,
    row_limit: rowLimit ?? 0,
    row_offset: 0,
    post_processing: [],
    is_rowcount: true,
  };
  return [page, count];
}

/** The count of the counting query's reply (`[{rowcount: n}]`), or null when there is none. */
export function rowcountOf(data: readonly Record<string, unknown>[] | undefined): number | null {
  const value = data?.[0]?.rowcount;
  const number = typeof value === 'bigint' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}
