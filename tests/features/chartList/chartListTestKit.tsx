import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { ANONYMOUS_USER, defaultCommon } from '../../../src/app/bootstrap';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import ChartListPage from '../../../src/features/chartList/ChartListPage';

export const ALICE = { id: 1, first_name: 'Alice', last_name: 'Smith' };
export const BOB = { id: 2, first_name: 'Bob', last_name: 'Jones' };

export const CHARTS = [
  {
    id: 1,
    slice_name: 'Sales by region',
    viz_type: 'pie',
    url: '/explore/?slice_id=1',
    datasource_id: 7,
    datasource_type: 'table',
    datasource_name_text: 'main.orders',
    datasource_url: '/explore/?datasource_type=table&datasource_id=7',
    changed_on_delta_humanized: 'a minute ago',
    changed_by: ALICE,
    changed_by_name: 'Alice Smith',
    owners: [ALICE],
    dashboards: [{ id: 3, dashboard_title: 'Sales overview' }],
  },
  {
    id: 2,
    slice_name: 'Users over time',
    viz_type: 'echarts_timeseries_line',
    url: '/explore/?slice_id=2',
    datasource_id: 8,
    datasource_type: 'table',
    datasource_name_text: 'main.users',
    datasource_url: '/explore/?datasource_type=table&datasource_id=8',
    changed_on_delta_humanized: '2 days ago',
    changed_by: BOB,
    changed_by_name: 'Bob Jones',
    owners: [BOB],
    dashboards: [],
  },
];

export const USERS: Record<'admin' | 'owner' | 'viewer', BootstrapUser> = {
  admin: { userId: 9, username: 'admin', roles: { Admin: [] }, permissions: {} },
  /** Alice: can write charts, owns chart 1 only; opens Explore and dashboards. */
  owner: {
    userId: 1,
    username: 'alice',
    roles: {
      Alpha: [
        ['can_read', 'Chart'],
        ['can_write', 'Chart'],
        ['can_read', 'Explore'],
        ['can_read', 'Dashboard'],
      ],
    },
    permissions: {},
  },
  /** Alice without can_write on Chart. */
  viewer: { userId: 1, username: 'alice', roles: { Gamma: [['can_read', 'Chart']] }, permissions: {} },
};

export interface Recorded {
  /** Each list request's `q`, raw and decoded. */
  listRaw: string[];
  lists: Record<string, unknown>[];
  related: Record<string, unknown>[];
  datasets: Record<string, unknown>[];
  favoriteStatus: string[];
  calls: string[];
  favorites: Set<number>;
}

export const recorded: Recorded = {
  listRaw: [],
  lists: [],
  related: [],
  datasets: [],
  favoriteStatus: [],
  calls: [],
  favorites: new Set([2]),
};

export function resetRecorded() {
  recorded.listRaw.length = 0;
  recorded.lists.length = 0;
  recorded.related.length = 0;
  recorded.datasets.length = 0;
  recorded.favoriteStatus.length = 0;
  recorded.calls.length = 0;
  recorded.favorites = new Set([2]);
}

function qOf(request: Request): string {
  return new URL(request.url).searchParams.get('q') ?? '';
}

/** Superset's shapes for every call the page makes; tests override one with `server.use`. */
export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/chart/', ({ request }) => {
    const q = qOf(request);
    recorded.listRaw.push(q);
    recorded.lists.push(rison.decode(q || '()') as Record<string, unknown>);
    return HttpResponse.json({ count: 30, ids: CHARTS.map((chart) => chart.id), result: CHARTS });
  }),
  http.get('*/api/v1/chart/related/owners', ({ request }) => {
    recorded.related.push(rison.decode(qOf(request) || '()') as Record<string, unknown>);
    return HttpResponse.json({
      count: 2,
      result: [
        { value: 1, text: 'Alice Smith', extra: { active: true, email: 'alice@example.com' } },
        { value: 2, text: 'Bob Jones', extra: { active: true, email: 'bob@example.com' } },
      ],
    });
  }),
  http.get('*/api/v1/dataset/', ({ request }) => {
    recorded.datasets.push(rison.decode(qOf(request) || '()') as Record<string, unknown>);
    return HttpResponse.json({
      count: 2,
      ids: [7, 8],
      result: [
        { id: 7, table_name: 'orders', schema: 'main', owners: [] },
        { id: 8, table_name: 'users', schema: 'main', owners: [] },
      ],
    });
  }),
  http.get('*/api/v1/chart/favorite_status/', ({ request }) => {
    const q = qOf(request);
    recorded.favoriteStatus.push(q);
    const ids = rison.decode(q) as number[];
    return HttpResponse.json({ result: ids.map((id) => ({ id, value: recorded.favorites.has(id) })) });
  }),
  http.post('*/api/v1/chart/:id/favorites/', ({ params }) => {
    recorded.calls.push(`POST favorites ${String(params.id)}`);
    recorded.favorites.add(Number(params.id));
    return HttpResponse.json({ result: 'OK' });
  }),
  http.delete('*/api/v1/chart/:id/favorites/', ({ params }) => {
    recorded.calls.push(`DELETE favorites ${String(params.id)}`);
    recorded.favorites.delete(Number(params.id));
    return HttpResponse.json({ result: 'OK' });
  }),
  http.delete('*/api/v1/chart/:id', ({ params }) => {
    recorded.calls.push(`DELETE chart ${String(params.id)}`);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.delete('*/api/v1/chart/', ({ request }) => {
    recorded.calls.push(`DELETE charts ${qOf(request)}`);
    return HttpResponse.json({ message: 'Deleted 2 charts' });
  }),
);

export function renderChartList(user: BootstrapUser = ANONYMOUS_USER) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chart/list/']}>
        <Routes>
          <Route path="/chart/list/" element={<ChartListPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

export function toastTexts(store: ReturnType<typeof renderChartList>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}
