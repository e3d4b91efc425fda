/**
 * `GET /api/v1/chart/data/<cache_key>` (Superset's ChartDataRestApi.data_from_cache): the result
 * of an async chart data job, as the job's `done` event points to it. 200 `{"result": [...]}`;
 * 404 when the key is unknown, malformed or expired; 403 when the result was stored by other
 * users' jobs (admins may read every result).
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin, requirePermission } from '../../auth/permissions';
import { forbidden, notAuthorized, notFound } from '../../errors';

interface CacheKeyParams {
  cache_key: string;
}

const cacheKeyParamsSchema = {
  type: 'object',
  required: ['cache_key'],
  properties: { cache_key: { type: 'string', minLength: 1 } },
} as const;

export async function registerChartDataFromCacheRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: CacheKeyParams }>(
    '/api/v1/chart/data/:cache_key',
    { schema: { params: cacheKeyParamsSchema }, onRequest: requirePermission('can_read', 'Chart') },
    async (request) => {
      const user = request.user;
      if (!user) throw notAuthorized();
      const entry = await app.asyncQueries.results.get(request.params.cache_key);
      if (!entry) throw notFound();
      if (!isAdmin(user) && !entry.userIds.includes(user.id)) throw forbidden();
      return { result: entry.result };
    },
  );
}
