import type { FastifyInstance } from 'fastify';

/** SavedQueryRestApi (/api/v1/saved_query/) and the legacy /savedqueryviewapi/api/ routes. Placeholder until the saved-queries work fills it in. */
export async function registerSavedQueryRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
