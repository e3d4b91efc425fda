/**
 * The legacy key-value store (`/kv/`, reference superset-api-sqllab §5): a shared query stored as
 * JSON text in the form field `data`, read back by its numeric id.
 */
import { request } from './client';
import type { StoredSqlLabState } from './permalinks';

/** POST /kv/store/ → `{id}`. The multipart field `data` holds the JSON of `value`. */
export async function storeKeyValue(value: unknown): Promise<number> {
  const { json } = await request<{ id: number }>({
    method: 'POST',
    endpoint: '/kv/store/',
    postPayload: { data: value },
  });
  return json.id;
}

/** GET /kv/<id>/: the stored text, parsed as JSON. */
export async function getKeyValue(id: number | string): Promise<unknown> {
  const { text } = await request({ endpoint: `/kv/${encodeURIComponent(String(id))}/`, parseMethod: 'text' });
  const parsed: unknown = JSON.parse(text);
  // Some servers answer the stored string JSON-encoded once more.
  return typeof parsed === 'string' ? (JSON.parse(parsed) as unknown) : parsed;
}

/** A shared SQL Lab query kept in the store. */
export async function getStoredSqlLabState(id: number | string): Promise<StoredSqlLabState> {
  const value = await getKeyValue(id);
  return typeof value === 'object' && value !== null ? (value as StoredSqlLabState) : {};
}
