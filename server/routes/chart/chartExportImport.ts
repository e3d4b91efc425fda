/**
 * Chart export and import (ChartRestApi.export / import_): a ZIP in Superset's bundle format with
 * the charts, their datasets and databases. Export needs `can_export` on Chart, import
 * `can_write`; charts the user may not see answer 404.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { canSeeChart, DatasourceResolver } from '../../services/chart/chartAccess';
import { buildExportBundle, handleImport, prepareImportScope, sendBundle } from '../../services/importExport';
import { decodeIdList, idListQuerySchema, type IdListQuery } from './chartSchemas';
import { requestUser } from './chartWrites';

export async function registerChartExportImportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: IdListQuery }>(
    '/api/v1/chart/export/',
    { schema: { querystring: idListQuerySchema }, onRequest: requirePermission('can_export', 'Chart') },
    async (request, reply) => {
      const ids = [...new Set(decodeIdList(request.query.q))];
      const user = requestUser(request);
      const resolver = new DatasourceResolver(app);
      const charts = await app.store.charts.findByIds(ids);
      if (charts.length !== ids.length) throw notFound();
      for (const chart of charts) if (!(await canSeeChart(user, chart, resolver))) throw notFound();
      return sendBundle(reply, await buildExportBundle(app.store, 'chart', { charts }));
    },
  );

  await app.register(async (scope) => {
    await prepareImportScope(scope);
    scope.post('/api/v1/chart/import/', { onRequest: requirePermission('can_write', 'Chart') }, (request) =>
      handleImport(app, request, 'charts'),
    );
  });
}
