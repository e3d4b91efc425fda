/** Explore's requests leave with the navigation (the router's loader), once, and only when needed. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { ANONYMOUS_USER, defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import {
  exploreLoadSignature,
  noteOwnAddressRewrite,
  prefetchExplore,
  takePrefetchedExploreLoad,
} from '../../../../src/features/explore/thunks/prefetchExplore';
import type { BootstrapUser } from '../../../../src/api/security';

registerAllChartPlugins();

const orders: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [{ column_name: 'channel', is_dttm: false, type_generic: 'string' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

let exploreCalls = 0;
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/explore/', () => {
    exploreCalls += 1;
    return HttpResponse.json({
      result: {
        dataset: orders,
        form_data: { viz_type: 'table', datasource: '3__table', slice_id: 12 },
        slice: { slice_id: 12, slice_name: 'Orders', owners: [] },
        message: null,
      },
    });
  }),
  http.post('*/api/v1/chart/data', () => HttpResponse.json({ result: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  resetClient();
  exploreCalls = 0;
  takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const explorer: BootstrapUser = { username: 'a', roles: { Alpha: [['can_read', 'Explore']] }, permissions: {} };
const storeFor = (user: BootstrapUser) =>
  createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });

describe('starting Explore with the navigation', () => {
  /** Chart 12 opened from its address, the load already taken over by the page. */
  async function chartTwelveOpen() {
    const store = storeFor(explorer);
    store.dispatch(prefetchExplore('?slice_id=12', undefined));
    await expect.poll(() => store.getState().explore.status).toBe('ready');
    takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined));
    return store;
  }

  it('asks for the chart at once and hands the load to the page, which does not ask again', async () => {
    const store = storeFor(explorer);
    store.dispatch(prefetchExplore('?slice_id=12', undefined));
    await expect.poll(() => store.getState().explore.status).toBe('ready');
    expect(exploreCalls).toBe(1);
    expect(takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined))).toBe(true);
    // Taken once: a later visit of the page loads by itself.
    expect(takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined))).toBe(false);
  });

  it('does nothing when the address only restates the chart already open (the page rewrote it)', async () => {
    const store = await chartTwelveOpen();
    store.dispatch(prefetchExplore('?slice_id=12', undefined));
    expect(exploreCalls).toBe(1);
    expect(takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined))).toBe(false);
  });

  it("does nothing for the page's own rewrite of its address, even to the dataset alone, and only once", async () => {
    const store = await chartTwelveOpen();
    // A chart opened from the address, rewritten before its form-data key arrived.
    noteOwnAddressRewrite('?datasource_type=table&datasource_id=3');
    store.dispatch(prefetchExplore('?datasource_type=table&datasource_id=3', undefined));
    expect(store.getState().explore.status).toBe('ready');
    expect(store.getState().explore.slice?.slice_id).toBe(12);
    expect(exploreCalls).toBe(1);
    // A later navigation to that address is the user's: it opens the dataset.
    store.dispatch(prefetchExplore('?datasource_type=table&datasource_id=3', undefined));
    await expect.poll(() => exploreCalls).toBe(2);
  });

  it('ignores two rewrites of its own noted before the router reached the first', async () => {
    const store = await chartTwelveOpen();
    // The dataset-only rewrite, then the form-data key's, both noted before either navigation is seen.
    noteOwnAddressRewrite('?datasource_type=table&datasource_id=3');
    noteOwnAddressRewrite('?form_data_key=abc&slice_id=12');
    store.dispatch(prefetchExplore('?datasource_type=table&datasource_id=3', undefined));
    store.dispatch(prefetchExplore('?form_data_key=abc&slice_id=12', undefined));
    expect(store.getState().explore.slice?.slice_id).toBe(12);
    expect(store.getState().explore.status).toBe('ready');
    expect(exploreCalls).toBe(1);
  });

  it('does nothing for a user who may not explore (the page shows no access)', () => {
    const store = storeFor(ANONYMOUS_USER);
    store.dispatch(prefetchExplore('?slice_id=12', undefined));
    expect(store.getState().explore.status).not.toBe('loading');
    expect(exploreCalls).toBe(0);
    expect(takePrefetchedExploreLoad(exploreLoadSignature('?slice_id=12', undefined))).toBe(false);
  });
});
