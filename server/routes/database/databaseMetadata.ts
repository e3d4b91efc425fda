/**
 * DatabaseRestApi's metadata endpoints: schemas, catalogs, tables, table metadata, extra table
 * metadata and the select-star statement. A database the user reaches nothing of answers as an
 * unknown one (404), as Superset's base filter does; schemas and tables are those the user can
 * reach (services/database/databaseAccess.ts), and a table they cannot reach answers as a missing
 * one (404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { accessibleSchemas, datasetsOfDatabase } from '../../services/database/databaseAccess';
import { canAccessDatabase } from '../../services/sqllab/sqllabAccess';
import { tableListKey } from '../../services/database/tableListCache';
import { selectStarSql, tableMetadata } from '../../services/database/tableMetadata';
import { reachableTablesJson } from '../../services/database/tableReach';
import {
  pkSchema,
  schemasSchema,
  tablePathSchema,
  tablesSchema,
  type PkParams,
  type QualifiedTableQuery,
  type TablePathParams,
} from './databaseMetadataSchemas';
import { CONNECTION_ERROR, describeByPath, describeByQuery, findDatabase, parsePathItem } from './databaseTableLookup';

export async function registerDatabaseMetadataRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Database');
  const tableLists = app.tableListCache;

  app.get<RouteTypes<typeof schemasSchema>>(
    '/api/v1/database/:pk/schemas/',
    { schema: schemasSchema, onRequest: canRead },
    async (request) => {
      const found = await findDatabase(app, request, request.params.pk);
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
      if (!(await findDatabase(app, request, request.params.pk))) throw notFound();
      // DuckDB databases here are single-catalog (allow_multi_catalog is off): nothing to choose.
      return { result: [] };
    },
  );

  app.get<RouteTypes<typeof tablesSchema>>(
    '/api/v1/database/:pk/tables/',
    { schema: tablesSchema, onRequest: canRead },
    async (request, reply) => {
      const found = await findDatabase(app, request, request.params.pk);
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
        .send(await reachableTablesJson(app, user, found.db, schema, json));
    },
  );

  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/table/:table/:schema/',
    { schema: tablePathSchema, onRequest: canRead },
    async (request) => tableMetadata((await describeByPath(app, request)).info),
  );

  app.get<{ Params: TablePathParams }>(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    { schema: tablePathSchema, onRequest: canRead },
    async (request) => {
      await describeByPath(app, request);
      // DuckDB has no partitions or clustering to report.
      return {};
    },
  );

  app.get<{ Params: PkParams; Querystring: QualifiedTableQuery }>(
    '/api/v1/database/:pk/table_metadata/',
    { schema: pkSchema, onRequest: canRead },
    async (request) => tableMetadata(await describeByQuery(app, request)),
  );

  app.get<{ Params: PkParams; Querystring: QualifiedTableQuery }>(
    '/api/v1/database/:pk/table_metadata/extra/',
    { schema: pkSchema, onRequest: canRead },
    async (request) => {
      await describeByQuery(app, request);
      return {};
    },
  );

  const selectStar = async (request: FastifyRequest<{ Params: TablePathParams }>) => {
    const { info, schema } = await describeByPath(app, request);
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
