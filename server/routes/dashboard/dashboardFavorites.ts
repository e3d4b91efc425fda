/**
 * A user's favourite dashboards (favstar, class 'Dashboard'): the status of a rison id list and
 * marking or unmarking one. All need `can_read` on Dashboard; dashboards the list filter hides
 * answer as missing (404), as Superset's DAO lookups with their base filter do.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { listedDashboard, listedDashboards } from '../../services/dashboard/dashboardAccess';
import { decodeIdList, idListQuerySchema } from '../chart/chartSchemas';
import { requestUser } from '../chart/chartWrites';
import { pkParamsSchema } from './dashboardSchemas';

export function registerDashboardFavoriteRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Dashboard');

  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/dashboard/favorite_status/',
    { schema: { querystring: idListQuerySchema }, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const ids = decodeIdList(request.query.q);
      const found = await listedDashboards(app, user, ids, new DatasourceResolver(app));
      if (found.length === 0) throw notFound();
      const favourites = await app.store.favourites.favouritesAmong(user.id, 'Dashboard', ids);
      return { result: ids.map((id) => ({ id, value: favourites.has(id) })) };
    },
  );

  app.post<{ Params: { pk: number } }>(
    '/api/v1/dashboard/:pk/favorites/',
    { schema: { params: pkParamsSchema }, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const dashboard = await listedDashboard(app, user, request.params.pk, new DatasourceResolver(app));
      await app.store.favourites.add(user.id, 'Dashboard', dashboard.id);
      return { result: 'OK' };
    },
  );

  app.delete<{ Params: { pk: number } }>(
    '/api/v1/dashboard/:pk/favorites/',
    { schema: { params: pkParamsSchema }, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const dashboard = await listedDashboard(app, user, request.params.pk, new DatasourceResolver(app));
      await app.store.favourites.remove(user.id, 'Dashboard', dashboard.id);
      return { result: 'OK' };
    },
  );
}
