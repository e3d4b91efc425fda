/**
 * DatabaseRestApi's metadata endpoints: schemas, catalogs, tables, table metadata, extra table
 * metadata and the select-star statement. A database the user reaches nothing of answers as an
 * unknown one (404), as Superset's base filter does; schemas and tables are those the user can
 * reach (services/database/databaseAccess.ts), and a table they cannot reach answers as a missing
 * one (404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { requirePermission } from '../../auth/permissions';
import type { QueryEngine, TableInfo } from '../../engines/types';
import { HttpError, SupersetErrorsException, notFound, supersetError } from '../../errors';
import type { DatabaseRecord } from '../../store';
import {
  accessibleSchemas,
  accessibleTableNames,
  canAccessTable,
  datasetsOfDatabase,
  DEFAULT_SCHEMA,
  isDatabaseListed,
} from '../../services/database/databaseAccess';
import { canAccessDatabase } from '../../services/sqllab/sqllabAccess';
import { tableListKey } from '../../services/database/tableListCache';
import { selectStarSql, tableMetadata } from '../../services/database/tableMetadata';

const CONNECTION_ERROR = 'There was an error connecting to the database';
const TABLE_NOT_FOUND = 'Table not found on the database';

interface PkParams {
  pk: number;
}
interface TablePathParams extends PkParams {
  table: string;
  schema?: string;
}
interface SchemasArgs {
  force?: boolean;
  catalog?: string | null;
  upload_allowed?: boolean;
}
interface TablesArgs {
  force?: boolean;
  schema_name: string;
  catalog_name?: string | null;
}
interface QualifiedTableQuery {
  name?: unknown;
  schema?: unknown;
  catalog?: unknown;
}

const pkProperties = { pk: { type: 'integer' } } as const;
const pkSchema = { params: { type: 'object', required: ['pk'], properties: pkProperties } } as const;
const tablePathSchema = {
  params: {
    type: 'object',
    required: ['pk', 'table'],
    properties: { ...pkProperties, table: { type: 'string' }, schema: { type: 'string' } },
  },
} as const;
const nullableString = { type: ['string', 'null'] } as const;
const schemasSchema = {
  ...pkSchema,
  querystring: {
    type: 'object',
    properties: {
      q: {
        type: 'object',
        properties: { force: { type: 'boolean' }, catalog: nullableString, upload_allowed: { type: 'boolean' } },
      },
    },
  },
} as const;
const tablesSchema = {
  ...pkSchema,
  querystring: {
    type: 'object',
    required: ['q'],
    properties: {
      q: {
        type: 'object',
        required: ['schema_name'],
        properties: { force: { type: 'boolean' }, schema_name: { type: 'string' }, catalog_name: nullableString },
      },
    },
  },
} as const;

/** Superset's `parse_js_uri_path_item`: URL-decodes once more; "undefined"/"null" mean no schema. */
function parsePathItem(item: string | undefined, evalUndefined = false): string | null {
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

interface TableListPayload {
  count: number;
  result: Array<{ value: string }>;
}

export async function registerDatabaseMetadataRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Database');
  const tableLists = app.tableListCache;

  /** The accessible database and its engine; null when unknown or not accessible. */
  async function findDatabase(
    request: FastifyRequest,
    pk: number,
  ): Promise<{ db: DatabaseRecord; engine: QueryEngine } | null> {
    const db = await app.store.databases.findById(pk);
    if (!db || !isDatabaseListed(request.user, db)) return null;
    const engine = app.engines.get(db.id);
    if (!engine) throw new HttpError(500, CONNECTION_ERROR);
    return { db, engine };
  }

  /** The (cached) table list of a schema cut down to the tables the user can reach. */
  async function reachableTablesJson(
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

  /** Superset's raise_for_access on one table (database-level access, or access to the table). */
  async function mayReadTable(
    request: FastifyRequest,
    db: DatabaseRecord,
    schema: string,
    table: string,
  ): Promise<boolean> {
    const user = request.user;
    if (!user) return false;
    if (canAccessDatabase(user, db)) return true;
    return canAccessTable(user, db, schema, table, await datasetsOfDatabase(app, db.id));
  }

  /** For the path-style endpoints (Superset's check_table_access): FAB 404s. */
  async function describeByPath(
    request: FastifyRequest<{ Params: TablePathParams }>,
  ): Promise<{ info: TableInfo; schema: string }> {
    const found = await findDatabase(request, request.params.pk);
    if (!found) throw notFound();
    const table = parsePathItem(request.params.table);
    if (!table) throw new HttpError(422, 'Table name undefined');
    const schema = parsePathItem(request.params.schema, true) ?? DEFAULT_SCHEMA;
    if (!(await mayReadTable(request, found.db, schema, table))) throw notFound();
    const info = await found.engine.describeTable(schema, table);
    if (!info) throw new HttpError(404, TABLE_NOT_FOUND);
    return { info, schema };
  }

  /** For the 4.1+ query-parameter endpoints: SupersetError 404s and payload errors. */
  async function describeByQuery(
    request: FastifyRequest<{ Params: PkParams; Querystring: QualifiedTableQuery }>,
  ): Promise<TableInfo> {
    const found = await findDatabase(request, request.params.pk);
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
    if (!(await mayReadTable(request, found.db, schema, name))) throw noSuchTable;
    const info = await found.engine.describeTable(schema, name);
    if (!info) throw noSuchTable;
    return info;
  }

  app.get<{ Params: PkParams; Querystring: { q?: SchemasArgs } }>(
    '/api/v1/database/:pk/schemas/',
    { schema: schemasSchema, onRequest: canRead },
    async (request) => {
      const found = await findDatabase(request, request.params.pk);
      if (!found) throw notFound();
      let schemas: string[];
      try {
        schemas = await found.engine.listSchemas();
      } catch {
        throw new HttpError(500, CONNECTION_ERROR);
      }
      const user = request.user;
      if (!user) throw notFound();
      const reachable = accessibleSchemas(
        user,
        found.db,
        schemas,
        canAccessDatabase(user, found.db) ? [] : await datasetsOfDatabase(app, found.db.id),
      );
      if (request.query.q?.upload_allowed && !found.db.allow_file_upload) return { result: [] };
      return { result: reachable };
    },
  );

  app.get<{ Params: PkParams }>(
    '/api/v1/database/:pk/catalogs/',
    { schema: pkSchema, onRequest: canRead },
    async (request) => {
      if (!(await findDatabase(request, request.params.pk))) throw notFound();
      // DuckDB databases here are single-catalog (allow_multi_catalog is off): nothing to choose.
      return { result: [] };
    },
  );

  app.get<{ Params: PkParams; Querystring: { q: TablesArgs } }>(
    '/api/v1/database/:pk/tables/',
    { schema: tablesSchema, onRequest: canRead },
    async (request, reply) => {
      const found = await findDatabase(request, request.params.pk);
      if (!found) throw notFound();
      // The client URI-encodes the schema name before rison-encoding it.
      const schema = parsePathItem(request.query.q.schema_name) ?? '';
      const key = tableListKey(found.db.id, schema);
      const json = await tableLists
        .get(key, request.query.q.force === true, async () => {
          const tables = await found.engine.listTables(schema);
          const result = tables.map((table) =>
            table.type === 'table' ? { value: table.value, type: table.type, extra: null } : table,
          );
          return JSON.stringify({ count: result.length, result });
        })
        .catch((error: unknown) => {
          throw new HttpError(422, error instanceof Error ? error.message : String(error));
        });
      const user = request.user;
      if (!user) throw notFound();
      return reply
        .type('application/json; charset=utf-8')
        .send(await reachableTablesJson(user, found.db, schema, json));
    },
  );

  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/table/:table/:schema/',
    { schema: tablePathSchema, onRequest: canRead },
    async (request) => tableMetadata((await describeByPath(request)).info),
  );

  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    { schema: tablePathSchema, onRequest: canRead },
    async (request) => {
      await describeByPath(request);
      // DuckDB has no partitions or clustering to report.
      return {};
    },
  );

  app.get<{ Params: PkParams; Querystring: QualifiedTableQuery }>(
    '/api/v1/database/:pk/table_metadata/',
    { schema: pkSchema, onRequest: canRead },
    async (request) => tableMetadata(await describeByQuery(request)),
  );

  app.get<{ Params: PkParams; Querystring: QualifiedTableQuery }>(
    '/api/v1/database/:pk/table_metadata/extra/',
    { schema: pkSchema, onRequest: canRead },
    async (request) => {
      await describeByQuery(request);
      return {};
    },
  );

  const selectStar = async (request: FastifyRequest<{ Params: TablePathParams }>) => {
    const { info, schema } = await describeByPath(request);
    return { result: selectStarSql(schema, info.name, null) };
  };
  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/select_star/:table/',
    { schema: tablePathSchema, onRequest: canRead },
    selectStar,
  );
  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/select_star/:table/:schema/',
    { schema: tablePathSchema, onRequest: canRead },
    selectStar,
  );
}
