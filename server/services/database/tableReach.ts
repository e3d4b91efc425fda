/**
 * Which tables of a database one user reaches, applied to what the metadata endpoints answer: the
 * cached table list of a schema cut down to the reachable tables, and Superset's raise_for_access
 * on one table (database-level access, or access to the table).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { DatabaseRecord } from '../../store';
import { canAccessDatabase } from '../sqllab/sqllabAccess';
import { accessibleTableNames, canAccessTable, datasetsOfDatabase } from './databaseAccess';

interface TableListPayload {
  count: number;
  result: Array<{ value: string }>;
}

/** The (cached) table list JSON of a schema cut down to the tables the user can reach. */
export async function reachableTablesJson(
  app: FastifyInstance,
  user: AuthenticatedUser,
  db: DatabaseRecord,
  schema: string,
  json: string,
): Promise<string> {
  if (canAccessDatabase(user, db)) return json;
  const payload = JSON.parse(json) as TableListPayload;
  const names = payload.result.map((item) => item.value);
  const reachable = accessibleTableNames(user, db, schema, names, await datasetsOfDatabase(app, db.id));
  const result = payload.result.filter((item) => reachable.has(item.value));
  return JSON.stringify({ count: result.length, result });
}

/** Superset's raise_for_access on one table; no user reads nothing. */
export async function mayReadTable(
  app: FastifyInstance,
  user: AuthenticatedUser | null,
  db: DatabaseRecord,
  schema: string,
  table: string,
): Promise<boolean> {
  if (!user) return false;
  if (canAccessDatabase(user, db)) return true;
  return canAccessTable(user, db, schema, table, await datasetsOfDatabase(app, db.id));
}
