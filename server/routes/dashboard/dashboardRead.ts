/**
 * Reading one dashboard by id, slug or uuid: the dashboard, its charts, its datasets and its tabs.
 * All need `can_read` on Dashboard and the read rule of services/dashboard/dashboardAccess.ts
 * (404 when there is no such dashboard, 403 when the user may not see it).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { readableDashboard } from '../../services/dashboard/dashboardAccess';
import { dashboardTabs } from '../../services/dashboard/dashboardTabs';
import { requestUser } from '../chart/chartWrites';
import { idOrSlugParamsSchema } from './dashboardSchemas';
import { dashboardChartItem, dashboardDatasetItems, dashboardShowItem } from './dashboardSerializers';

type IdOrSlugRequest = { Params: { idOrSlug: string } };

export function registerDashboardReadRoutes(app: FastifyInstance): void {
  const options = { schema: { params: idOrSlugParamsSchema }, onRequest: requirePermission('can_read', 'Dashboard') };

  app.get<IdOrSlugRequest>('/api/v1/dashboard/:idOrSlug', options, async (request) => {
    const user = requestUser(request);
    const dashboard = await readableDashboard(app, user, request.params.idOrSlug, new DatasourceResolver(app));
    return { result: await dashboardShowItem(app, dashboard) };
  });

  app.get<IdOrSlugRequest>('/api/v1/dashboard/:idOrSlug/charts', options, async (request) => {
    const user = requestUser(request);
    const dashboard = await readableDashboard(app, user, request.params.idOrSlug, new DatasourceResolver(app));
    const charts = await app.store.charts.findByIds(dashboard.slice_ids);
    return { result: charts.map(dashboardChartItem) };
  });

  app.get<IdOrSlugRequest>('/api/v1/dashboard/:idOrSlug/datasets', options, async (request) => {
    const user = requestUser(request);
    const resolver = new DatasourceResolver(app);
    const dashboard = await readableDashboard(app, user, request.params.idOrSlug, resolver);
    return { result: await dashboardDatasetItems(app, user, dashboard, resolver) };
  });

  app.get<IdOrSlugRequest>('/api/v1/dashboard/:idOrSlug/tabs', options, async (request) => {
    const user = requestUser(request);
    const dashboard = await readableDashboard(app, user, request.params.idOrSlug, new DatasourceResolver(app));
    return { result: dashboardTabs(dashboard.position_json, dashboard.json_metadata) };
  });
}
