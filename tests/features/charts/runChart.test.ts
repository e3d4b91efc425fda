import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import type { QueryContext } from '../../../src/api/chartDataTypes';
import { chartsReducer } from '../../../src/features/charts/chartsSlice';
import { resetRunningChartRequests, runChart, stopChart } from '../../../src/features/charts/thunks/runChart';

const server = setupServer(http.get('/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetClient();
  resetRunningChartRequests();
});
afterAll(() => server.close());

const formData = { datasource: '7__table', viz_type: 'table', slice_id: 3 };
const queryContext: QueryContext = {
  datasource: { id: 7, type: 'table' },
  queries: [{ metrics: ['count'] }],
  form_data: formData,
};
const result = { colnames: ['count'], coltypes: [0], data: [{ count: 5 }], rowcount: 1 };

function makeStore() {
  return configureStore({ reducer: { charts: chartsReducer } });
}

describe('runChart', () => {
  it('posts the query context with the tracking args and records the result', async () => {
    let url: URL | null = null;
    let body: unknown = null;
    server.use(
      http.post('/api/v1/chart/data', async ({ request }) => {
        url = new URL(request.url);
        body = await request.json();
        return HttpResponse.json({ result: [result] });
      }),
    );
    const store = makeStore();
    await store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    expect(store.getState().charts[3]).toMatchObject({ chartStatus: 'success', queriesResponse: [result] });
    expect(body).toEqual(queryContext);
    expect(url!.searchParams.get('form_data')).toBe('{"slice_id":3}');
  });

  it("fails with the server's error message (400 with message)", async () => {
    server.use(
      http.post('/api/v1/chart/data', () =>
        HttpResponse.json({ message: 'Error: Binder Error: bad column' }, { status: 400 }),
      ),
    );
    const store = makeStore();
    await store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    expect(store.getState().charts[3]).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'Error: Binder Error: bad column',
    });
  });

  it("an unexpected success status is 'Received unexpected response status (204) while fetching chart data'", async () => {
    server.use(http.post('/api/v1/chart/data', () => new HttpResponse(null, { status: 204 })));
    const store = makeStore();
    await store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    expect(store.getState().charts[3]!.chartAlert).toBe(
      'Received unexpected response status (204) while fetching chart data',
    );
  });

  it("a network failure is the spec's 'Network error.'", async () => {
    server.use(http.post('/api/v1/chart/data', () => HttpResponse.error()));
    const store = makeStore();
    await store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    expect(store.getState().charts[3]!.chartStatus).toBe('failed');
    expect(store.getState().charts[3]!.chartAlert).toBe('Network error.');
  });

  it('a newer run supersedes the older one: only the newest reply lands', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v1/chart/data', async () => {
        calls += 1;
        const mine = calls;
        if (mine === 1) await delay(200);
        return HttpResponse.json({ result: [{ ...result, data: [{ count: mine }] }] });
      }),
    );
    const store = makeStore();
    const first = store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    await delay(20);
    const second = store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    await Promise.all([first, second]);
    expect(store.getState().charts[3]!.chartStatus).toBe('success');
    expect(store.getState().charts[3]!.queriesResponse![0]!.data).toEqual([{ count: 2 }]);
  });

  it("stopping a run makes it 'stopped' with 'Updating chart was stopped', and its reply is ignored", async () => {
    server.use(
      http.post('/api/v1/chart/data', async () => {
        await delay(300);
        return HttpResponse.json({ result: [result] });
      }),
    );
    const store = makeStore();
    const running = store.dispatch(runChart({ chartId: 3, formData, queryContext }));
    await delay(20);
    store.dispatch(stopChart(3));
    await running;
    expect(store.getState().charts[3]).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: 'Updating chart was stopped',
    });
  });
});
