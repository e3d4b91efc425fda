/** The dashboard page against msw: a server with one dashboard, counters of every call, and a render helper. */
import { configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import { DashboardPage } from '../../../src/features/dashboard';
import { TABBED_POSITIONS } from './layoutFixtures';

// Lazy chunks (antd popups, modals, renderers) take seconds to load on a busy 2-core machine.
configure({ asyncUtilTimeout: 20_000 });

export interface ChartDataCall {
  url: URL;
  body: { form_data?: Record<string, unknown>; force?: boolean };
}

export const calls = {
  dashboard: 0,
  charts: 0,
  datasets: 0,
  chartData: [] as ChartDataCall[],
  writes: [] as { method: string; path: string; body: unknown }[],
};

export function resetCalls() {
  calls.dashboard = 0;
  calls.charts = 0;
  calls.datasets = 0;
  calls.chartData = [];
  calls.writes = [];
}

export const dashboardReply = (overrides: Record<string, unknown> = {}) => ({
  result: {
    id: 9,
    slug: 'sales',
    dashboard_title: 'Sales board',
    published: true,
    css: '.dashboard-markdown h2 { color: rgb(1, 2, 3); }',
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: { Shipped: '#ff0000' } }),
    position_json: JSON.stringify(TABBED_POSITIONS),
    owners: [{ id: 8, first_name: 'Olive', last_name: 'Owner' }],
    ...overrides,
  },
});

const chart = (id: number, name: string) => ({
  id,
  slice_name: name,
  form_data: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count', slice_id: id },
});

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/dashboard/favorite_status/', () => HttpResponse.json({ result: [{ id: 9, value: false }] })),
  http.get('*/api/v1/dashboard/:idOrSlug/charts', () => {
    calls.charts += 1;
    return HttpResponse.json({ result: [chart(1, 'One'), chart(2, 'Two'), chart(3, 'Three')] });
  }),
  http.get('*/api/v1/dashboard/:idOrSlug/datasets', () => {
    calls.datasets += 1;
    return HttpResponse.json({
      result: [{ id: 3, uid: '3__table', type: 'table', name: 'orders', columns: [], metrics: [] }],
    });
  }),
  http.get('*/api/v1/dashboard/:idOrSlug', () => {
    calls.dashboard += 1;
    return HttpResponse.json(dashboardReply());
  }),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    calls.chartData.push({ url: new URL(request.url), body: (await request.json()) as ChartDataCall['body'] });
    return HttpResponse.json({
      result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }],
    });
  }),
);

export const person = (userId: number, pairs: [string, string][]): BootstrapUser => ({
  userId,
  username: `user${userId}`,
  roles: { Custom: pairs },
  permissions: {},
});

export const VIEWER_PAIRS: [string, string][] = [['can_read', 'Dashboard']];
export const OWNER = person(8, [
  ['can_read', 'Dashboard'],
  ['can_write', 'Dashboard'],
  ['can_share_dashboard', 'Superset'],
  ['can_export', 'Dashboard'],
  ['can_csv', 'Superset'],
  ['can_explore', 'Superset'],
]);
export const GAMMA = person(7, VIEWER_PAIRS);

/** The address the router is at, for assertions on URL rewrites. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function renderDashboard(
  path = '/superset/dashboard/sales/',
  user: BootstrapUser = OWNER,
  featureFlags: Record<string, boolean> = { ESCAPE_MARKDOWN_HTML: true },
) {
  const common = { ...defaultCommon(), feature_flags: featureFlags };
  const store = createAppStore({ preloadedState: { bootstrap: { user, common } } });
  // A data router, as the app has: edit mode's unsaved-changes guard blocks navigation through it.
  const router = createMemoryRouter(
    [
      {
        path: '/superset/dashboard/:idOrSlug/',
        element: (
          <>
            <DashboardPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** IntersectionObserver under test control: nothing is in view until `revealAll` or `reveal`. */
export class ControlledIntersectionObserver implements IntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static reveal(matches: (element: Element) => boolean) {
    for (const observer of ControlledIntersectionObserver.instances) {
      const seen = [...observer.elements].filter(matches);
      if (seen.length === 0) continue;
      observer.callback(
        seen.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer,
      );
    }
  }
}
