/**
 * GET /api/v1/log/ — LogRestApi's list: rison filters (logListFilters.ts), order (default newest
 * first), paging, column selection and Flask-AppBuilder's metadata keys.
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  listArgsSchema,
  type ListArgs,
  type ListReply,
  type ListSpec,
} from '../../http/listQuery';
import type { LogListQuery, LogOrderColumn, LogRecord } from '../../store/logs';
import { LOG_FILTER_OPERATORS, logConditions } from './logListFilters';
import { LOG_COLUMNS, logColumnLabels, selectLogColumns, toLogItem } from './logSerializers';

const LOG_LIST_SPEC: ListSpec = {
  listColumns: LOG_COLUMNS,
  orderColumns: [
    'action',
    'dttm',
    'json',
    'slice_id',
    'dashboard_id',
    'user_id',
    'duration_ms',
    'referrer',
    'user.username',
  ],
  filterOperators: LOG_FILTER_OPERATORS,
  listTitle: 'Logs',
};

export const logListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(LOG_LIST_SPEC) },
  },
} as const;

const ORDER_COLUMNS: Record<string, LogOrderColumn> = {
  action: 'action',
  dttm: 'dttm',
  json: 'json',
  slice_id: 'slice_id',
  dashboard_id: 'dashboard_id',
  user_id: 'user_id',
  duration_ms: 'duration_ms',
  referrer: 'referrer',
  'user.username': 'username',
};

/** The store query of the list arguments (a bad filter is a 400). */
export function logListQuery(args: ListArgs): LogListQuery {
  const requestedOrder = args.order_column ?? args.order_columns;
  const orderBy = requestedOrder ? ORDER_COLUMNS[requestedOrder] : 'dttm';
  const direction = args.order_direction ?? (requestedOrder ? 'asc' : 'desc');
  const requestedSize = args.page_size ?? DEFAULT_PAGE_SIZE;
  // A log can be very long: "every row" (-1) is one full page at most.
  const limit = requestedSize === -1 ? MAX_PAGE_SIZE : Math.min(requestedSize, MAX_PAGE_SIZE);
  return {
    conditions: logConditions(args.filters ?? []),
    orderBy,
    direction,
    limit,
    offset: (args.page ?? 0) * limit,
  };
}

const METADATA_KEYS = ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title'];

/** FAB's reply for one page of events. */
export function logListReply(args: ListArgs, count: number, rows: readonly LogRecord[]): ListReply {
  const selected = args.select_columns ?? args.columns;
  const columns = selected ?? LOG_COLUMNS;
  const reply: ListReply = {
    count,
    ids: rows.map((row) => row.id),
    result: rows.map((row) => selectLogColumns(toLogItem(row), columns)),
  };
  const keys: readonly string[] = args.keys ?? METADATA_KEYS;
  if (keys.includes('none')) return reply;
  if (keys.includes('list_columns')) reply.list_columns = [...columns];
  if (keys.includes('order_columns'))
    reply.order_columns = LOG_LIST_SPEC.orderColumns.filter((column) => !selected || selected.includes(column));
  if (keys.includes('label_columns')) reply.label_columns = logColumnLabels(columns);
  if (keys.includes('description_columns')) reply.description_columns = {};
  if (keys.includes('list_title')) reply.list_title = LOG_LIST_SPEC.listTitle;
  return reply;
}
