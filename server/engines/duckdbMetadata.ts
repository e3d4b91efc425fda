/**
 * Catalogue queries for the DuckDB engine: schemas, tables and views, columns, keys and indexes,
 * read from DuckDB's `duckdb_*()` table functions for the engine's own database (catalog).
 */
import type { DuckDBConnection, JS } from '@duckdb/node-api';
import type { KeyInfo, TableColumnInfo, TableInfo, TableListItem } from './types';

/** Schemas that are DuckDB's own, never shown to users. */
const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog'];

type JsRow = Record<string, JS>;

async function rowsOf(conn: DuckDBConnection, sql: string, params: string[]): Promise<JsRow[]> {
  const reader = await conn.runAndReadAll(sql, params);
  return reader.getRowObjectsJS();
}

function text(value: JS): string | null {
  return value === null || value === undefined ? null : String(value);
}

function textList(value: JS): string[] {
  return Array.isArray(value) ? value.map((item) => String(item)) : [];
}

export async function listSchemas(conn: DuckDBConnection, catalog: string): Promise<string[]> {
  const rows = await rowsOf(
    conn,
    `SELECT DISTINCT schema_name FROM duckdb_schemas()
     WHERE database_name = $1 AND schema_name NOT IN ('${SYSTEM_SCHEMAS.join("', '")}')
     ORDER BY schema_name`,
    [catalog],
  );
  return rows.map((row) => String(row.schema_name));
}

export async function listTables(conn: DuckDBConnection, catalog: string, schema: string): Promise<TableListItem[]> {
  const rows = await rowsOf(
    conn,
    `SELECT table_name AS name, 'table' AS type FROM duckdb_tables()
       WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     UNION ALL
     SELECT view_name AS name, 'view' AS type FROM duckdb_views()
       WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     ORDER BY name`,
    [catalog, schema],
  );
  return rows.map((row) => ({ value: String(row.name), type: row.type === 'view' ? 'view' : 'table' }));
}

/**
 * Index columns from `duckdb_indexes().expressions`, which DuckDB writes as "[a, b, '(lower(c))']":
 * split at top-level commas, strip the quotes around expressions.
 */
export function parseIndexExpressions(expressions: string | null): string[] {
  if (!expressions) return [];
  const inner = expressions.trim().replace(/^\[/, '').replace(/\]$/, '');
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of inner) {
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) =>
    part
      .trim()
      .replace(/^'(.*)'$/, '$1')
      .replace(/''/g, "'"),
  );
}

async function tableComment(
  conn: DuckDBConnection,
  catalog: string,
  schema: string,
  table: string,
): Promise<{ found: boolean; comment: string | null }> {
  const rows = await rowsOf(
    conn,
    `SELECT comment FROM duckdb_tables() WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
     UNION ALL
     SELECT comment FROM duckdb_views() WHERE database_name = $1 AND schema_name = $2 AND view_name = $3`,
    [catalog, schema, table],
  );
  return rows.length === 0 ? { found: false, comment: null } : { found: true, comment: text(rows[0].comment) };
}

async function tableColumns(
  conn: DuckDBConnection,
  catalog: string,
  schema: string,
  table: string,
): Promise<TableColumnInfo[]> {
  const rows = await rowsOf(
    conn,
    `SELECT column_name, data_type, is_nullable, comment, column_default FROM duckdb_columns()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
     ORDER BY column_index`,
    [catalog, schema, table],
  );
  return rows.map((row) => ({
    name: String(row.column_name),
    type: String(row.data_type).toUpperCase(),
    nullable: row.is_nullable === true,
    comment: text(row.comment),
    default: text(row.column_default),
  }));
}

async function tableKeys(
  conn: DuckDBConnection,
  catalog: string,
  schema: string,
  table: string,
): Promise<{ primaryKey: KeyInfo | null; foreignKeys: KeyInfo[] }> {
  const rows = await rowsOf(
    conn,
    `SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
       AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')
     ORDER BY constraint_index`,
    [catalog, schema, table],
  );
  let primaryKey: KeyInfo | null = null;
  const foreignKeys: KeyInfo[] = [];
  for (const row of rows) {
    if (row.constraint_type === 'PRIMARY KEY') {
      primaryKey = { type: 'pk', name: text(row.constraint_name), column_names: textList(row.constraint_column_names) };
    } else {
      foreignKeys.push({
        type: 'fk',
        name: text(row.constraint_name),
        column_names: textList(row.constraint_column_names),
        referred_table: String(row.referenced_table),
        referred_columns: textList(row.referenced_column_names),
        referred_schema: schema,
      });
    }
  }
  return { primaryKey, foreignKeys };
}

async function tableIndexes(
  conn: DuckDBConnection,
  catalog: string,
  schema: string,
  table: string,
): Promise<KeyInfo[]> {
  const rows = await rowsOf(
    conn,
    `SELECT index_name, expressions FROM duckdb_indexes()
     WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
     ORDER BY index_name`,
    [catalog, schema, table],
  );
  return rows.map((row) => ({
    type: 'index',
    name: text(row.index_name),
    column_names: parseIndexExpressions(text(row.expressions)),
  }));
}

export async function describeTable(
  conn: DuckDBConnection,
  catalog: string,
  schema: string,
  table: string,
): Promise<TableInfo | null> {
  const { found, comment } = await tableComment(conn, catalog, schema, table);
  if (!found) return null;
  const columns = await tableColumns(conn, catalog, schema, table);
  const { primaryKey, foreignKeys } = await tableKeys(conn, catalog, schema, table);
  const indexes = await tableIndexes(conn, catalog, schema, table);
  return { name: table, schema, columns, primaryKey, foreignKeys, indexes, comment };
}
