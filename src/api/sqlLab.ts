/**
 * SQL Lab's run endpoints (`/api/v1/sqllab/`, reference superset-api-sqllab §2.2–2.6): execute,
 * results by key, cost estimate, SQL formatting and the CSV export link.
 */
import { makeUrl, request } from './client';
import type { CtasMethod, QueryCostRow, QueryResults, ServerQuery } from './sqlLabTypes';

/**
 * The body of POST /api/v1/sqllab/execute/ (spec §7 less `json`): only fields every supported
 * Superset accepts. Superset 6.1's schema refuses unknown fields, and `json`, optional where it
 * existed, is gone from it (reference superset-api-sqllab §2.2: "Do not send").
 */
export interface ExecutePayload {
  client_id: string;
  database_id: number;
  runAsync: boolean;
  schema: string | null;
  sql: string;
  sql_editor_id: string | null;
  tab: string;
  tmp_table_name: string;
  select_as_cta: boolean;
  ctas_method: CtasMethod;
  /** A JSON-encoded object (a string), as the server expects. */
  templateParams: string | null;
  queryLimit: number | null;
  expand_data: true;
}

/** A sync run answers with its results; an async (or already running) one with its query record. */
type ExecuteResponse = { kind: 'results'; results: QueryResults } | { kind: 'accepted'; query: ServerQuery };

interface ExecuteOptions {
  /** The page's query string, appended as Superset does so Jinja's url_param() works. */
  search?: string;
  signal?: AbortSignal;
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

function isResultsPayload(body: QueryResults | { query: ServerQuery }): body is QueryResults {
  return 'status' in body && typeof body.status === 'string';
}

export async function executeQuery(
  payload: ExecutePayload,
  { search = currentSearch(), signal }: ExecuteOptions = {},
): Promise<ExecuteResponse> {
  const { json, response } = await request<QueryResults | { query: ServerQuery }>({
    method: 'POST',
    endpoint: `/api/v1/sqllab/execute/${search}`,
    jsonPayload: payload,
    signal,
  });
  if (response.status !== 202 && isResultsPayload(json)) return { kind: 'results', results: json };
  return { kind: 'accepted', query: (json as { query: ServerQuery }).query };
}

/** GET /api/v1/sqllab/results/?q=(key,rows): the stored results of a run, cut to `rows`. */
export async function fetchResults(
  key: string,
  rows: number | null,
  { timeoutMs, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<QueryResults> {
  const { json } = await request<QueryResults>({
    endpoint: '/api/v1/sqllab/results/',
    rison: { key, rows },
    timeoutMs: timeoutMs && timeoutMs > 0 ? timeoutMs : undefined,
    signal,
  });
  return json;
}

interface EstimatePayload {
  database_id: number;
  sql: string;
  schema: string | null;
  /** An object here, unlike execute's string. */
  template_params: Record<string, unknown>;
}

/** POST /api/v1/sqllab/estimate/: one row of formatted cost values per statement. */
export async function estimateCost(payload: EstimatePayload): Promise<QueryCostRow[]> {
  const { json } = await request<{ result: QueryCostRow[] }>({
    method: 'POST',
    endpoint: '/api/v1/sqllab/estimate/',
    jsonPayload: payload,
  });
  return json.result ?? [];
}

/** POST /api/v1/sqllab/format_sql/: the SQL pretty-printed for the database's dialect. */
export async function formatSql(sql: string, dbId: number | null): Promise<string> {
  const { json } = await request<{ result: string }>({
    method: 'POST',
    endpoint: '/api/v1/sqllab/format_sql/',
    jsonPayload: dbId === null ? { sql } : { sql, database_id: dbId },
  });
  return json.result;
}

/** The CSV download of a run: a plain link the browser follows. */
export function exportCsvUrl(clientId: string): string {
  return makeUrl(`/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`);
}
