/**
 * A user's favourite charts (favstar, class 'slice'): the status of a rison id list and marking
 * or unmarking one chart. All need `can_read` on Chart, as in Superset.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { canSeeChart, DatasourceResolver } from '../../services/chart/chartAccess';
import {
  chartPkParamsSchema,
  decodeIdList,
  idListQuerySchema,
  type ChartPkParams,
  type IdListQuery,
} from './chartSchemas';
import { visibleChart } from '../../services/chart/chartCommands';
import { chartWriteContext, requestUser } from './chartWrites';

export function registerChartFavoriteRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Chart');

  app.get<{ Querystring: IdListQuery }>(
    '/api/v1/chart/favorite_status/',
    { schema: { querystring: idListQuerySchema }, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const ids = decodeIdList(request.query.q);
      const resolver = new DatasourceResolver(app);
      let visible = 0;
      for (const chart of await app.store.charts.findByIds(ids))
        if (await canSeeChart(user, chart, resolver)) visible += 1;
      if (visible === 0) throw notFound();
      const favourites = await app.store.favourites.favouritesAmong(user.id, 'slice', ids);
      return { result: ids.map((id) => ({ id, value: favourites.has(id) })) };
    },
  );

  app.post<{ Params: ChartPkParams }>(
    '/api/v1/chart/:pk/favorites/',
    { schema: { params: chartPkParamsSchema }, onRequest: canRead },
    async (request) => {
      const context = chartWriteContext(app, request);
      const chart = await visibleChart(context, request.params.pk);
      await app.store.favourites.add(context.user.id, 'slice', chart.id);
      return { result: 'OK' };
    },
  );

  app.delete<{ Params: ChartPkParams }>(
    '/api/v1/chart/:pk/favorites/',
    { schema: { params: chartPkParamsSchema }, onRequest: canRead },
    async (request) => {
      const context = chartWriteContext(app, request);
      const chart = await visibleChart(context, request.params.pk);
      await app.store.favourites.remove(context.user.id, 'slice', chart.id);
      return { result: 'OK' };
    },
  );
}
