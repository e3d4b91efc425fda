/**
 * Database export and import (DatabaseRestApi.export / import_): a ZIP in Superset's bundle format
 * with the databases and all their datasets. Export needs `can_export` on Database, import
 * `can_write` (Admin only among the built-in roles); databases the user may not see answer 404.
 * An import matches this server's databases (it never connects to a new one) and, with
 * `overwrite`, changes their settings and adds the bundle's new datasets.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { isDatabaseListed } from '../../services/database/databaseAccess';
import { buildExportBundle, handleImport, prepareImportScope, sendBundle } from '../../services/importExport';
import { decodeIdList, idListQuerySchema, type IdListQuery } from '../chart/chartSchemas';

export async function registerDatabaseExportImportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: IdListQuery }>(
    '/api/v1/database/export/',
    { schema: { querystring: idListQuerySchema }, onRequest: requirePermission('can_export', 'Database') },
    async (request, reply) => {
      const ids = [...new Set(decodeIdList(request.query.q))];
      const databases = [];
      for (const id of ids) {
        const database = await app.store.databases.findById(id);
        // DatabaseDAO.find_by_ids goes through DatabaseFilter: an unseen database is unknown.
        if (!database || !isDatabaseListed(request.user, database)) throw notFound();
        databases.push(database);
      }
      return sendBundle(reply, await buildExportBundle(app.store, 'database', { databases }));
    },
  );

  await app.register(async (scope) => {
    await prepareImportScope(scope);
    scope.post('/api/v1/database/import/', { onRequest: requirePermission('can_write', 'Database') }, (request) =>
      handleImport(app, request, 'databases'),
    );
  });
}
