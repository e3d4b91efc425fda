/** A SQL Lab run in Superset's shapes: `Query.to_dict()`, the FAB show item and the history list item. */
import type { QueryRecord } from '../../store/queries';

/** Python's naive `datetime.isoformat()` of a UTC time (no zone). */
function isoWithoutZone(date: Date): string {
  return date.toISOString().replace(/Z$/, '');
}

/** Superset's user_label: "first last" when set, else the username. */
function userLabel(query: QueryRecord): string | null {
  const name = [query.user_first_name, query.user_last_name].filter(Boolean).join(' ').trim();
  return name || query.username;
}

function extraWithErrors(query: QueryRecord): Record<string, unknown> {
  return query.errors ? { ...query.extra, errors: query.errors } : query.extra;
}

/** Query.to_dict(): camelCase, `id` is the client id. */
export function toQueryDict(query: QueryRecord): Record<string, unknown> {
  return {
    changed_on: isoWithoutZone(query.changed_on),
    dbId: query.database_id,
    db: query.database_name,
    endDttm: query.end_time,
    errorMessage: query.error_message,
    executedSql: query.executed_sql,
    id: query.client_id,
    queryId: query.id,
    limit: query.limit,
    limitingFactor: query.limiting_factor,
    progress: query.progress,
    rows: query.rows,
    catalog: query.catalog,
    schema: query.schema,
    ctas: query.select_as_cta,
    serverId: query.id,
    sql: query.sql,
    sqlEditorId: query.sql_editor_id,
    startDttm: query.start_time,
    state: query.status.toLowerCase(),
    tab: query.tab_name,
    tempSchema: query.tmp_schema_name,
    tempTable: query.tmp_table_name,
    userId: query.user_id,
    user: userLabel(query),
    resultsKey: query.results_key,
    trackingUrl: query.tracking_url,
    extra: extraWithErrors(query),
  };
}

export const QUERY_SHOW_COLUMNS = [
  'id',
  'changed_on',
  'client_id',
  'database.id',
  'end_result_backend_time',
  'end_time',
  'error_message',
  'executed_sql',
  'limit',
  'progress',
  'results_key',
  'rows',
  'schema',
  'select_as_cta',
  'select_as_cta_used',
  'select_sql',
  'sql',
  'sql_editor_id',
  'start_running_time',
  'start_time',
  'status',
  'tab_name',
  'tmp_schema_name',
  'tmp_table_name',
  'tracking_url',
] as const;

/** The FAB show `result` of GET /api/v1/query/<id> (snake_case, times in epoch ms). */
export function toQueryShow(query: QueryRecord): Record<string, unknown> {
  return {
    id: query.id,
    changed_on: isoWithoutZone(query.changed_on),
    client_id: query.client_id,
    database: { id: query.database_id },
    end_result_backend_time: query.end_result_backend_time,
    end_time: query.end_time,
    error_message: query.error_message,
    executed_sql: query.executed_sql,
    limit: query.limit,
    progress: query.progress,
    results_key: query.results_key,
    rows: query.rows,
    schema: query.schema,
    select_as_cta: query.select_as_cta,
    select_as_cta_used: query.select_as_cta_used,
    select_sql: query.select_sql,
    sql: query.sql,
    sql_editor_id: query.sql_editor_id,
    start_running_time: query.start_running_time,
    start_time: query.start_time,
    status: query.status,
    tab_name: query.tab_name,
    tmp_schema_name: query.tmp_schema_name,
    tmp_table_name: query.tmp_table_name,
    tracking_url: query.tracking_url,
  };
}

/** A history list row with every column the list may return (nested as FAB nests relations). */
export function toQueryListItem(query: QueryRecord): Record<string, unknown> {
  return {
    id: query.id,
    client_id: query.client_id,
    changed_on: isoWithoutZone(query.changed_on),
    database: { id: query.database_id, database_name: query.database_name },
    end_time: query.end_time,
    error_message: query.error_message,
    executed_sql: query.executed_sql,
    limit: query.limit,
    limiting_factor: query.limiting_factor,
    progress: query.progress,
    results_key: query.results_key,
    rows: query.rows,
    schema: query.schema,
    select_as_cta: query.select_as_cta,
    sql: query.sql,
    sql_editor_id: query.sql_editor_id,
    start_time: query.start_time,
    status: query.status,
    tab_name: query.tab_name,
    tmp_schema_name: query.tmp_schema_name,
    tmp_table_name: query.tmp_table_name,
    tracking_url: query.tracking_url,
    user: {
      id: query.user_id,
      first_name: query.user_first_name,
      last_name: query.user_last_name,
      username: query.username,
    },
  };
}
