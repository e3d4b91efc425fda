/**
 * A cheap digest of everything the server stores: per metadata table its row count and an
 * order-independent sum of row hashes (one query), and the examples database's list of tables.
 * Comparing two digests tells whether a request changed stored data, and which table.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EXAMPLES_FILE_NAME } from '../../../../server/examples';

export interface StoredDigest {
  /** Table → `rows:hashsum`. */
  metadata: Map<string, string>;
  /** `schema.table` of every table and view in the examples database, sorted. */
  exampleTables: string;
}

interface TableColumns {
  table: string;
  columns: { name: string; type: string }[];
}

const tablesByApp = new WeakMap<FastifyInstance, Promise<TableColumns[]>>();

async function metadataTables(app: FastifyInstance): Promise<TableColumns[]> {
  let tables = tablesByApp.get(app);
  if (!tables) {
    tables = app.store.db
      .all<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT c.table_name, c.column_name, c.data_type
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'main' AND t.table_type = 'BASE TABLE'
         ORDER BY c.table_name, c.ordinal_position`,
      )
      .then((rows) => {
        const byTable = new Map<string, TableColumns>();
        for (const row of rows) {
          const entry = byTable.get(row.table_name) ?? { table: row.table_name, columns: [] };
          entry.columns.push({ name: row.column_name, type: row.data_type });
          byTable.set(row.table_name, entry);
        }
        return [...byTable.values()];
      });
    tablesByApp.set(app, tables);
  }
  return tables;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * What a row's hash covers: every column, long text by its length, head and tail (the fuzz
 * stores megabyte strings; hashing them whole on every check would make the check quadratic).
 */
function rowHashSql({ columns }: TableColumns): string {
  const parts = columns.flatMap(({ name, type }) => {
    const column = quoteIdentifier(name);
    if (type === 'VARCHAR' || type === 'JSON')
      return [`length(${column})`, `left(${column}, 256)`, `right(${column}, 64)`];
    if (type === 'BLOB') return [`octet_length(${column})`];
    return [column];
  });
  return `hash(${parts.join(', ')})`;
}

export async function metadataDigest(app: FastifyInstance): Promise<Map<string, string>> {
  const tables = await metadataTables(app);
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table.table}' AS name, count(*)::VARCHAR || ':' || coalesce(sum(${rowHashSql(table)})::VARCHAR, '0') AS digest FROM ${quoteIdentifier(table.table)}`,
    )
    .join(' UNION ALL ');
  const rows = await app.store.db.all<{ name: string; digest: string }>(sql);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/**
 * The examples database's files (database and write-ahead log) by size and modification time: a
 * statement that creates or drops a table writes them, so while this is unchanged the table list is
 * too (and need not be queried after every request).
 */
export async function exampleFilesStamp(dataDir: string): Promise<string> {
  const file = path.join(dataDir, EXAMPLES_FILE_NAME);
  const stamps = await Promise.all(
    [file, `${file}.wal`].map(async (name) => {
      const info = await stat(name).catch(() => null);
      return info ? `${info.size}@${info.mtimeMs}` : '-';
    }),
  );
  return stamps.join('|');
}

export async function exampleTablesDigest(app: FastifyInstance, databaseId: number): Promise<string> {
  const engine = app.engines.get(databaseId);
  if (!engine) throw new Error(`No engine for database ${databaseId}`);
  const { rows } = await engine.run(
    "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables ORDER BY 1",
  );
  return rows.map((row) => String(row.name)).join(',');
}

/** The metadata tables whose digest differs (a table only in one of them counts). */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
