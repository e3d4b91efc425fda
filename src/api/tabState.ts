/**
 * Superset's TabStateView (`/tabstateview/`, reference superset-api-sqllab §6.1): SQL Lab tabs kept
 * on the server when backend persistence is on. Bodies are multipart fields holding JSON.
 */
import { request } from './client';
import { sendKeepalive } from './keepalive';
import type { ServerTabState } from './sqlLabTypes';

/** What `POST /tabstateview/` reads from its `queryEditor` field. */
interface TabStateCreateBody {
  dbId: number | null;
  name: string;
  schema?: string | null;
  sql?: string;
  queryLimit?: number;
  hideLeftBar?: boolean;
  remoteId?: number | null;
  templateParams?: string;
  autorun?: boolean;
}

/** Columns a `PUT /tabstateview/<id>` may change; fields left undefined are not sent. */
export interface TabStateUpdate {
  label?: string;
  database_id?: number | null;
  schema?: string | null;
  sql?: string;
  query_limit?: number;
  latest_query_id?: string | null;
  template_params?: string;
  hide_left_bar?: boolean;
  autorun?: boolean;
  saved_query_id?: number | null;
  /** A JSON string: `{"updatedAt": <ms>, "version": 1}`. */
  extra_json?: string;
}

const tabPath = (tabId: string) => `/tabstateview/${encodeURIComponent(tabId)}`;

/** Creates a tab on the server; resolves with its id (as a string, the client's id type). */
export async function createTabState(queryEditor: TabStateCreateBody): Promise<string> {
  const { json } = await request<{ id: number }>({
    method: 'POST',
    endpoint: '/tabstateview/',
    postPayload: { queryEditor },
  });
  return String(json.id);
}

export async function fetchTabState(tabId: string): Promise<ServerTabState> {
  const { json } = await request<ServerTabState>({ endpoint: tabPath(tabId) });
  return { ...json, table_schemas: json.table_schemas ?? [] };
}

/** Only the defined fields of `fields` are sent. */
export async function updateTabState(tabId: string, fields: TabStateUpdate): Promise<void> {
  await request({ method: 'PUT', endpoint: tabPath(tabId), postPayload: { ...fields } });
}

/** The same PUT, sent so that it survives the page being closed (pagehide). */
export function updateTabStateOnUnload(tabId: string, fields: TabStateUpdate): void {
  sendKeepalive({ method: 'PUT', endpoint: tabPath(tabId), postPayload: { ...fields } });
}

export async function deleteTabState(tabId: string): Promise<void> {
  await request({ method: 'DELETE', endpoint: tabPath(tabId) });
}

export async function activateTabState(tabId: string): Promise<void> {
  await request({ method: 'POST', endpoint: `${tabPath(tabId)}/activate` });
}

/** Re-points a run kept in the browser to a tab now stored on the server. */
export async function migrateQueryToTabState(tabId: string, queryId: string): Promise<void> {
  await request({ method: 'POST', endpoint: `${tabPath(tabId)}/migrate_query`, postPayload: { queryId } });
}

export async function deleteTabStateQuery(tabId: string, queryId: string): Promise<void> {
  await request({
    method: 'DELETE',
    endpoint: `${tabPath(tabId)}/query/${encodeURIComponent(queryId)}`,
  });
}
