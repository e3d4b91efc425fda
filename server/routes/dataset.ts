import type { FastifyInstance } from 'fastify';

/** DatasetRestApi (/api/v1/dataset/). Placeholder until the datasets work fills it in. */
export async function registerDatasetRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
