/**
 * What SQL Lab was asked to open when the page loaded (spec sql-editor §2): a saved query
 * (`?savedQueryId=`), a shared query (`?id=` in the key-value store, `/sqllab/p/<key>` permalink),
 * a past run (`?queryId=`), a dataset (`?datasourceKey=<id>__table`), or a requested query (datasource
 * key and/or SQL) passed in router state or in the page's bootstrap after a form post.
 */

/** A requested query as Superset passes it (router state `requestedQuery` or bootstrap `requested_query`). */
interface RequestedQuery {
  sql?: string;
  datasourceKey?: string;
  dbid?: number | string;
  schema?: string | null;
  name?: string;
  autorun?: boolean | string;
  [key: string]: unknown;
}

export type SqlLabRequest =
  | { kind: 'permalink'; key: string }
  | { kind: 'storedQuery'; id: string }
  | { kind: 'savedQuery'; id: string }
  | { kind: 'query'; id: string }
  | { kind: 'datasource'; datasourceKey: string; sql?: string }
  | { kind: 'sql'; sql: string; dbId: number | null; schema: string | null; name?: string; autorun: boolean }
  | { kind: 'new' };

/** URL parameters that name what to open; they are removed from the address once used. */
const SQL_LAB_REQUEST_PARAMS = [
  'id',
  'savedQueryId',
  'queryId',
  'datasourceKey',
  'sql',
  'dbid',
  'schema',
  'name',
  'autorun',
  'permalink',
  'new',
] as const;

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

/**
 * Reads the request from the URL query string, the permalink key of `/sqllab/p/<key>` and a requested
 * query (router state or bootstrap). Null when nothing was asked for. The order follows Superset:
 * permalink, stored query, saved query, run, datasource, plain SQL, then `?new=true` (an empty tab).
 */
export function readSqlLabRequest(
  search: string,
  permalinkKey?: string | null,
  requested?: RequestedQuery | null,
): SqlLabRequest | null {
  const params = new URLSearchParams(search);
  const fields: Record<string, unknown> = Object.fromEntries(params.entries());
  Object.assign(fields, requested ?? {});
  const permalink = text(permalinkKey) ?? text(fields.permalink);
  if (permalink) return { kind: 'permalink', key: permalink };
  const id = text(fields.id);
  if (id) return { kind: 'storedQuery', id };
  const savedQueryId = text(fields.savedQueryId);
  if (savedQueryId) return { kind: 'savedQuery', id: savedQueryId };
  const queryId = text(fields.queryId);
  if (queryId) return { kind: 'query', id: queryId };
  const sql = text(fields.sql);
  const datasourceKey = text(fields.datasourceKey);
  if (datasourceKey)
    return sql === undefined ? { kind: 'datasource', datasourceKey } : { kind: 'datasource', datasourceKey, sql };
  if (sql) {
    const dbId = Number(fields.dbid);
    return {
      kind: 'sql',
      sql,
      dbId: Number.isInteger(dbId) && dbId > 0 ? dbId : null,
      schema: text(fields.schema) ?? null,
      name: text(fields.name),
      autorun: isTrue(fields.autorun),
    };
  }
  if (isTrue(fields.new)) return { kind: 'new' };
  return null;
}

/** The query string left once the request's parameters are removed ('' or '?a=b'). */
export function searchWithoutRequest(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SQL_LAB_REQUEST_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `requested_query` of the page's bootstrap payload (a form post to /sqllab/ renders it there). */
export function readBootstrapRequestedQuery(doc: Document = document): RequestedQuery | null {
  const raw = doc.getElementById('app')?.getAttribute('data-bootstrap');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const requested = (parsed as { requested_query?: unknown }).requested_query;
    return typeof requested === 'object' && requested !== null ? (requested as RequestedQuery) : null;
  } catch {
    return null;
  }
}

/** A requested query from router state (`navigate('/sqllab/', {state: {requestedQuery}})`). */
export function requestedQueryFromState(state: unknown): RequestedQuery | null {
  if (typeof state !== 'object' || state === null) return null;
  const requested = (state as { requestedQuery?: unknown }).requestedQuery;
  return typeof requested === 'object' && requested !== null ? (requested as RequestedQuery) : null;
}
