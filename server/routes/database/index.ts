import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { isDatabaseListed } from '../../services/database/databaseAccess';
import {
  DATABASE_LIST_COLUMNS,
  DATABASE_ORDER_COLUMNS,
  serializeDatabaseDetail,
  serializeDatabaseListItem,
} from './databaseSerializers';
import { buildListReply, listArgsSchema, type ListSpec } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { registerDatabaseMetadataRoutes } from './databaseMetadata';
import { registerDatabaseExportImportRoutes } from './databaseExportImport';

const TEXT_OPERATORS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const EQUALITY_OPERATORS = ['eq', 'neq'] as const;

export const DATABASE_LIST_SPEC: ListSpec = {
  listColumns: DATABASE_LIST_COLUMNS,
  orderColumns: DATABASE_ORDER_COLUMNS,
  filterOperators: {
    database_name: TEXT_OPERATORS,
    expose_in_sqllab: EQUALITY_OPERATORS,
    allow_file_upload: EQUALITY_OPERATORS,
    allow_dml: EQUALITY_OPERATORS,
    allow_run_async: EQUALITY_OPERATORS,
    id: EQUALITY_OPERATORS,
  },
  listTitle: 'List Database',
};

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(DATABASE_LIST_SPEC) },
  },
} as const;

const itemSchema = {
  params: {
    type: 'object',
    required: ['pk'],
    additionalProperties: false,
    properties: { pk: { type: 'integer' } },
  },
} as const;

/**
 * DatabaseRestApi: the list and one database (the metadata endpoints live in their own files),
 * both through Superset's DatabaseFilter: a database the user reaches nothing of is unknown to them.
 */
export async function registerDatabaseRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Database');

  app.get<RouteTypes<typeof listSchema>>(
    '/api/v1/database/',
    { schema: listSchema, onRequest: canRead },
    async (request) => {
      const now = new Date();
      const listed = (await app.store.databases.list()).filter((db) => isDatabaseListed(request.user, db));
      const rows = listed.map((db) => serializeDatabaseListItem(db, now));
      return buildListReply(DATABASE_LIST_SPEC, rows, request.query.q ?? {}, {
        defaultOrder: ['changed_on', 'desc'],
        sortKeys: { changed_on_delta_humanized: 'changed_on', 'created_by.first_name': 'created_by.first_name' },
      });
    },
  );

  app.get<RouteTypes<typeof itemSchema>>(
    '/api/v1/database/:pk',
    { schema: itemSchema, onRequest: canRead },
    async (request) => {
      const db = await app.store.databases.findById(request.params.pk);
      if (!db || !isDatabaseListed(request.user, db)) throw notFound();
      return { id: db.id, result: serializeDatabaseDetail(db) };
    },
  );

  await registerDatabaseMetadataRoutes(app);
  await registerDatabaseExportImportRoutes(app);
}
