import type { FastifyInstance } from 'fastify';

/** The legacy key-value store: POST /kv/store/ and GET /kv/{id}/. Placeholder until the share-link work fills it in. */
export async function registerKvRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
