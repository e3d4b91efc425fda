/**
 * The app's one chart data cache (Superset's data cache): the payload of each query object a chart
 * data request ran, shared by every request of the app.
 */
import type { FastifyInstance } from 'fastify';
import { ChartDataCache } from '../../jobs/chartDataCache';
import type { QueryPayload } from './chartDataProcessor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chart query payloads by cache key, kept for the query's cache timeout. */
    chartDataCache: ChartDataCache<QueryPayload>;
  }
}

export function decorateChartDataCache(app: FastifyInstance): void {
  app.decorate('chartDataCache', new ChartDataCache<QueryPayload>());
}
