/** The dataset list's query (filters, order, paging) as SQL clauses over `tables`. */
import type { SqlParam } from './database';
import { placeholders } from './datasetWrites';

type DatasetOrderColumn = 'id' | 'table_name' | 'schema' | 'changed_on' | 'created_on';

export interface DatasetListQuery {
  databaseId?: number;
  /** Exact schema; null matches datasets without one. */
  schema?: string | null;
  tableName?: string;
  /** Case-insensitive substring of the name. */
  tableNameContains?: string;
  kind?: 'physical' | 'virtual';
  ownerId?: number;
  ids?: readonly number[];
  orderBy?: DatasetOrderColumn;
  direction?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export const ORDER_SQL: Record<DatasetOrderColumn, string> = {
  id: 'id',
  table_name: 'lower(table_name)',
  schema: 'lower("schema")',
  changed_on: 'changed_on',
  created_on: 'created_on',
};

export function listWhere(query: DatasetListQuery): { where: string; params: SqlParam[] } {
  const clauses: string[] = [];
  const params: SqlParam[] = [];
  if (query.databaseId !== undefined) {
    clauses.push('database_id = ?');
    params.push(query.databaseId);
  }
  if (query.schema !== undefined) {
    clauses.push('"schema" IS NOT DISTINCT FROM ?');
    params.push(query.schema);
  }
  if (query.tableName !== undefined) {
    clauses.push('table_name = ?');
    params.push(query.tableName);
  }
  if (query.tableNameContains !== undefined) {
    clauses.push('contains(lower(table_name), lower(?))');
    params.push(query.tableNameContains);
  }
  if (query.kind === 'physical') clauses.push("(sql IS NULL OR sql = '')");
  if (query.kind === 'virtual') clauses.push("(sql IS NOT NULL AND sql <> '')");
  if (query.ownerId !== undefined) {
    clauses.push('id IN (SELECT table_id FROM sqlatable_user WHERE user_id = ?)');
    params.push(query.ownerId);
  }
  if (query.ids !== undefined) {
    if (query.ids.length === 0) clauses.push('FALSE');
    else {
      clauses.push(`id IN (${placeholders(query.ids.length)})`);
      params.push(...query.ids);
    }
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
