import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supersetError, SupersetErrorsException } from '../../../server/errors';
import { asyncQueriesOf, submitChartDataJob, type AsyncEvent } from '../../../server/jobs/asyncEvents';
import { createTestApp, createUser } from '../helpers/testApp';
import { ASYNC_FLAG_ENV, asyncSession, deferred, getEvents, waitForJobEvent, type AsyncSession } from './asyncSession';

let app: FastifyInstance;
let admin: AsyncSession;
let gamma: AsyncSession;
let keySequence = 0;

/** A fresh result key per job. */
function resultKey(): string {
  keySequence += 1;
  return `qc-test${keySequence}${Date.now()}`;
}

function eventsOf(reply: { json: <T>() => T }): AsyncEvent[] {
  return reply.json<{ result: AsyncEvent[] }>().result;
}

beforeAll(async () => {
  // One worker: jobs run one at a time, which the pool test relies on.
  ({ app } = await createTestApp({ env: { ...ASYNC_FLAG_ENV, ASYNC_WORKERS: '1' } }));
  await createUser(app, 'gamma_events', ['Gamma']);
  await createUser(app, 'sqllab_events', ['sql_lab']);
  admin = await asyncSession(app);
  gamma = await asyncSession(app, 'gamma_events', 'gamma_events-password');
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/v1/async_event/', () => {
  it('answers 401 "Not authorized" without an async token, or with a forged one', async () => {
    const noToken = await getEvents(app, admin.sessionCookie);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: 'Not authorized' });
    const forged = await getEvents(app, `${admin.sessionCookie}; async-token=${admin.asyncToken.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(401);
  });

  it('answers 401 to anonymous callers and 403 to users without can_list on AsyncEventsRestApi', async () => {
    expect((await getEvents(app, undefined)).statusCode).toBe(401);
    const sqlLab = await asyncSession(app, 'sqllab_events', 'sqllab_events-password');
    const reply = await getEvents(app, sqlLab.cookie);
    expect(reply.statusCode).toBe(403);
  });

  it('shows each caller the events of their own channel only', async () => {
    const mine = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: resultKey(),
      run: async () => [],
    });
    const theirs = submitChartDataJob(app, {
      userId: gamma.userId,
      channelId: gamma.channel,
      resultKey: resultKey(),
      run: async () => [],
    });
    await waitForJobEvent(app, admin.cookie, mine.job_id);
    await waitForJobEvent(app, gamma.cookie, theirs.job_id);
    const adminJobs = eventsOf(await getEvents(app, admin.cookie)).map((event) => event.job_id);
    const gammaJobs = eventsOf(await getEvents(app, gamma.cookie)).map((event) => event.job_id);
    expect(adminJobs).toContain(mine.job_id);
    expect(adminJobs).not.toContain(theirs.job_id);
    expect(gammaJobs).toEqual([theirs.job_id]);
  });

  it('answers the events after last_id, oldest first; an empty last_id means all', async () => {
    const session = await asyncSession(app);
    const events = ['a', 'b', 'c'].map((name) =>
      asyncQueriesOf(app).events.publish({
        channel_id: session.channel,
        job_id: name,
        user_id: session.userId,
        status: 'done',
        errors: [],
        result_url: `/api/v1/chart/data/qc-${name}`,
      }),
    );
    expect(eventsOf(await getEvents(app, session.cookie)).map((event) => event.job_id)).toEqual(['a', 'b', 'c']);
    expect(eventsOf(await getEvents(app, session.cookie, '')).map((event) => event.job_id)).toEqual(['a', 'b', 'c']);
    expect(eventsOf(await getEvents(app, session.cookie, events[0].id)).map((event) => event.job_id)).toEqual([
      'b',
      'c',
    ]);
    expect(eventsOf(await getEvents(app, session.cookie, events[2].id))).toEqual([]);
  });

  it('answers 400 for a last_id that is not a stream id', async () => {
    const reply = await getEvents(app, admin.cookie, 'yesterday');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: { last_id: [expect.any(String)] } });
  });
});

describe('chart data jobs', () => {
  it('go pending → done: nothing is published or readable while the job runs, then the result is read from result_url', async () => {
    const key = resultKey();
    const gate = deferred<unknown[]>();
    const rows = [{ data: [{ region: 'EMEA', count: 12 }], rowcount: 1, colnames: ['region', 'count'] }];
    const started = deferred<void>();
    const metadata = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: key,
      run: () => {
        started.resolve();
        return gate.promise;
      },
    });
    expect(metadata).toEqual({
      channel_id: admin.channel,
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: admin.userId,
      status: 'pending',
      errors: [],
      result_url: `/api/v1/chart/data/${key}`,
    });

    await started.promise;
    expect(eventsOf(await getEvents(app, admin.cookie)).some((event) => event.job_id === metadata.job_id)).toBe(false);
    const early = await app.inject({ method: 'GET', url: metadata.result_url!, headers: { cookie: admin.cookie } });
    expect(early.statusCode).toBe(404);

    gate.resolve(rows);
    const done = await waitForJobEvent(app, admin.cookie, metadata.job_id);
    expect(done).toEqual({ ...metadata, id: expect.stringMatching(/^\d+-\d+$/), status: 'done' });
    const result = await app.inject({ method: 'GET', url: done.result_url!, headers: { cookie: admin.cookie } });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ result: rows });
  });

  it('publish an error event carrying the SIP-40 errors of a failed run, with no result_url', async () => {
    const failure = supersetError('Table "nope" does not exist', 'TABLE_DOES_NOT_EXIST_ERROR');
    const metadata = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: resultKey(),
      run: () => Promise.reject(new SupersetErrorsException(400, [failure])),
    });
    const event = await waitForJobEvent(app, admin.cookie, metadata.job_id);
    expect(event).toMatchObject({ status: 'error', result_url: null, errors: [failure] });
    const result = await app.inject({ method: 'GET', url: metadata.result_url!, headers: { cookie: admin.cookie } });
    expect(result.statusCode).toBe(404);
  });

  it('publish the message of any other failure', async () => {
    const metadata = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: resultKey(),
      run: () => Promise.reject(new Error('Binder Error: column "x" not found')),
    });
    const event = await waitForJobEvent(app, admin.cookie, metadata.job_id);
    expect(event.errors).toEqual([{ message: 'Binder Error: column "x" not found' }]);
  });

  it('run on the bounded pool: with one worker, a second job starts when the first has ended', async () => {
    const firstGate = deferred<unknown[]>();
    let secondStarted = false;
    const first = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: resultKey(),
      run: () => firstGate.promise,
    });
    const second = submitChartDataJob(app, {
      userId: admin.userId,
      channelId: admin.channel,
      resultKey: resultKey(),
      run: async () => {
        secondStarted = true;
        return [];
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secondStarted).toBe(false);
    firstGate.resolve([]);
    await waitForJobEvent(app, admin.cookie, first.job_id);
    await waitForJobEvent(app, admin.cookie, second.job_id);
    expect(secondStarted).toBe(true);
  });

  it('refuse a result key that is not a qc- key', () => {
    expect(() =>
      submitChartDataJob(app, {
        userId: admin.userId,
        channelId: admin.channel,
        resultKey: 'nope',
        run: async () => [],
      }),
    ).toThrow('Not a chart result key');
  });
});

describe('GET /api/v1/chart/data/<cache_key>', () => {
  it('answers 403 to a user whose job did not store the result, and lets admins read every result', async () => {
    const key = resultKey();
    const gammaJob = submitChartDataJob(app, {
      userId: gamma.userId,
      channelId: gamma.channel,
      resultKey: key,
      run: async () => [{ rowcount: 0 }],
    });
    await waitForJobEvent(app, gamma.cookie, gammaJob.job_id);
    const owner = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${key}`,
      headers: { cookie: gamma.cookie },
    });
    expect(owner.json()).toEqual({ result: [{ rowcount: 0 }] });

    await createUser(app, 'gamma_other', ['Gamma']);
    const other = await asyncSession(app, 'gamma_other', 'gamma_other-password');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${key}`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Forbidden' });

    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${key}`,
      headers: { cookie: admin.cookie },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/v1/chart/data/qc-anything' });
    expect(reply.statusCode).toBe(401);
  });

  it('answers 404 "Not found" for unknown, malformed and expired keys', async () => {
    for (const key of ['qc-neverstored', 'not-a-key', '..%2F..%2Fetc']) {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/v1/chart/data/${key}`,
        headers: { cookie: admin.cookie },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: 'Not found' });
    }
    const key = resultKey();
    await asyncQueriesOf(app).results.set(key, [], { userId: admin.userId, timeoutSeconds: 1 });
    const fresh = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${key}`,
      headers: { cookie: admin.cookie },
    });
    expect(fresh.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const expired = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${key}`,
      headers: { cookie: admin.cookie },
    });
    expect(expired.statusCode).toBe(404);
  });
});
