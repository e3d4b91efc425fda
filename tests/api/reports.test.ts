/**
 * The report client (reference §5): list and lookup requests carry rison `q` as Superset's UI sends
 * it, writes go to the right method and path, deletes read the server's message, and a cached
 * lookup refetches after a write.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../src/api/client';
import { ownReportRison, recipientTarget, reportsEndpoints } from '../../src/api/reports';
import { createAppStore } from '../../src/app/store';

interface Seen {
  method: string;
  path: string;
  q?: unknown;
  body?: unknown;
}
const seen: Seen[] = [];

async function record(request: Request): Promise<void> {
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  seen.push({
    method: request.method,
    path: url.pathname,
    ...(q ? { q: rison.decode(q) } : {}),
    ...(text ? { body: JSON.parse(text) } : {}),
  });
}

const ROW = { id: 4, name: 'Weekly', type: 'Report', active: true, crontab: '0 12 * * 1', chart_id: 9 };

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/report/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ count: 1, ids: [4], result: [ROW] });
  }),
  http.get('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 4, result: { ...ROW, description: 'd' } });
  }),
  http.post('*/api/v1/report/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 5, result: { name: 'New' } }, { status: 201 });
  }),
  http.put('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 4, result: { active: false } });
  }),
  http.delete('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.delete('*/api/v1/report/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Deleted 2 report schedules' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  seen.length = 0;
});

describe('own report lookup', () => {
  it("filters a dashboard's reports on its id, creation_method dashboards and the user", () => {
    expect(ownReportRison({ dashboardId: 12, userId: 3 })).toEqual({
      filters: [
        { col: 'dashboard_id', opr: 'eq', value: 12 },
        { col: 'creation_method', opr: 'eq', value: 'dashboards' },
        { col: 'created_by', opr: 'rel_o_m', value: 3 },
      ],
    });
  });

  it("filters a chart's reports on chart_id and creation_method charts", () => {
    expect(ownReportRison({ chartId: 9, userId: 3 }).filters.slice(0, 2)).toEqual([
      { col: 'chart_id', opr: 'eq', value: 9 },
      { col: 'creation_method', opr: 'eq', value: 'charts' },
    ]);
  });

  it('answers the first row, or null when there is none', async () => {
    const store = createAppStore();
    const found = await store.dispatch(reportsEndpoints.ownReport.initiate({ chartId: 9, userId: 3 }));
    expect(found.data).toMatchObject({ id: 4, name: 'Weekly' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/report/',
      q: ownReportRison({ chartId: 9, userId: 3 }),
    });

    server.use(http.get('*/api/v1/report/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    const none = await store.dispatch(reportsEndpoints.ownReport.initiate({ chartId: 10, userId: 3 }));
    expect(none.data).toBeNull();
  });

  it('is fetched again after the report is switched off', async () => {
    const store = createAppStore();
    const subscription = store.dispatch(reportsEndpoints.ownReport.initiate({ chartId: 9, userId: 3 }));
    await subscription;
    await store.dispatch(reportsEndpoints.updateReport.initiate({ id: 4, body: { active: false } }));
    await expect.poll(() => seen.filter((call) => call.method === 'GET').length).toBe(2);
    subscription.unsubscribe();
  });
});

describe('report endpoints', () => {
  it('lists with filters, order and paging in q', async () => {
    const store = createAppStore();
    const query = {
      filters: [{ col: 'type', opr: 'eq', value: 'Report' }],
      order_column: 'name',
      order_direction: 'asc' as const,
      page: 1,
      page_size: 25,
    };
    const list = await store.dispatch(reportsEndpoints.reportList.initiate(query));
    expect(list.data).toEqual({ count: 1, ids: [4], result: [ROW] });
    expect(seen[0].q).toEqual(query);
  });

  it('gets one report by id', async () => {
    const store = createAppStore();
    const one = await store.dispatch(reportsEndpoints.report.initiate(4));
    expect(one.data).toMatchObject({ id: 4, description: 'd' });
    expect(seen[0].path).toBe('/api/v1/report/4');
  });

  it('creates with POST, updates with PUT and deletes one or many', async () => {
    const store = createAppStore();
    const created = await store.dispatch(reportsEndpoints.createReport.initiate({ type: 'Report', name: 'New' }));
    expect(created.data).toEqual({ id: 5, result: { name: 'New' } });
    await store.dispatch(reportsEndpoints.updateReport.initiate({ id: 4, body: { active: false } }));
    const deletedOne = await store.dispatch(reportsEndpoints.deleteReport.initiate(4));
    const deletedMany = await store.dispatch(reportsEndpoints.deleteReports.initiate([4, 5]));
    expect(deletedOne.data).toBe('OK');
    expect(deletedMany.data).toBe('Deleted 2 report schedules');
    expect(seen).toEqual([
      { method: 'POST', path: '/api/v1/report/', body: { type: 'Report', name: 'New' } },
      { method: 'PUT', path: '/api/v1/report/4', body: { active: false } },
      { method: 'DELETE', path: '/api/v1/report/4' },
      { method: 'DELETE', path: '/api/v1/report/', q: [4, 5] },
    ]);
  });

  it('passes a 409 on to the caller as an error with its message', async () => {
    server.use(
      http.post('*/api/v1/report/', () =>
        HttpResponse.json({ message: 'Resource already has an attached report.' }, { status: 409 }),
      ),
    );
    const store = createAppStore();
    const reply = await store.dispatch(reportsEndpoints.createReport.initiate({ type: 'Report', name: 'x' }));
    expect(reply.error).toMatchObject({ status: 409, error: 'Resource already has an attached report.' });
  });
});

describe('recipient targets', () => {
  it('reads the JSON string GET replies carry, and the object writes carry', () => {
    expect(recipientTarget('{"target": "a@example.com"}')).toBe('a@example.com');
    expect(recipientTarget({ target: 'b@example.com' })).toBe('b@example.com');
    expect(recipientTarget(null)).toBe('');
  });
});
