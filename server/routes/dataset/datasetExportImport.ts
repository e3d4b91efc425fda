/**
 * Dataset export and import (DatasetRestApi.export / import_): a ZIP in Superset's bundle format
 * with the datasets and their databases. Export needs `can_export` on Dataset, import
 * `can_write`; datasets the user may not access answer 404.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { canAccessDataset } from '../../services/dataset/datasetAccess';
import { buildExportBundle, handleImport, prepareImportScope, sendBundle } from '../../services/importExport';
import { decodeIdList, idListQuerySchema, type IdListQuery } from '../chart/chartSchemas';
import { requestUser } from '../chart/chartWrites';

export async function registerDatasetExportImportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: IdListQuery }>(
    '/api/v1/dataset/export/',
    { schema: { querystring: idListQuerySchema }, onRequest: requirePermission('can_export', 'Dataset') },
    async (request, reply) => {
      const ids = [...new Set(decodeIdList(request.query.q))];
      const user = requestUser(request);
      const datasets = await app.store.datasets.findByIds(ids);
      if (datasets.length !== ids.length) throw notFound();
      for (const dataset of datasets) {
        const database = await app.store.databases.findById(dataset.database_id);
        if (!database || !canAccessDataset(user, dataset, database)) throw notFound();
      }
      return sendBundle(reply, await buildExportBundle(app.store, 'dataset', { datasets }));
    },
  );

  await app.register(async (scope) => {
    await prepareImportScope(scope);
    scope.post('/api/v1/dataset/import/', { onRequest: requirePermission('can_write', 'Dataset') }, (request) =>
      handleImport(app, request, 'datasets'),
    );
  });
}
