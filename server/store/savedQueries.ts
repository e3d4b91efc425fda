import { randomUUID } from 'node:crypto';
import type { MetadataDatabase, SqlParam } from './database';

/** The columns a caller sets (Superset's add/edit columns of SavedQueryRestApi). */
export interface SavedQueryFields {
  db_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  label?: string | null;
  description?: string | null;
  sql?: string | null;
  template_parameters?: string | null;
  extra_json?: string | null;
}

const SAVED_QUERY_FIELD_NAMES: ReadonlyArray<keyof SavedQueryFields> = [
  'db_id',
  'catalog',
  'schema',
  'label',
  'description',
  'sql',
  'template_parameters',
  'extra_json',
];

interface SavedQueryUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** A saved query with what its replies show of its database and users. */
export interface SavedQueryRecord {
  id: number;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  database_name: string | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  /** Rows of the latest successful run of the same SQL on the same database. */
  rows: number | null;
  created_on: Date;
  changed_on: Date;
  created_by: SavedQueryUser | null;
  changed_by: SavedQueryUser | null;
}

interface SavedQueryRow {
  id: number;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  database_name: string | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  stored_rows: number | null;
  run_rows: number | null;
  created_on: Date;
  changed_on: Date;
  created_by_id: number | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_id: number | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

/**
 * Superset copies the row count of every run onto the saved queries with the same SQL and
 * database; here it is read from the runs themselves (the latest successful one).
 */
const SELECT_SAVED_QUERIES = `
  WITH latest_run AS (
    SELECT database_id, sql, arg_max("rows", end_time) AS run_rows
    FROM queries
    WHERE status = 'success' AND end_time IS NOT NULL AND sql IN (SELECT sql FROM saved_query)
    GROUP BY database_id, sql
  )
  SELECT sq.id, sq.uuid, sq.user_id, sq.db_id, d.database_name, sq.catalog, sq."schema", sq.label,
    sq.description, sq.sql, sq.template_parameters, sq.extra_json,
    sq."rows" AS stored_rows, run.run_rows,
    sq.created_on, sq.changed_on,
    cu.id AS created_by_id, cu.first_name AS created_by_first_name, cu.last_name AS created_by_last_name,
    mu.id AS changed_by_id, mu.first_name AS changed_by_first_name, mu.last_name AS changed_by_last_name
  FROM saved_query sq
  LEFT JOIN databases d ON d.id = sq.db_id
  LEFT JOIN users cu ON cu.id = sq.created_by_fk
  LEFT JOIN users mu ON mu.id = sq.changed_by_fk
  LEFT JOIN latest_run run ON run.database_id = sq.db_id AND run.sql = sq.sql`;

function userOf(id: number | null, firstName: string | null, lastName: string | null): SavedQueryUser | null {
  return id === null ? null : { id, first_name: firstName ?? '', last_name: lastName ?? '' };
}

function fromRow(row: SavedQueryRow): SavedQueryRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    user_id: row.user_id,
    db_id: row.db_id,
    database_name: row.database_name,
    catalog: row.catalog,
    schema: row.schema,
    label: row.label,
    description: row.description,
    sql: row.sql,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
    rows: row.run_rows ?? row.stored_rows,
    created_on: row.created_on,
    changed_on: row.changed_on,
    created_by: userOf(row.created_by_id, row.created_by_first_name, row.created_by_last_name),
    changed_by: userOf(row.changed_by_id, row.changed_by_first_name, row.changed_by_last_name),
  };
}

function columnSql(column: string): string {
  return column === 'schema' ? '"schema"' : column;
}

function assignments(fields: SavedQueryFields): { columns: string[]; params: SqlParam[] } {
  const columns: string[] = [];
  const params: SqlParam[] = [];
  for (const column of SAVED_QUERY_FIELD_NAMES) {
    const value = fields[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  return { columns, params };
}

/** Saved queries. Ownership is the caller's concern: `ownerId` null lists everyone's. */
export class SavedQueryRepository {
  constructor(private readonly db: MetadataDatabase) {}

  async list(ownerId: number | null): Promise<SavedQueryRecord[]> {
    const where = ownerId === null ? '' : ' WHERE sq.user_id = ?';
    const rows = await this.db.all<SavedQueryRow>(
      `${SELECT_SAVED_QUERIES}${where} ORDER BY sq.id`,
      ownerId === null ? [] : [ownerId],
    );
    return rows.map(fromRow);
  }

  async findById(id: number): Promise<SavedQueryRecord | null> {
    const row = await this.db.first<SavedQueryRow>(`${SELECT_SAVED_QUERIES} WHERE sq.id = ?`, [id]);
    return row ? fromRow(row) : null;
  }

  /** Creates the query owned (and created) by `userId`; returns it. */
  async create(userId: number, fields: SavedQueryFields): Promise<SavedQueryRecord> {
    const now = new Date();
    const { columns, params } = assignments(fields);
    const allColumns = ['uuid', 'user_id', ...columns, 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk'];
    const allParams: SqlParam[] = [randomUUID(), userId, ...params, now, now, userId, userId];
    const inserted = await this.db.transaction((tx) =>
      tx.first<{ id: number }>(
        `INSERT INTO saved_query (${allColumns.map(columnSql).join(', ')})
         VALUES (${allColumns.map(() => '?').join(', ')}) RETURNING id`,
        allParams,
      ),
    );
    if (!inserted) throw new Error('Saved query insert returned no id');
    const created = await this.findById(inserted.id);
    if (!created) throw new Error(`Saved query ${inserted.id} vanished after its insert`);
    return created;
  }

  /**
   * Sets the given columns; `userId` becomes the owner and the last editor, as Superset's
   * pre_update does. Returns the query, or null when it does not exist.
   */
  async update(id: number, userId: number, fields: SavedQueryFields): Promise<SavedQueryRecord | null> {
    const { columns, params } = assignments(fields);
    const sets = [
      ...columns.map((column) => `${columnSql(column)} = ?`),
      'user_id = ?',
      'changed_by_fk = ?',
      'changed_on = ?',
    ];
    await this.db.run(`UPDATE saved_query SET ${sets.join(', ')} WHERE id = ?`, [
      ...params,
      userId,
      userId,
      new Date(),
      id,
    ]);
    return this.findById(id);
  }

  /** Deletes the queries; tabs that held one of them forget it (Superset's ON DELETE SET NULL). */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const placeholders = ids.map(() => '?').join(', ');
    await this.db.transaction(async (tx) => {
      await tx.run(`UPDATE tab_state SET saved_query_id = NULL WHERE saved_query_id IN (${placeholders})`, [...ids]);
      await tx.run(`DELETE FROM saved_query WHERE id IN (${placeholders})`, [...ids]);
    });
  }
}
