/**
 * GET /api/v1/query/ — the query history as FAB's list: rison filters (database, status, user,
 * start_time / changed_on ranges, sql text, sql_editor_id), ordering, paging and column selection.
 */
import { HttpError } from '../../errors';
import type { QueryRecord } from '../../store/queries';
import {
  buildListReply,
  listArgsSchema,
  type ListArgs,
  type ListFilter,
  type ListReply,
  type ListSpec,
} from '../../http/listQuery';
import { toQueryListItem } from './queryDict';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const RELATION = ['rel_o_m', 'nrel_o_m', 'eq', 'neq'] as const;
const TIME = ['gt', 'lt', 'between', 'eq', 'neq'] as const;

export const QUERY_LIST_SPEC: ListSpec = {
  listColumns: [
    'id',
    'client_id',
    'changed_on',
    'database.id',
    'database.database_name',
    'executed_sql',
    'error_message',
    'limit',
    'limiting_factor',
    'progress',
    'rows',
    'results_key',
    'select_as_cta',
    'schema',
    'sql',
    'sql_editor_id',
    'status',
    'tab_name',
    'user.first_name',
    'user.id',
    'user.last_name',
    'user.username',
    'start_time',
    'end_time',
    'tmp_table_name',
    'tmp_schema_name',
    'tracking_url',
  ],
  orderColumns: [
    'changed_on',
    'database.database_name',
    'rows',
    'schema',
    'start_time',
    'end_time',
    'sql',
    'status',
    'tab_name',
    'user.first_name',
  ],
  filterOperators: {
    changed_on: TIME,
    start_time: TIME,
    database: RELATION,
    user: RELATION,
    status: TEXT,
    sql: TEXT,
    sql_editor_id: TEXT,
  },
  listTitle: 'List Query',
};

export const queryListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(QUERY_LIST_SPEC) },
  },
} as const;

/** A time filter value (epoch ms, or an ISO date string) as epoch ms. */
function toMs(value: unknown, filter: ListFilter): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const numeric = Number(value);
    if (value.trim() !== '' && !Number.isNaN(numeric)) return numeric;
    const parsed = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    if (!Number.isNaN(parsed)) return parsed;
  }
  throw new HttpError(400, `Filter value for ${filter.col} is not a valid time`);
}

function timeOf(query: QueryRecord, column: string): number | null {
  return column === 'changed_on' ? query.changed_on.getTime() : query.start_time;
}

function timePredicate(filter: ListFilter): (query: QueryRecord) => boolean {
  if (filter.opr === 'between') {
    if (!Array.isArray(filter.value) || filter.value.length !== 2) {
      throw new HttpError(400, `Filter value for ${filter.col} must be a pair`);
    }
    const [from, to] = filter.value.map((value) => toMs(value, filter));
    return (query) => {
      const time = timeOf(query, filter.col);
      return time !== null && time >= from && time <= to;
    };
  }
  const bound = toMs(filter.value, filter);
  return (query) => {
    const time = timeOf(query, filter.col);
    if (time === null) return filter.opr === 'neq';
    if (filter.opr === 'gt') return time > bound;
    if (filter.opr === 'lt') return time < bound;
    return filter.opr === 'eq' ? time === bound : time !== bound;
  };
}

function relationPredicate(filter: ListFilter): (query: QueryRecord) => boolean {
  const wanted = Number(filter.value);
  const negate = filter.opr === 'nrel_o_m' || filter.opr === 'neq';
  return (query) => {
    const actual = filter.col === 'database' ? query.database_id : query.user_id;
    return (actual === wanted) !== negate;
  };
}

/** Filters FAB's generic text matching cannot express (relations, time ranges), applied first. */
function splitFilters(filters: ListFilter[]): { own: Array<(query: QueryRecord) => boolean>; generic: ListFilter[] } {
  const own: Array<(query: QueryRecord) => boolean> = [];
  const generic: ListFilter[] = [];
  for (const filter of filters) {
    const operators = QUERY_LIST_SPEC.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr))
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    if (filter.col === 'changed_on' || filter.col === 'start_time') own.push(timePredicate(filter));
    else if (filter.col === 'database' || filter.col === 'user') own.push(relationPredicate(filter));
    else generic.push(filter);
  }
  return { own, generic };
}

/** The list reply for the runs the caller may see. */
export function queryListReply(visible: QueryRecord[], args: ListArgs): ListReply {
  const { own, generic } = splitFilters(args.filters ?? []);
  const rows = visible.filter((query) => own.every((matches) => matches(query))).map(toQueryListItem);
  return buildListReply(QUERY_LIST_SPEC, rows, { ...args, filters: generic }, { defaultOrder: ['changed_on', 'desc'] });
}
