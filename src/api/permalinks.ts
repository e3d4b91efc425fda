/** SQL Lab permalinks (`/api/v1/sqllab/permalink`, reference superset-api-sqllab §2.7): a tab's state behind a short key. */
import { request } from './client';

/** What a link stores: enough to open the tab again. */
export interface SqlLabPermalinkState {
  dbId: number;
  name: string;
  sql: string;
  schema?: string | null;
  catalog?: string | null;
  autorun?: boolean;
  /** A JSON-encoded object. */
  templateParams?: string | null;
}

interface SqlLabPermalink {
  key: string;
  url: string;
}

/** POST /api/v1/sqllab/permalink → 201 `{key, url}`. */
export async function createSqlLabPermalink(state: SqlLabPermalinkState): Promise<SqlLabPermalink> {
  const { json } = await request<SqlLabPermalink>({
    method: 'POST',
    endpoint: '/api/v1/sqllab/permalink',
    jsonPayload: state,
  });
  return json;
}

/** The stored fields, as GET /api/v1/sqllab/permalink/<key> answers them (all optional on the wire). */
export type StoredSqlLabState = Partial<Omit<SqlLabPermalinkState, 'dbId'>> & { dbId?: number | string | null };

/** GET /api/v1/sqllab/permalink/<key>; old `?id=` links use the key `kv:<id>`. */
export async function getSqlLabPermalink(key: string): Promise<StoredSqlLabState> {
  const { json } = await request<StoredSqlLabState>({
    endpoint: `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
  });
  return json ?? {};
}
