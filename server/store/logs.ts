import type { MetadataDatabase, SqlParam } from './database';

/** One usage event to store (a row of Superset's `logs`). */
export interface NewLogEntry {
  action: string;
  user_id: number | null;
  /** The event as JSON text. */
  json: string | null;
  dttm: Date;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

/** A stored event with the username of whoever sent it. */
export interface LogRecord extends NewLogEntry {
  id: number;
  username: string | null;
}

export type LogTextColumn = 'action' | 'json' | 'referrer' | 'username';
export type LogNumberColumn = 'user_id' | 'dashboard_id' | 'slice_id' | 'duration_ms';
export type LogOrderColumn = LogTextColumn | LogNumberColumn | 'dttm';
export type TextOperator = 'eq' | 'neq' | 'ct' | 'nct' | 'sw' | 'ew' | 'nsw' | 'new';
export type RangeOperator = 'eq' | 'neq' | 'gt' | 'lt';

/** One filter of the log list, already checked and typed by the caller. */
export type LogCondition =
  | { column: LogTextColumn; op: TextOperator; value: string }
  | { column: LogNumberColumn; op: RangeOperator; value: number }
  | { column: LogNumberColumn; op: 'between'; value: [number, number] }
  | { column: 'dttm'; op: RangeOperator; value: Date }
  | { column: 'dttm'; op: 'between'; value: [Date, Date] };

export interface LogListQuery {
  conditions: readonly LogCondition[];
  orderBy: LogOrderColumn;
  direction: 'asc' | 'desc';
  /** Null returns every matching row. */
  limit: number | null;
  offset: number;
}

const COLUMN_SQL: Record<LogOrderColumn, string> = {
  action: 'l.action',
  json: 'l.json',
  referrer: 'l.referrer',
  username: 'u.username',
  user_id: 'l.user_id',
  dashboard_id: 'l.dashboard_id',
  slice_id: 'l.slice_id',
  duration_ms: 'l.duration_ms',
  dttm: 'l.dttm',
};

const SELECT_LOGS = `
  SELECT l.id, l.action, l.user_id, l.json, l.dttm, l.dashboard_id, l.slice_id, l.duration_ms, l.referrer,
    u.username
  FROM logs l
  LEFT JOIN users u ON u.id = l.user_id`;

/** Flask-AppBuilder's text filters: equality is exact, the others ignore letter case. */
function textClause(column: string, op: TextOperator): string {
  const lowered = `lower(${column})`;
  switch (op) {
    case 'eq':
      return `${column} = ?`;
    case 'neq':
      return `${column} <> ?`;
    case 'ct':
      return `contains(${lowered}, lower(?))`;
    case 'nct':
      return `NOT contains(${lowered}, lower(?))`;
    case 'sw':
      return `starts_with(${lowered}, lower(?))`;
    case 'nsw':
      return `NOT starts_with(${lowered}, lower(?))`;
    case 'ew':
      return `ends_with(${lowered}, lower(?))`;
    case 'new':
      return `NOT ends_with(${lowered}, lower(?))`;
  }
}

const RANGE_SQL: Record<RangeOperator, string> = { eq: '=', neq: '<>', gt: '>', lt: '<' };

function conditionSql(condition: LogCondition): { clause: string; params: SqlParam[] } {
  const column = COLUMN_SQL[condition.column];
  if (condition.op === 'between') {
    return { clause: `${column} BETWEEN ? AND ?`, params: [condition.value[0], condition.value[1]] };
  }
  if (condition.column === 'dttm' || typeof condition.value === 'number') {
    return { clause: `${column} ${RANGE_SQL[condition.op as RangeOperator]} ?`, params: [condition.value] };
  }
  return { clause: textClause(column, condition.op as TextOperator), params: [condition.value] };
}

function whereOf(conditions: readonly LogCondition[]): { where: string; params: SqlParam[] } {
  const clauses: string[] = [];
  const params: SqlParam[] = [];
  for (const condition of conditions) {
    const { clause, params: conditionParams } = conditionSql(condition);
    clauses.push(clause);
    params.push(...conditionParams);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

interface LogRow extends Omit<LogRecord, 'id'> {
  id: number | bigint;
}

function fromRow(row: LogRow): LogRecord {
  return { ...row, id: Number(row.id) };
}

/** Rows per INSERT statement (eight parameters each). */
const INSERT_CHUNK = 200;
const INSERT_COLUMNS = 'action, user_id, json, dttm, dashboard_id, slice_id, duration_ms, referrer';

/** Usage events: written in bulk by `/superset/log/`, read by admins, pruned by age. */
export class LogRepository {
  constructor(private readonly db: MetadataDatabase) {}

  /** Stores every entry in one transaction (all or nothing). */
  async insertMany(entries: readonly NewLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
        const chunk = entries.slice(start, start + INSERT_CHUNK);
        const params = chunk.flatMap((entry): SqlParam[] => [
          entry.action,
          entry.user_id,
          entry.json,
          entry.dttm,
          entry.dashboard_id,
          entry.slice_id,
          entry.duration_ms,
          entry.referrer,
        ]);
        const rows = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
        await tx.run(`INSERT INTO logs (${INSERT_COLUMNS}) VALUES ${rows}`, params);
      }
    });
  }

  /** One page of the matching events and how many match in all. */
  async list(query: LogListQuery): Promise<{ count: number; rows: LogRecord[] }> {
    const { where, params } = whereOf(query.conditions);
    const counted = await this.db.first<{ count: bigint | number }>(
      `SELECT count(*) AS count FROM logs l LEFT JOIN users u ON u.id = l.user_id ${where}`,
      params,
    );
    const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
    // The id breaks ties in the same direction, so equal times keep their insertion order.
    const order = `ORDER BY ${COLUMN_SQL[query.orderBy]} ${direction}, l.id ${direction}`;
    const page = query.limit === null ? '' : ` LIMIT ${query.limit} OFFSET ${query.offset}`;
    const rows = await this.db.all<LogRow>(`${SELECT_LOGS} ${where} ${order}${page}`, params);
    return { count: Number(counted?.count ?? 0), rows: rows.map(fromRow) };
  }

  async findById(id: number): Promise<LogRecord | null> {
    const row = await this.db.first<LogRow>(`${SELECT_LOGS} WHERE l.id = ?`, [id]);
    return row ? fromRow(row) : null;
  }

  /** Deletes events logged before `cutoff`; returns how many went. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const before = await tx.first<{ count: bigint | number }>('SELECT count(*) AS count FROM logs WHERE dttm < ?', [
        cutoff,
      ]);
      await tx.run('DELETE FROM logs WHERE dttm < ?', [cutoff]);
      return Number(before?.count ?? 0);
    });
  }
}
