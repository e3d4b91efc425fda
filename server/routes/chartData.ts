import type { FastifyInstance } from 'fastify';

/** POST /api/v1/chart/data, GET /api/v1/chart/{id}/data/, legacy /superset/explore_json/, POST /datasource/samples. Placeholder until the chart data work fills it in. */
export async function registerChartDataRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
