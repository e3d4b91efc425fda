import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuth } from './auth/plugin';
import { registerJsonBodyParser } from './http/jsonBody';
import { collectRouteCatalog } from './http/routeCatalog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { resolveSecretKey } from './auth/secretKey';
import { databasePermissionView } from './auth/permissionCatalog';
import type { ServerConfig } from './config';
import { EngineRegistry } from './engineRegistry';
import { DuckDBEngine } from './engines/duckdb';
import { ensureExampleData } from './examples';
import { CtasWriteGuard } from './jobs/ctasWriteGuard';
import { ensureExampleDatasets } from './examples/datasets';
import { ensureExampleCharts } from './examples/charts';
import { ensureExampleDashboardFilters, ensureExampleDashboards } from './examples/dashboards';
import { registerErrorHandler } from './http/errorHandlers';
import { registerQueryCoercion } from './http/queryCoercion';
import { registerRisonQueryDecoding } from './http/rison';
import { registerSpaRoutes } from './http/spa';
import { decorateSqlLabJobs } from './jobs';
import { decorateAsyncQueries } from './jobs/asyncEvents';
import { decorateReportScheduler, startReportScheduler } from './jobs/reportSchedulerSetup';
import { decorateAsyncTokenSecret } from './auth/asyncTokenCookie';
import { decorateLoginThrottle } from './auth/loginThrottle';
import { registerRoutes } from './routes';
import { decorateChartDataCache } from './services/chartData/queryPayloadCache';
import { decorateTableListCache } from './services/database/tableListCache';
import { MetadataStore, type NewDatabase } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    store: MetadataStore;
    engines: EngineRegistry;
    config: ServerConfig;
    /** Signs session cookies and API tokens. */
    secretKey: string;
    /** How long generating the example data took on this start, or null when it already existed. */
    exampleGenerationMs: number | null;
  }
}

/**
 * The examples database's uuid: Superset's own for its `examples` (EXAMPLES_DB_UUID in
 * superset/constants.py). Superset matches an imported bundle's database by uuid, else by name and
 * then writes the bundle's connection over its own; with this uuid our exports match its examples.
 */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

/** The database SQL Lab and the examples use, as Superset's `examples` connection. */
const EXAMPLES_DATABASE: NewDatabase = {
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: true,
  allow_dml: false,
  // CTAS/CVAS write into the examples file (opened read-write); any other write stays refused.
  allow_ctas: true,
  allow_cvas: true,
  allow_file_upload: false,
  expose_in_sqllab: true,
  allows_subquery: true,
  allows_cost_estimate: true,
  allows_virtual_table_explore: true,
  disable_data_preview: false,
  disable_drill_to_detail: false,
  allow_multi_catalog: false,
  force_ctas_schema: null,
  extra: '{}',
};

interface BuildAppOptions {
  /** Progress lines of start-up work (example data generation); silent by default. */
  log?: (line: string) => void;
}

async function openExamples(app: FastifyInstance, config: ServerConfig, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const examples = await ensureExampleData(config.dataDir, log);
  app.exampleGenerationMs = examples.generated ? Math.round(performance.now() - started) : null;

  let record = await app.store.databases.ensureByName(EXAMPLES_DATABASE, EXAMPLES_DATABASE_UUID);
  // A data folder from before the uuid was fixed. Nothing stored holds the old one: datasets refer
  // to the database by id, exports read its uuid when made (an older bundle matches by name).
  if (record.uuid !== EXAMPLES_DATABASE_UUID)
    record = await app.store.databases.updateUuid(record.id, EXAMPLES_DATABASE_UUID);
  if (record.allow_ctas !== EXAMPLES_DATABASE.allow_ctas || record.allow_cvas !== EXAMPLES_DATABASE.allow_cvas) {
    // A data folder from before CTAS was allowed on the examples database.
    record = await app.store.databases.updateCtasFlags(record.id, EXAMPLES_DATABASE);
  }
  await app.store.roles.ensurePermissionView(
    'database_access',
    databasePermissionView(record.database_name, record.id),
  );
  const tableLists = app.tableListCache;
  const databaseId = record.id;
  const engine = await DuckDBEngine.open(examples.file);
  app.engines.register(databaseId, new CtasWriteGuard(engine, () => tableLists.invalidateDatabase(databaseId)));
  const registered = await ensureExampleDatasets(app.store, app.engines, record);
  const admin = registered > 0 ? await app.store.users.findByUsername('admin') : null;
  if (admin) await ensureExampleCharts(app.store, record, admin.id);
  if (admin) await ensureExampleDashboards(app.store, admin.id);
  // Example dashboards seeded before they had filters get them once.
  await ensureExampleDashboardFilters(app.store);
}

async function registerHttp(app: FastifyInstance): Promise<void> {
  registerErrorHandler(app);
  registerRisonQueryDecoding(app);
  registerQueryCoercion(app);
  // JSON only, as Superset's API; the login form registers its own parser for its routes.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app);
  await registerAuth(app);
  await registerRoutes(app);
  // Last: the SPA's pages answer whatever no route took (its not-found handler).
  await registerSpaRoutes(app);
}

/**
 * Builds the embedded server: metadata store (migrated, admin user, built-in roles), example data
 * and its engine, every route. `app.close()` closes the engines and the store. Tests use it
 * in-process with `app.inject` (`ready()` is left to the caller, so a test may add routes).
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logRequests ? 'info' : 'warn' },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    routerOptions: { ignoreTrailingSlash: true },
  });

  collectRouteCatalog(app);
  const store = await MetadataStore.open(config.dataDir);
  const engines = new EngineRegistry();
  app.decorate('store', store);
  app.decorate('engines', engines);
  app.decorate('config', config);
  app.decorate('secretKey', await resolveSecretKey(config.secretKey, config.dataDir));
  app.decorate('exampleGenerationMs', null);
  app.addHook('onClose', async () => {
    try {
      await engines.closeAll();
    } finally {
      await store.close();
    }
  });

  // Decorated after the store/engine hook: Fastify runs onClose hooks in reverse, so running
  // queries stop before the engines and the store close (chart jobs before SQL Lab's).
  decorateSqlLabJobs(app);
  decorateAsyncQueries(app);
  decorateChartDataCache(app);
  decorateTableListCache(app);
  decorateAsyncTokenSecret(app);
  decorateLoginThrottle(app);
  decorateReportScheduler(app);

  try {
    await store.ensureAdminUser(config.adminPassword);
    await openExamples(app, config, options.log ?? (() => undefined));
    await registerHttp(app);
    await startReportScheduler(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
