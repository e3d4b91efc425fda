/**
 * Dashboard export and import (DashboardRestApi.export / import_): a ZIP of YAML documents in
 * Superset's bundle format, with the dashboards' charts, datasets and databases. Export needs
 * `can_export` on Dashboard, import `can_write`; dashboards the user may not see answer 404.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { canListDashboard } from '../../services/dashboard/dashboardAccess';
import { buildExportBundle, handleImport, prepareImportScope, sendBundle } from '../../services/importExport';
import { decodeIdList, idListQuerySchema, type IdListQuery } from '../chart/chartSchemas';
import { requestUser } from '../chart/chartWrites';

export async function registerDashboardExportImportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: IdListQuery }>(
    '/api/v1/dashboard/export/',
    { schema: { querystring: idListQuerySchema }, onRequest: requirePermission('can_export', 'Dashboard') },
    async (request, reply) => {
      const ids = [...new Set(decodeIdList(request.query.q))];
      const user = requestUser(request);
      const resolver = new DatasourceResolver(app);
      const dashboards = await app.store.dashboards.findByIds(ids);
      if (dashboards.length !== ids.length) throw notFound();
      for (const dashboard of dashboards)
        if (!(await canListDashboard(app, user, dashboard, resolver))) throw notFound();
      return sendBundle(reply, await buildExportBundle(app.store, 'dashboard', { dashboards }));
    },
  );

  await app.register(async (scope) => {
    await prepareImportScope(scope);
    scope.post('/api/v1/dashboard/import/', { onRequest: requirePermission('can_write', 'Dashboard') }, (request) =>
      handleImport(app, request, 'dashboards'),
    );
  });
}
