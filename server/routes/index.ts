/** Every API area's routes, one registrar per folder (the SPA's pages are server/http/spa.ts). */
import type { FastifyInstance } from 'fastify';
import { registerAnnotationLayerRoutes } from './annotationLayer';
import { registerAsyncEventRoutes } from './asyncEvent';
import { registerAuthRoutes } from './auth';
import { registerChartRoutes } from './chart';
import { registerChartDataRoutes } from './chartData';
import { registerDashboardRoutes } from './dashboard';
import { registerDatabaseRoutes } from './database';
import { registerDatasetRoutes } from './dataset';
import { registerDatasourceRoutes } from './datasource';
import { registerExploreRoutes } from './explore';
import { registerHealthRoutes } from './health';
import { registerKvRoutes } from './kv';
import { registerReportRoutes } from './report';
import { registerLogRoutes } from './log';
import { registerSavedQueryRoutes } from './savedQuery';
import { registerSecurityRoutes } from './security';
import { registerSqlLabRoutes } from './sqllab';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerHealthRoutes(app);
  await registerAuthRoutes(app);
  await registerSecurityRoutes(app);
  await registerDatabaseRoutes(app);
  await registerSqlLabRoutes(app);
  await registerSavedQueryRoutes(app);
  await registerKvRoutes(app);
  await registerDatasetRoutes(app);
  await registerDatasourceRoutes(app);
  await registerChartDataRoutes(app);
  await registerAsyncEventRoutes(app);
  await registerChartRoutes(app);
  await registerAnnotationLayerRoutes(app);
  await registerExploreRoutes(app);
  await registerDashboardRoutes(app);
  await registerReportRoutes(app);
  await registerLogRoutes(app);
}
