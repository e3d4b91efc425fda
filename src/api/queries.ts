/** Query records (`/api/v1/query/`, reference superset-api-sqllab §3): progress, stop, show, history. */
import { request } from './client';
import type { ListFilter } from './databases';
import type { ServerQuery } from './sqlLabTypes';

/** The poller's request gives up after this long (reference §8.3). */
const UPDATED_SINCE_TIMEOUT_MS = 10_000;

/** GET /api/v1/query/updated_since: the user's queries changed at or after `lastUpdatedMs`. */
export async function queriesUpdatedSince(
  lastUpdatedMs: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ServerQuery[]> {
  const { json } = await request<{ result: ServerQuery[] }>({
    endpoint: '/api/v1/query/updated_since',
    rison: { last_updated_ms: lastUpdatedMs },
    timeoutMs: UPDATED_SINCE_TIMEOUT_MS,
    signal,
  });
  return json.result ?? [];
}

/** POST /api/v1/query/stop: asks the server to cancel the run with this client id. */
export async function stopQueryOnServer(clientId: string): Promise<void> {
  await request<{ result: string }>({
    method: 'POST',
    endpoint: '/api/v1/query/stop',
    jsonPayload: { client_id: clientId },
  });
}

/** A query record as the show and list endpoints return it (snake_case). */
export interface QueryRecord {
  id: number;
  client_id: string;
  changed_on?: string;
  database: { id: number; database_name?: string };
  schema: string | null;
  sql: string;
  executed_sql?: string | null;
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  rows?: number | null;
  limit?: number | null;
  limiting_factor?: string | null;
  progress?: number;
  results_key?: string | null;
  error_message?: string | null;
  select_as_cta?: boolean;
  tmp_table_name?: string | null;
  tmp_schema_name?: string | null;
  /** Epoch milliseconds; Superset 6.1 sends its Numeric columns as strings ('1795499615712.665000'). */
  start_time?: number | string | null;
  end_time?: number | string | null;
  tracking_url?: string | null;
  user?: { id?: number; first_name?: string; last_name?: string };
}

/** GET /api/v1/query/{id}: one query record by its numeric server id. */
export async function getQuery(id: number): Promise<QueryRecord> {
  const { json } = await request<{ id: number; result: QueryRecord }>({
    endpoint: `/api/v1/query/${id}`,
  });
  return { ...json.result, id: json.result.id ?? json.id };
}

const QUERY_HISTORY_COLUMNS = [
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
  'select_as_cta',
  'schema',
  'sql',
  'sql_editor_id',
  'status',
  'tab_name',
  'user.first_name',
  'user.id',
  'user.last_name',
  'start_time',
  'end_time',
  'tmp_table_name',
  'tmp_schema_name',
  'tracking_url',
  'results_key',
] as const;

export interface QueryListRequest {
  /** Only the runs of this editor tab. */
  sqlEditorId?: string;
  page?: number;
  pageSize?: number;
  filters?: ListFilter[];
}

export interface QueryList {
  count: number;
  ids: number[];
  result: QueryRecord[];
}

/** The rison `q` of a history list request, as Superset's history pane asks (newest first). */
export function listQueryRison({ sqlEditorId, page = 0, pageSize = 25, filters = [] }: QueryListRequest = {}) {
  const allFilters: ListFilter[] = sqlEditorId
    ? [...filters, { col: 'sql_editor_id', opr: 'eq', value: sqlEditorId }]
    : filters;
  return {
    keys: ['none'],
    columns: [...QUERY_HISTORY_COLUMNS],
    order_column: 'start_time',
    order_direction: 'desc',
    page,
    page_size: pageSize,
    ...(allFilters.length > 0 ? { filters: allFilters } : {}),
  };
}
