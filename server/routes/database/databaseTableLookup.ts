/**
 * How the metadata endpoints find what a request names and answer when they cannot: the database
 * (unknown or unreached: not found), and one table described by its engine, named in the path
 * (FAB's 404s) or in the query string (SupersetError 404s and payload errors).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QueryEngine, TableInfo } from '../../engines/types';
import { HttpError, SupersetErrorsException, notFound, supersetError } from '../../errors';
import type { DatabaseRecord } from '../../store';
import { DEFAULT_SCHEMA, isDatabaseListed } from '../../services/database/databaseAccess';
import { mayReadTable } from '../../services/database/tableReach';
import type { PkParams, QualifiedTableQuery, TablePathParams } from './databaseMetadataSchemas';

export const CONNECTION_ERROR = 'There was an error connecting to the database';
const TABLE_NOT_FOUND = 'Table not found on the database';

/** Superset's `parse_js_uri_path_item`: URL-decodes once more; "undefined"/"null" mean no schema. */
export function parsePathItem(item: string | undefined, evalUndefined = false): string | null {
  if (item === undefined) return null;
  let decoded = item;
  try {
    decoded = decodeURIComponent(item);
  } catch {
    // Not percent-encoded text: keep it as it is.
  }
  return evalUndefined && (decoded === 'undefined' || decoded === 'null') ? null : decoded;
}

function queryText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/** The accessible database and its engine; null when unknown or not accessible. */
export async function findDatabase(
  app: FastifyInstance,
  request: FastifyRequest,
  pk: number,
): Promise<{ db: DatabaseRecord; engine: QueryEngine } | null> {
  const db = await app.store.databases.findById(pk);
  if (!db || !isDatabaseListed(request.user, db)) return null;
  const engine = app.engines.get(db.id);
  if (!engine) throw new HttpError(500, CONNECTION_ERROR);
  return { db, engine };
}

/** For the path-style endpoints (Superset's check_table_access): FAB 404s. */
export async function describeByPath(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: TablePathParams }>,
): Promise<{ info: TableInfo; schema: string }> {
  const found = await findDatabase(app, request, request.params.pk);
  if (!found) throw notFound();
  const table = parsePathItem(request.params.table);
  if (!table) throw new HttpError(422, 'Table name undefined');
  const schema = parsePathItem(request.params.schema, true) ?? DEFAULT_SCHEMA;
  if (!(await mayReadTable(app, request.user, found.db, schema, table))) throw notFound();
  const info = await found.engine.describeTable(schema, table);
  if (!info) throw new HttpError(404, TABLE_NOT_FOUND);
  return { info, schema };
}

/** For the 4.1+ query-parameter endpoints: SupersetError 404s and payload errors. */
export async function describeByQuery(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: PkParams; Querystring: QualifiedTableQuery }>,
): Promise<TableInfo> {
  const found = await findDatabase(app, request, request.params.pk);
  if (!found) throw new SupersetErrorsException(404, [supersetError('No such database', 'DATABASE_NOT_FOUND_ERROR')]);
  const name = queryText(request.query.name);
  if (!name) {
    throw new SupersetErrorsException(422, [
      supersetError('An error happened when validating the request', 'INVALID_PAYLOAD_SCHEMA_ERROR', 'error', {
        messages: { name: ['Missing data for required field.'] },
      }),
    ]);
  }
  const schema = queryText(request.query.schema) ?? DEFAULT_SCHEMA;
  const noSuchTable = new SupersetErrorsException(404, [supersetError('No such table', 'TABLE_NOT_FOUND_ERROR')]);
  // As Superset: a table the user may not read answers as a missing one, to hide that it exists.
  if (!(await mayReadTable(app, request.user, found.db, schema, name))) throw noSuchTable;
  const info = await found.engine.describeTable(schema, name);
  if (!info) throw noSuchTable;
  return info;
}
