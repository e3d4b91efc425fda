/**
 * The server under fuzz: a fresh test app, an admin and a Gamma caller (browser sessions), and one object of every kind for path parameters and bodies to point at.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { legacyFields } from '../../sqllab/legacyRequests';
import { createTestApp, createUser } from '../../helpers/testApp';
import { callerFor, type Caller } from '../../helpers/caller';

export interface Fixtures {
  databaseId: number;
  datasetId: number;
  /** A dataset made for the fuzz run, which DELETE and PUT may change. */
  spareDatasetId: number;
  chartId: number;
  spareChartId: number;
  dashboardId: number;
  savedQueryId: number;
  tabStateId: number;
  tableSchemaId: number;
  kvId: number;
  queryId: number;
  queryClientId: string;
  formDataKey: string;
  explorePermalinkKey: string;
  sqlLabPermalinkKey: string;
  reportId: number;
  /** A report the fuzz run may change and delete. */
  spareReportId: number;
  /** A finished run of `reportId` (its execution log). */
  reportRunId: number;
  /** An entry of the usage log. */
  logId: number;
  /** A user (not admin) that user edits and deletes may change. */
  userId: number;
  roleId: number;
  permissionViewId: number;
  permissionId: number;
  viewMenuId: number;
  gammaUserId: number;
}

export interface FuzzContext {
  app: FastifyInstance;
  /** The server's data folder (metadata and examples databases). */
  dataDir: string;
  admin: Caller;
  gamma: Caller;
  fixtures: Fixtures;
  close(): Promise<void>;
}

export const FUZZ_USER_PASSWORD = 'fuzz-user-password';
/** The example dataset and columns bodies refer to. */
export const FUZZ_TABLE = {
  schema: 'sales',
  table: 'orders',
  column: 'status',
  temporal: 'order_date',
  metric: 'count',
} as const;

function expectOk(response: LightMyRequestResponse, what: string): Record<string, unknown> {
  if (response.statusCode >= 300)
    throw new Error(`Fuzz fixture ${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

async function postJson(caller: Caller, url: string, payload: object, what: string) {
  return expectOk(await caller.post(url, payload), what);
}

async function postForm(caller: Caller, url: string, fields: Record<string, unknown>, what: string) {
  return expectOk(await caller.multipart(url, legacyFields(fields)), what);
}

async function firstId(app: FastifyInstance, sql: string, params: (string | number)[] = []): Promise<number> {
  const row = await app.store.db.first<{ id: number | bigint }>(sql, params);
  if (!row) throw new Error(`Fuzz fixture query found nothing: ${sql}`);
  return Number(row.id);
}

/** A finished run of the report: runs come only from the scheduler, so the store records one. */
async function reportRun(app: FastifyInstance, reportId: number): Promise<number> {
  const run = await app.store.reportExecutionLogs.start(reportId, new Date(Date.UTC(2024, 0, 1)));
  if (!run) throw new Error('Fuzz fixture report run was not started');
  await app.store.reportExecutionLogs.finish(run.id, { state: 'Success' });
  return run.id;
}

/** One usage event, logged as the browser logs it. */
async function loggedEvent(app: FastifyInstance, admin: Caller): Promise<number> {
  const logged = await admin.form('/superset/log/?explode=events', {
    events: JSON.stringify([{ event_name: 'fuzz', source: 'fuzz', ts: 0 }]),
  });
  if (logged.statusCode !== 200) throw new Error(`Fuzz fixture log event failed: ${logged.statusCode} ${logged.body}`);
  return firstId(app, 'SELECT id FROM logs ORDER BY id DESC');
}

async function createFixtures(app: FastifyInstance, admin: Caller, gammaUserId: number): Promise<Fixtures> {
  const databaseId = await firstId(app, "SELECT id FROM databases WHERE database_name = 'examples'");
  const datasetId = await firstId(app, 'SELECT id FROM tables WHERE schema = ? AND table_name = ?', [
    FUZZ_TABLE.schema,
    FUZZ_TABLE.table,
  ]);
  const spareDataset = await postJson(
    admin,
    '/api/v1/dataset/',
    { database: databaseId, schema: 'main', table_name: 'fuzz_spare', sql: 'SELECT 1 AS one' },
    'spare dataset',
  );
  const chartId = await firstId(app, 'SELECT id FROM slices WHERE datasource_id = ? ORDER BY id', [datasetId]);
  const chart = (extra: string) => ({
    slice_name: `Fuzz ${extra}`,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      groupby: [FUZZ_TABLE.column],
      metrics: [FUZZ_TABLE.metric],
    }),
  });
  const spareChart = await postJson(admin, '/api/v1/chart/', chart('spare'), 'spare chart');
  const dashboard = await postJson(admin, '/api/v1/dashboard/', { dashboard_title: 'Fuzz dashboard' }, 'dashboard');
  const savedQuery = await postJson(
    admin,
    '/api/v1/saved_query/',
    { db_id: databaseId, label: 'Fuzz', sql: 'SELECT 1', schema: 'main' },
    'saved query',
  );
  const tab = await postForm(
    admin,
    '/tabstateview/',
    { queryEditor: { dbId: databaseId, name: 'Fuzz', sql: 'SELECT 1' } },
    'tab state',
  );
  const tabStateId = Number(tab.id);
  const tableSchema = await postForm(
    admin,
    '/tableschemaview/',
    { table: { queryEditorId: tabStateId, dbId: databaseId, schema: FUZZ_TABLE.schema, name: FUZZ_TABLE.table } },
    'table schema',
  );
  const kv = await postForm(admin, '/kv/store/', { data: 'fuzz' }, 'kv entry');
  const clientId = 'fuzzq000001';
  const executed = await postJson(
    admin,
    '/api/v1/sqllab/execute/',
    {
      database_id: databaseId,
      sql: 'SELECT 1 AS one',
      client_id: clientId,
      runAsync: false,
      sql_editor_id: String(tabStateId),
    },
    'query',
  );
  const formData = await postJson(
    admin,
    '/api/v1/explore/form_data',
    {
      datasource_id: datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table' }),
    },
    'explore form data',
  );
  const explorePermalink = await postJson(
    admin,
    '/api/v1/explore/permalink',
    { formData: { datasource: `${datasetId}__table`, viz_type: 'table' } },
    'explore permalink',
  );
  const sqlLabPermalink = await postJson(
    admin,
    '/api/v1/sqllab/permalink',
    { dbId: databaseId, name: 'Fuzz', sql: 'SELECT 1' },
    'SQL Lab permalink',
  );
  const report = (name: string) => ({
    type: 'Report',
    name,
    crontab: '0 9 * * *',
    chart: chartId,
    creation_method: 'alerts_reports',
    recipients: [{ type: 'Email', recipient_config_json: { target: 'fuzz@example.com' } }],
  });
  const reportId = Number((await postJson(admin, '/api/v1/report/', report('Fuzz report'), 'report')).id);
  const spareReport = await postJson(admin, '/api/v1/report/', report('Fuzz spare report'), 'spare report');
  const reportRunId = await reportRun(app, reportId);
  const user = await createUser(app, 'fuzz_user', ['Gamma'], FUZZ_USER_PASSWORD);
  const role = await postJson(admin, '/api/v1/security/roles/', { name: 'Fuzz role' }, 'role');
  return {
    databaseId,
    datasetId,
    spareDatasetId: Number(spareDataset.id),
    chartId,
    spareChartId: Number(spareChart.id),
    dashboardId: Number(dashboard.id),
    savedQueryId: Number(savedQuery.id),
    tabStateId,
    tableSchemaId: Number(tableSchema.id),
    kvId: Number(kv.id),
    queryId:
      Number(executed.query_id ?? (executed.query as Record<string, unknown> | undefined)?.queryId ?? 0) ||
      (await firstId(app, 'SELECT id FROM queries WHERE client_id = ?', [clientId])),
    queryClientId: clientId,
    formDataKey: String(formData.key),
    explorePermalinkKey: String(explorePermalink.key),
    sqlLabPermalinkKey: String(sqlLabPermalink.key),
    reportId,
    spareReportId: Number(spareReport.id),
    reportRunId,
    logId: await loggedEvent(app, admin),
    userId: user.id,
    roleId: Number(role.id),
    permissionViewId: await firstId(app, 'SELECT id FROM permission_views ORDER BY id'),
    permissionId: await firstId(app, 'SELECT id FROM permissions ORDER BY id'),
    viewMenuId: await firstId(app, 'SELECT id FROM view_menus ORDER BY id'),
    gammaUserId,
  };
}

export interface FuzzContextOptions {
  /** Adds routes before the app is ready (the harness's own tests add misbehaving ones). */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function startFuzzContext(options: FuzzContextOptions = {}): Promise<FuzzContext> {
  const { app, dataDir } = await createTestApp();
  options.beforeReady?.(app);
  await app.ready();
  const admin = await callerFor(app, 'admin');
  const gamma = await callerFor(app, 'fuzz_gamma', { roles: ['Gamma'], password: FUZZ_USER_PASSWORD });
  const fixtures = await createFixtures(app, admin, gamma.id);
  return { app, dataDir, admin, gamma, fixtures, close: () => app.close() };
}
