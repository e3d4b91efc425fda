/** CREATE TABLE/VIEW AS SELECT for SQL Lab runs with `select_as_cta`. */
import { supersetError, type SupersetError } from '../errors';
import { isSelectStatement, isWritingOrSessionStatement, splitStatements } from '../query/sqlStatements';
import type { CtasMethod } from '../store/queries';
import { INVALID_CTAS_MESSAGE, INVALID_CVAS_MESSAGE } from './queryErrors';

export interface CtasTarget {
  method: CtasMethod;
  table: string;
  schema: string | null;
}

interface CtasPlan {
  statements: string[];
  /** The query that reads the created table back (Superset's select_sql). */
  selectSql: string;
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function qualified(target: CtasTarget): string {
  return target.schema ? `${quote(target.schema)}.${quote(target.table)}` : quote(target.table);
}

/** Superset's default name: tmp_<user id>_table_<YYYY_MM_DD_HH_MM_SS> of the start time (UTC). */
export function defaultTmpTableName(userId: number | null, startMs: number): string {
  const iso = new Date(startMs).toISOString();
  const stamp = `${iso.slice(0, 10)}_${iso.slice(11, 19)}`.replace(/[-:]/g, '_');
  return `tmp_${userId ?? 0}_table_${stamp}`;
}

/** The invalid-CTAS/CVAS error, or null when the statements can be turned into a table or view. */
export function validateCtas(statements: readonly string[], method: CtasMethod): SupersetError | null {
  const last = statements[statements.length - 1];
  if (method === 'TABLE' && (last === undefined || !isSelectStatement(last))) {
    return supersetError(INVALID_CTAS_MESSAGE, 'INVALID_CTAS_QUERY_ERROR');
  }
  if (method === 'VIEW' && (statements.length !== 1 || !isSelectStatement(statements[0]))) {
    return supersetError(INVALID_CVAS_MESSAGE, 'INVALID_CVAS_QUERY_ERROR');
  }
  return null;
}

/** Wraps the last statement in CREATE TABLE/VIEW … AS. */
export function planCtas(statements: readonly string[], target: CtasTarget, limit: number | null): CtasPlan {
  const last = statements[statements.length - 1];
  const create = `CREATE ${target.method} ${qualified(target)} AS\n${last}`;
  const limitClause = limit ? `\nLIMIT ${limit}` : '';
  return {
    statements: [...statements.slice(0, -1), create],
    selectSql: `SELECT *\nFROM ${qualified(target)}${limitClause}`,
  };
}

/** The `CREATE TABLE|VIEW <name> AS` line planCtas writes, with its quoted (optionally schema-qualified) name. */
const CREATE_AS = /^CREATE (TABLE|VIEW) ((?:"(?:[^"]|"")*"\.)?"(?:[^"]|"")*") AS\n([\s\S]+)$/;

function unquoteName(quoted: string): string {
  return quoted.slice(1, -1).replace(/""/g, '"');
}

/**
 * The target of a script planCtas produced — read-only statements, then one CREATE TABLE/VIEW …
 * AS <select> (a view: that statement alone) — or null for any other script.
 */
export function ctasTargetOfScript(sql: string): CtasTarget | null {
  const statements = splitStatements(sql);
  const match = CREATE_AS.exec(statements[statements.length - 1] ?? '');
  if (!match) return null;
  const [, method = '', name = '', select = ''] = match;
  if (!isSelectStatement(select) || statements.slice(0, -1).some(isWritingOrSessionStatement)) return null;
  if (method === 'VIEW' && statements.length !== 1) return null;
  const [first = '""', second] = name.match(/"(?:[^"]|"")*"/g) ?? [];
  const table = unquoteName(second ?? first);
  const schema = second === undefined ? null : unquoteName(first);
  return { method: method === 'VIEW' ? 'VIEW' : 'TABLE', table, schema };
}
