import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLogEntry } from '../../../server/store/logs';
import { anonymousCaller, callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';
import { withRison } from './logRequests';

interface LogListReply {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown> & { user: { username: string } | null; json: string }>;
  list_columns?: string[];
  label_columns?: Record<string, string>;
  list_title?: string;
}

let app: FastifyInstance;
let admin: Caller;
let gamma: Caller;

function entry(overrides: Partial<NewLogEntry>): NewLogEntry {
  return {
    action: 'log',
    user_id: null,
    json: '{}',
    dttm: new Date('2025-01-01T00:00:00Z'),
    dashboard_id: null,
    slice_id: null,
    duration_ms: 5,
    referrer: null,
    ...overrides,
  };
}

beforeAll(async () => {
  ({ app } = await createTestApp());
  admin = await callerFor(app, 'admin');
  gamma = await callerFor(app, 'list_gamma', { roles: ['Gamma'] });
  await app.store.logs.insertMany([
    entry({
      user_id: admin.id,
      json: '{"event_name":"mount_dashboard"}',
      dashboard_id: 1,
      dttm: new Date('2025-01-01T10:00:00Z'),
    }),
    entry({
      user_id: admin.id,
      json: '{"event_name":"load_chart"}',
      dashboard_id: 1,
      dttm: new Date('2025-01-01T10:00:01Z'),
    }),
    entry({
      user_id: gamma.id,
      json: '{"event_name":"mount_explorer"}',
      slice_id: 9,
      dttm: new Date('2025-01-02T10:00:00Z'),
      duration_ms: 50,
    }),
    entry({
      action: 'other',
      json: '{"event_name":"load_chart"}',
      dashboard_id: 2,
      dttm: new Date('2025-01-03T10:00:00Z'),
    }),
  ]);
});
afterAll(() => app.close());

async function list(args: Record<string, unknown>): Promise<LogListReply> {
  const reply = await admin.get<LogListReply>(withRison('/api/v1/log/', args));
  expect(reply.statusCode).toBe(200);
  return reply.data;
}

const events = (reply: LogListReply) =>
  reply.result.map((row) => (JSON.parse(row.json) as { event_name: string }).event_name);

describe('GET /api/v1/log/', () => {
  it('lists events newest first with the reference fields and FAB metadata', async () => {
    const reply = await list({});
    expect(reply.count).toBe(4);
    expect(events(reply)).toEqual(['load_chart', 'mount_explorer', 'load_chart', 'mount_dashboard']);
    expect(Object.keys(reply.result[0]).sort()).toEqual(
      ['action', 'dashboard_id', 'dttm', 'duration_ms', 'json', 'referrer', 'slice_id', 'user', 'user_id'].sort(),
    );
    expect(reply.result[3]).toMatchObject({
      user: { username: 'admin' },
      dashboard_id: 1,
      dttm: '2025-01-01T10:00:00.000000',
    });
    expect(reply.result[0].user).toBeNull();
    expect(reply.list_title).toBe('Logs');
    expect(reply.list_columns).toContain('user.username');
    expect(reply.ids).toHaveLength(4);
  });

  it('filters on action, json, user, dashboard, chart and time', async () => {
    expect((await list({ filters: [{ col: 'action', opr: 'ct', value: 'oth' }] })).count).toBe(1);
    expect(events(await list({ filters: [{ col: 'json', opr: 'ct', value: 'LOAD_CHART' }] }))).toEqual([
      'load_chart',
      'load_chart',
    ]);
    expect((await list({ filters: [{ col: 'user', opr: 'rel_o_m', value: gamma.id }] })).count).toBe(1);
    expect((await list({ filters: [{ col: 'user_id', opr: 'eq', value: admin.id }] })).count).toBe(2);
    expect((await list({ filters: [{ col: 'user.username', opr: 'eq', value: 'list_gamma' }] })).count).toBe(1);
    expect((await list({ filters: [{ col: 'dashboard_id', opr: 'eq', value: 1 }] })).count).toBe(2);
    expect((await list({ filters: [{ col: 'dashboard_id', opr: 'eq', value: '2' }] })).count).toBe(1);
    expect(events(await list({ filters: [{ col: 'slice_id', opr: 'eq', value: 9 }] }))).toEqual(['mount_explorer']);
    expect((await list({ filters: [{ col: 'duration_ms', opr: 'gt', value: 10 }] })).count).toBe(1);
    const day2 = [
      { col: 'dttm', opr: 'gt', value: '2025-01-02 00:00:00' },
      { col: 'dttm', opr: 'lt', value: '2025-01-03T00:00:00Z' },
    ];
    expect(events(await list({ filters: day2 }))).toEqual(['mount_explorer']);
    const between = [{ col: 'dttm', opr: 'between', value: ['2025-01-01T00:00:00', '2025-01-01T23:59:59'] }];
    expect((await list({ filters: between })).count).toBe(2);
  });

  it('orders and pages', async () => {
    const first = await list({ order_column: 'dttm', order_direction: 'asc', page: 0, page_size: 3 });
    expect(events(first)).toEqual(['mount_dashboard', 'load_chart', 'mount_explorer']);
    expect(first.count).toBe(4);
    expect(events(await list({ order_column: 'dttm', order_direction: 'asc', page: 1, page_size: 3 }))).toEqual([
      'load_chart',
    ]);
    const byDuration = await list({ order_column: 'duration_ms', order_direction: 'desc', page_size: 1 });
    expect(byDuration.result[0].duration_ms).toBe(50);
  });

  it('selects columns', async () => {
    const reply = await list({ select_columns: ['action', 'user.username'], page_size: 1, order_column: 'dttm' });
    expect(reply.result).toEqual([{ action: 'log', user: { username: 'admin' } }]);
  });

  it('answers bad filters with a 400', async () => {
    for (const filters of [
      [{ col: 'nope', opr: 'eq', value: 1 }],
      [{ col: 'dashboard_id', opr: 'ct', value: 1 }],
      [{ col: 'dashboard_id', opr: 'eq', value: 'abc' }],
      [{ col: 'dttm', opr: 'gt', value: 'not a time' }],
      [{ col: 'dttm', opr: 'between', value: ['2025-01-01'] }],
    ]) {
      const reply = await admin.get(withRison('/api/v1/log/', { filters }));
      expect(reply.statusCode).toBe(400);
    }
  });

  it('is for admins only: Gamma gets 403, anonymous 401', async () => {
    expect((await gamma.get('/api/v1/log/')).statusCode).toBe(403);
    expect((await anonymousCaller(app).get('/api/v1/log/')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/log/{id}', () => {
  it('shows one event', async () => {
    const { ids } = await list({ order_column: 'dttm', order_direction: 'asc', page_size: 1 });
    const reply = await admin.get<{ id: number; result: Record<string, unknown>; show_title: string }>(
      `/api/v1/log/${ids[0]}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.data).toMatchObject({
      id: ids[0],
      show_title: 'Show Log',
      result: { action: 'log', dashboard_id: 1 },
    });
  });

  it('answers 404 for an unknown id and 403 for Gamma', async () => {
    expect((await admin.get('/api/v1/log/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/v1/log/99999999999')).statusCode).toBe(404);
    expect((await gamma.get('/api/v1/log/1')).statusCode).toBe(403);
  });
});
