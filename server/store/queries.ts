import type { SupersetError } from '../errors';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';

/**
 * SQL Lab runs (Superset's Query model). Times are epoch milliseconds (floats), as Superset's
 * numeric start/end columns; `changed_on` is set on every write and drives `updated_since`.
 */
type QueryStatus = 'pending' | 'running' | 'success' | 'failed' | 'stopped' | 'timed_out' | 'scheduled' | 'fetching';
export type LimitingFactor = 'UNKNOWN' | 'NOT_LIMITED' | 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN';
export type CtasMethod = 'TABLE' | 'VIEW';

/** States a run can still leave; a stop or a result only applies to these. */
export const IN_FLIGHT_STATUSES: readonly QueryStatus[] = ['pending', 'running', 'scheduled', 'fetching'];

export interface QueryRecord {
  id: number;
  client_id: string;
  database_id: number;
  user_id: number | null;
  tab_name: string | null;
  sql_editor_id: string | null;
  schema: string | null;
  catalog: string | null;
  sql: string;
  executed_sql: string | null;
  select_sql: string | null;
  limit: number | null;
  limiting_factor: LimitingFactor;
  select_as_cta: boolean;
  select_as_cta_used: boolean;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  ctas_method: CtasMethod;
  status: QueryStatus;
  progress: number;
  rows: number | null;
  error_message: string | null;
  errors: SupersetError[] | null;
  results_key: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  tracking_url: string | null;
  changed_on: Date;
  extra: Record<string, unknown>;
  /** Joined: the database's name and the user's names (null when deleted). */
  database_name: string | null;
  username: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

type NewQuery = Pick<QueryRecord, 'client_id' | 'database_id' | 'user_id' | 'sql'> &
  Partial<
    Pick<
      QueryRecord,
      | 'tab_name'
      | 'sql_editor_id'
      | 'schema'
      | 'catalog'
      | 'limit'
      | 'select_as_cta'
      | 'tmp_table_name'
      | 'tmp_schema_name'
      | 'ctas_method'
      | 'status'
      | 'start_time'
      | 'extra'
    >
  >;

/** The columns a run may change after it is created. */
export type QueryPatch = Partial<
  Omit<
    QueryRecord,
    | 'id'
    | 'client_id'
    | 'user_id'
    | 'database_id'
    | 'changed_on'
    | 'database_name'
    | 'username'
    | 'user_first_name'
    | 'user_last_name'
  >
>;

interface QueryListFilters {
  /** Only this user's runs; null or absent for everyone's. */
  userId?: number | null;
  databaseId?: number;
  sqlEditorId?: string;
  status?: QueryStatus;
}

interface QueryRow extends Omit<QueryRecord, 'errors' | 'extra'> {
  errors: string | null;
  extra: string;
}

const SELECT_QUERIES = `
  SELECT q.*, d.database_name AS database_name, u.username AS username,
         u.first_name AS user_first_name, u.last_name AS user_last_name
  FROM queries q
  LEFT JOIN databases d ON d.id = q.database_id
  LEFT JOIN users u ON u.id = q.user_id`;

/** Columns whose names are SQL keywords. */
const QUOTED = new Set(['schema', 'limit', 'rows']);
const JSON_COLUMNS = new Set(['errors', 'extra']);

function columnSql(name: string): string {
  return QUOTED.has(name) ? `"${name}"` : name;
}

function toParam(column: string, value: unknown): SqlParam {
  if (JSON_COLUMNS.has(column))
    return value === null || value === undefined ? (column === 'extra' ? '{}' : null) : JSON.stringify(value);
  return value as SqlParam;
}

function parseJson<T>(raw: string | null, fallback: T): T {
  if (raw === null || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function fromRow(row: QueryRow): QueryRecord {
  return {
    ...row,
    errors: parseJson<SupersetError[] | null>(row.errors, null),
    extra: parseJson<Record<string, unknown>>(row.extra, {}),
  };
}

export class QueryRepository {
  constructor(private readonly db: MetadataDatabase) {}

  async create(input: NewQuery): Promise<QueryRecord> {
    const values: Record<string, unknown> = { status: 'pending', ...input, changed_on: new Date() };
    const columns = Object.keys(values).filter((column) => values[column] !== undefined);
    const id = await this.db.transaction(async (tx) => {
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO queries (${columns.map(columnSql).join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
        columns.map((column) => toParam(column, values[column])),
      );
      if (!inserted) throw new Error('Query insert returned no id');
      return inserted.id;
    });
    return this.mustGet(id);
  }

  /**
   * Applies `patch` (and a new changed_on) unless the run's status is one of `unlessStatus`.
   * Returns the stored record, or null when the guard kept it unchanged.
   */
  async update(id: number, patch: QueryPatch, unlessStatus: readonly QueryStatus[] = []): Promise<QueryRecord | null> {
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
    const assignments = [...entries.map(([column]) => `${columnSql(column)} = ?`), 'changed_on = ?'];
    const params: SqlParam[] = [...entries.map(([column, value]) => toParam(column, value)), new Date(), id];
    const guard = unlessStatus.length ? ` AND status NOT IN (${unlessStatus.map(() => '?').join(', ')})` : '';
    const updated = await this.db.transaction((tx: SqlExecutor) =>
      tx.first<{ id: number }>(`UPDATE queries SET ${assignments.join(', ')} WHERE id = ?${guard} RETURNING id`, [
        ...params,
        ...unlessStatus,
      ]),
    );
    return updated ? this.mustGet(id) : null;
  }

  async getById(id: number): Promise<QueryRecord | null> {
    const row = await this.db.first<QueryRow>(`${SELECT_QUERIES} WHERE q.id = ?`, [id]);
    return row ? fromRow(row) : null;
  }

  async getByClientId(clientId: string): Promise<QueryRecord | null> {
    const row = await this.db.first<QueryRow>(`${SELECT_QUERIES} WHERE q.client_id = ?`, [clientId]);
    return row ? fromRow(row) : null;
  }

  async getByResultsKey(key: string): Promise<QueryRecord | null> {
    const row = await this.db.first<QueryRow>(`${SELECT_QUERIES} WHERE q.results_key = ?`, [key]);
    return row ? fromRow(row) : null;
  }

  /** The user's runs changed at or after `sinceMs` (epoch ms, UTC), oldest change first. */
  async listUpdatedSince(userId: number, sinceMs: number): Promise<QueryRecord[]> {
    const rows = await this.db.all<QueryRow>(
      `${SELECT_QUERIES} WHERE q.user_id = ? AND epoch_ms(q.changed_on) >= ? ORDER BY q.changed_on, q.id`,
      [userId, Math.floor(sinceMs)],
    );
    return rows.map(fromRow);
  }

  /** Runs matching every given filter, newest change first. */
  async list(filters: QueryListFilters = {}): Promise<QueryRecord[]> {
    const where: string[] = [];
    const params: SqlParam[] = [];
    if (filters.userId !== undefined && filters.userId !== null) {
      where.push('q.user_id = ?');
      params.push(filters.userId);
    }
    if (filters.databaseId !== undefined) {
      where.push('q.database_id = ?');
      params.push(filters.databaseId);
    }
    if (filters.sqlEditorId !== undefined) {
      where.push('q.sql_editor_id = ?');
      params.push(filters.sqlEditorId);
    }
    if (filters.status !== undefined) {
      where.push('q.status = ?');
      params.push(filters.status);
    }
    const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    const rows = await this.db.all<QueryRow>(
      `${SELECT_QUERIES}${clause} ORDER BY q.changed_on DESC, q.id DESC`,
      params,
    );
    return rows.map(fromRow);
  }

  async delete(id: number): Promise<void> {
    await this.db.run('DELETE FROM queries WHERE id = ?', [id]);
  }

  private async mustGet(id: number): Promise<QueryRecord> {
    const record = await this.getById(id);
    if (!record) throw new Error(`Query ${id} vanished after a write`);
    return record;
  }
}
