import type { FastifyInstance } from 'fastify';

/** Datasource helpers: /superset/fetch_datasource_metadata, /datasource/external_metadata/… Placeholder until the datasets work fills it in. */
export async function registerDatasourceRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
