import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnnotationLayer } from '../../../common/annotationLayer';
import { resetClient } from '../../../src/api/client';
import type { QueryContext } from '../../../src/api/chartDataTypes';
import { chartAnnotationsReducer } from '../../../src/features/charts/annotations/annotationQueriesSlice';
import {
  ANNOTATION_QUERY_TIMEOUT,
  runAnnotationQueries,
  runAnnotationQuery,
} from '../../../src/features/charts/annotations/runAnnotationQuery';

const server = setupServer(http.get('/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetClient();
});
afterAll(() => server.close());

const queryContext: QueryContext = {
  datasource: { id: 7, type: 'table' },
  queries: [{ metrics: ['count'] }],
};
const events: AnnotationLayer = { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true };
const records = { columns: ['start_dttm'], records: [{ start_dttm: 1 }] };

function makeStore() {
  return configureStore({ reducer: { chartAnnotations: chartAnnotationsReducer } });
}

function replyWith(annotationData: object) {
  return HttpResponse.json({
    result: [{ colnames: [], coltypes: [], data: [], rowcount: 0, annotation_data: annotationData }],
  });
}

describe('annotation queries', () => {
  it('asks for the layer alone and records its data on success', async () => {
    let sent: QueryContext | null = null;
    server.use(
      http.post('/api/v1/chart/data', async ({ request }) => {
        sent = (await request.json()) as QueryContext;
        return replyWith({ Events: records });
      }),
    );
    const store = makeStore();
    const running = store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    expect(store.getState().chartAnnotations[3]!.annotationQuery.Events).toBeDefined();
    await running;
    expect(sent!.queries[0]!.annotation_layers).toEqual([events]);
    expect(store.getState().chartAnnotations[3]).toEqual({
      annotationData: { Events: records },
      annotationError: {},
      annotationQuery: {},
    });
  });

  it('runs no query for a formula layer', async () => {
    const store = makeStore();
    await store.dispatch(
      runAnnotationQueries({
        chartId: 3,
        queryContext,
        layers: [{ name: 'Line', annotationType: 'FORMULA', sourceType: '', value: 'x', show: true }],
      }),
    );
    expect(store.getState().chartAnnotations).toEqual({});
  });

  it("records a failure's message, and clears the layer's data", async () => {
    server.use(http.post('/api/v1/chart/data', () => replyWith({ Events: records })));
    const store = makeStore();
    await store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    server.use(
      http.post('/api/v1/chart/data', () =>
        HttpResponse.json({ message: 'Error: The annotation layer does not exist' }, { status: 400 }),
      ),
    );
    await store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    expect(store.getState().chartAnnotations[3]).toEqual({
      annotationData: {},
      annotationError: { Events: 'Error: The annotation layer does not exist' },
      annotationQuery: {},
    });
  });

  it("treats a 'no data' error as success", async () => {
    server.use(
      http.post('/api/v1/chart/data', () =>
        HttpResponse.json({ message: 'Error: No data for this layer' }, { status: 400 }),
      ),
    );
    const store = makeStore();
    await store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    expect(store.getState().chartAnnotations[3]).toEqual({
      annotationData: { Events: null },
      annotationError: {},
      annotationQuery: {},
    });
  });

  it("fails a query that times out with 'Query timeout'", async () => {
    server.use(
      http.post('/api/v1/chart/data', async () => {
        await delay('infinite');
        return replyWith({});
      }),
    );
    const store = makeStore();
    await store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext, timeoutMs: 1 }));
    expect(store.getState().chartAnnotations[3]!.annotationError).toEqual({ Events: ANNOTATION_QUERY_TIMEOUT });
  });

  it('aborts the running query of the same name and ignores the abort', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v1/chart/data', async () => {
        calls += 1;
        const mine = calls;
        if (mine === 1) await delay(200);
        return replyWith({ Events: { records: [{ start_dttm: mine }] } });
      }),
    );
    const store = makeStore();
    const first = store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    await delay(20);
    const second = store.dispatch(runAnnotationQuery({ chartId: 3, layer: events, queryContext }));
    await Promise.all([first, second]);
    expect(store.getState().chartAnnotations[3]).toEqual({
      annotationData: { Events: { records: [{ start_dttm: 2 }] } },
      annotationError: {},
      annotationQuery: {},
    });
  });
});
