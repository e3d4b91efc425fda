/**
 * Superset's TableSchemaView (`/tableschemaview/`, reference superset-api-sqllab §6.2): the tables
 * a tab shows in its left bar, kept on the server when backend persistence is on.
 */
import { request } from './client';
import type { Table, TableMetadataFields } from './sqlLabTypes';

/**
 * What `POST /tableschemaview/` reads from its `table` field: the table, keyed to its tab, with its
 * metadata as Superset's client sends it (the server keeps it as the table's description).
 */
type TableSchemaCreateBody = Pick<Table, 'queryEditorId' | 'dbId' | 'schema' | 'name'> &
  Partial<TableMetadataFields & Pick<Table, 'dataPreviewQueryId' | 'expanded'>>;

const schemaPath = (tableId: string) => `/tableschemaview/${encodeURIComponent(tableId)}`;

/** Stores the table; a row for the same tab, database, schema and name is replaced. Resolves with its id. */
export async function createTableSchema(table: TableSchemaCreateBody): Promise<string> {
  const { json } = await request<{ id: number }>({
    method: 'POST',
    endpoint: '/tableschemaview/',
    postPayload: { table },
  });
  return String(json.id);
}

export async function setTableSchemaExpanded(tableId: string, expanded: boolean): Promise<void> {
  await request({ method: 'POST', endpoint: `${schemaPath(tableId)}/expanded`, postPayload: { expanded } });
}

export async function deleteTableSchema(tableId: string): Promise<void> {
  await request({ method: 'DELETE', endpoint: schemaPath(tableId) });
}
