import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { createAppStore } from '../../../../src/app/store';
import { exploreLoaded } from '../../../../src/features/explore/exploreSlice';
import { createExploreShareLink } from '../../../../src/features/explore/thunks/shareExplore';

let body: unknown;
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/explore/permalink', async ({ request }) => {
    body = await request.json();
    // Superset behind the app's proxy names the origin it sees, its own.
    return HttpResponse.json({ key: 'Abc123', url: 'http://127.0.0.1:8091/explore/p/Abc123/' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const datasource: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
};

function storeWithChart() {
  const store = createAppStore();
  store.dispatch(
    exploreLoaded({
      datasource,
      formData: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count' },
      slice: null,
    }),
  );
  return store;
}

describe("explore's permalink", () => {
  it('is on the app’s own origin, whatever origin the server’s url names', async () => {
    const link = await storeWithChart().dispatch(createExploreShareLink());
    expect(link).toBe(`${window.location.origin}/explore/p/Abc123/`);
    expect(body).toEqual({
      formData: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count' },
      urlParams: [],
    });
  });

  it('keeps the app root the app is served under', async () => {
    configureClient({ appRoot: '/analytics/' });
    const link = await storeWithChart().dispatch(createExploreShareLink());
    expect(link).toBe(`${window.location.origin}/analytics/explore/p/Abc123/`);
  });
});
