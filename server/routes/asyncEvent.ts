import type { FastifyInstance } from 'fastify';

/** GET /api/v1/async_event/ (global async queries). Placeholder until the chart data work fills it in. */
export async function registerAsyncEventRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
