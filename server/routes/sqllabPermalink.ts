import type { FastifyInstance } from 'fastify';

/** SQL Lab permalinks: POST /api/v1/sqllab/permalink and GET /api/v1/sqllab/permalink/{key}. Placeholder until the share-link work fills it in. */
export async function registerSqlLabPermalinkRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
