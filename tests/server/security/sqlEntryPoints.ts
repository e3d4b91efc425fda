/**
 * The ways a user's SQL reaches the engine, each as: send the SQL the way that entry point embeds
 * it, then tell a refusal (a Superset-shaped 4xx) from a success. Whole scripts: SQL Lab (sync,
 * async, templated, CTAS, CVAS, CSV export), the cost estimate, virtual datasets (create, update,
 * refresh, and every reader of their stored SQL). Fragments: chart data (metrics, columns, WHERE,
 * HAVING, templated), samples, legacy explore_json (metrics, adhoc filters), column values.
 */
import { expect } from 'vitest';
import {
  expectClientError,
  expectSupersetErrors,
  nextClientId,
  replyOf,
  type BatteryApp,
  type Reply,
} from './sqlBatteryApp';

export interface EntryPoint {
  name: string;
  /** Sends `sql` as this entry point embeds it; every reply the client saw, the telling one last. */
  send(sql: string): Promise<Reply[]>;
  expectRefused(replies: Reply[]): Promise<void>;
  expectSucceeded(replies: Reply[]): Promise<void>;
  /** An ordinary statement or fragment that must keep working here. */
  control: string;
}

const last = (replies: Reply[]): Reply => replies[replies.length - 1];

/** An entry point answering with one reply: 200 on success, a 4xx in `shape` on refusal. */
function simple(
  name: string,
  control: string,
  shape: 'errors' | 'message',
  send: (sql: string) => Promise<Reply[]>,
): EntryPoint {
  return {
    name,
    control,
    send,
    async expectRefused(replies) {
      expectClientError(last(replies), shape);
    },
    async expectSucceeded(replies) {
      expect(last(replies).status, last(replies).body).toBe(200);
    },
  };
}

async function waitForEnd(t: BatteryApp, clientId: string): Promise<{ status: string; errors: unknown }> {
  const started = Date.now();
  for (;;) {
    const query = await t.app.sqlLabJobs.queries.getByClientId(clientId);
    if (query && !['pending', 'running'].includes(query.status)) return { status: query.status, errors: query.errors };
    if (Date.now() - started > 10_000) throw new Error(`Query ${clientId} did not end: ${query?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The battery's app, once it runs (entry points are listed before it starts). */
export type AppRef = () => BatteryApp;

function execute(t: BatteryApp, payload: Record<string, unknown>): Promise<Reply> {
  return t.admin
    .post('/api/v1/sqllab/execute/', { database_id: t.examplesId, runAsync: false, ...payload })
    .then(replyOf);
}

function asyncExecute(app: AppRef): EntryPoint {
  const ended = new Map<string, { status: string; errors: unknown }>();
  let clientId = '';
  return {
    name: 'SQL Lab execute (async)',
    control: 'SELECT name FROM birth_names LIMIT 3',
    async send(sql) {
      const t = app();
      clientId = nextClientId('as');
      const submitted = await execute(t, { sql, client_id: clientId, runAsync: true });
      ended.set(clientId, await waitForEnd(t, clientId));
      // What the SPA polls for: the failed run's errors reach the user here.
      const polled = replyOf(await t.admin.get('/api/v1/query/updated_since?q=(last_updated_ms:0)'));
      return [submitted, polled];
    },
    async expectRefused(replies) {
      expect(replies[0].status, replies[0].body).toBe(202);
      const run = ended.get(clientId);
      expect(run?.status).toBe('failed');
      expectSupersetErrors(run?.errors);
    },
    async expectSucceeded(replies) {
      expect(replies[0].status, replies[0].body).toBe(202);
      expect(ended.get(clientId)?.status).toBe('success');
    },
  };
}

export function sqlLabEntryPoints(app: AppRef): EntryPoint[] {
  const control = 'SELECT name FROM birth_names LIMIT 3';
  return [
    simple('SQL Lab execute (sync)', control, 'errors', async (sql) => [
      await execute(app(), { sql, client_id: nextClientId('sy') }),
    ]),
    asyncExecute(app),
    simple('SQL Lab execute, templated', control, 'errors', async (sql) => [
      await execute(app(), {
        sql: '{{ attack }}',
        templateParams: JSON.stringify({ attack: sql }),
        client_id: nextClientId('tp'),
      }),
    ]),
    simple('SQL Lab CTAS', control, 'errors', async (sql) => [
      await execute(app(), {
        sql,
        client_id: nextClientId('ct'),
        select_as_cta: true,
        tmp_table_name: nextClientId('ctas_t'),
      }),
    ]),
    simple('SQL Lab CVAS', control, 'errors', async (sql) => [
      await execute(app(), {
        sql,
        client_id: nextClientId('cv'),
        select_as_cta: true,
        ctas_method: 'VIEW',
        tmp_table_name: nextClientId('cvas_v'),
      }),
    ]),
    simple('SQL Lab CSV export of the run', control, 'errors', async (sql) => {
      const clientId = nextClientId('ex');
      const ran = await execute(app(), { sql, client_id: clientId });
      return [ran, replyOf(await app().admin.get(`/api/v1/sqllab/export/${clientId}/`))];
    }),
    simple('SQL Lab estimate', control, 'errors', async (sql) => [
      replyOf(await app().admin.post('/api/v1/sqllab/estimate/', { database_id: app().examplesId, sql })),
    ]),
    simple('SQL Lab estimate, templated', control, 'errors', async (sql) => [
      replyOf(
        await app().admin.post('/api/v1/sqllab/estimate/', {
          database_id: app().examplesId,
          sql: '{{ attack }}',
          template_params: { attack: sql },
        }),
      ),
    ]),
  ];
}
