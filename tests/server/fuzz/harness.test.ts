/**
 * The fuzz harness finds what it is meant to: server errors, a malformed id accepted, a refused
 * request that stored something, a lost admin session; and its stored-data watch sees a table
 * created in the examples database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzContext, type FuzzContext } from './harness/fuzzContext';
import { Prng } from './harness/prng';
import { runFuzz, StoredDataWatch } from './harness/runner';
import type { FuzzRequest } from './harness/wire';

const request = (method: FuzzRequest['method'], url: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
  family: 'self-test',
  detail: url,
  routeKey: `${method} ${url}`,
  method,
  url,
  headers: {},
  actor: 'admin',
  ...extra,
});

describe('the fuzz harness', () => {
  let context: FuzzContext;

  beforeAll(async () => {
    context = await startFuzzContext({
      beforeReady: (app) => {
        app.get('/fuzz-self-test/fails', async () => {
          throw new Error('boom');
        });
        app.post('/fuzz-self-test/stores-then-refuses', async (_request, reply) => {
          await app.store.db.run("UPDATE users SET first_name = 'Changed' WHERE username = 'fuzz_user'");
          return reply.status(400).send({ message: 'refused' });
        });
        app.post('/fuzz-self-test/refuses', async (_request, reply) => reply.status(400).send({ message: 'refused' }));
        app.post('/fuzz-self-test/logs-out', async () => {
          await app.store.db.run('DELETE FROM sessions');
          return { message: 'OK' };
        });
      },
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it('a seeded generator repeats its sequence', () => {
    const first = new Prng(42);
    const second = new Prng(42);
    const sequence = Array.from({ length: 5 }, () => first.next());
    expect(Array.from({ length: 5 }, () => second.next())).toEqual(sequence);
    expect(new Prng(42).fork('a').next()).toBe(new Prng(42).fork('a').next());
    expect(new Prng(42).fork('a').next()).not.toBe(new Prng(42).fork('b').next());
  });

  it('reports a server error, a malformed id accepted and a refused request that stored data', async () => {
    const report = await runFuzz(
      context,
      [
        request('GET', '/fuzz-self-test/fails'),
        request('GET', '/health', { mustReject: true }),
        request('POST', '/fuzz-self-test/refuses'),
        request('POST', '/fuzz-self-test/stores-then-refuses'),
      ],
      { seed: 1, budgetMs: 30_000 },
    );
    expect(report.failures.map((failure) => failure.problem.split(':')[0])).toEqual([
      'server error 500 {"message"',
      'accepted a malformed value',
      'refused with 400 {"message"',
    ]);
    expect(report.failures[2].problem).toContain('changed stored data: users');
    expect(report.complete).toBe(true);
  });

  it('sees a table created in the examples database', async () => {
    const watch = new StoredDataWatch(context.app, context.dataDir, context.fixtures.databaseId);
    await watch.observe();
    expect(await watch.observe()).toEqual([]);
    const created = await context.admin.post('/api/v1/sqllab/execute/', {
      database_id: context.fixtures.databaseId,
      sql: 'SELECT 1 AS one',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'fuzz_self_test',
      schema: 'main',
      runAsync: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await watch.observe()).toContain('examples');
  });

  // Last: it ends every session.
  it('stops and reports when the admin can no longer work', async () => {
    const report = await runFuzz(context, [request('POST', '/fuzz-self-test/logs-out')], { seed: 1, budgetMs: 30_000 });
    expect(report.failures.map((failure) => failure.problem)).toEqual([
      expect.stringContaining('the admin can no longer GET /api/v1/me/'),
    ]);
  });
});
