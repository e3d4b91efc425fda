import type { FastifyInstance } from 'fastify';

/** ChartRestApi (/api/v1/chart/) except the data endpoints: list, get, post, put, delete, favourites. Placeholder until the charts work fills it in. */
export async function registerChartRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
