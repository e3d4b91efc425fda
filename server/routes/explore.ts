import type { FastifyInstance } from 'fastify';

/** ExploreRestApi: GET /api/v1/explore/, /api/v1/explore/form_data, /api/v1/explore/permalink. Placeholder until the charts work fills it in. */
export async function registerExploreRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
