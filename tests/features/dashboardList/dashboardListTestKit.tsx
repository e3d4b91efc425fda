import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { ANONYMOUS_USER, defaultCommon } from '../../../src/app/bootstrap';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import DashboardListPage from '../../../src/features/dashboardList/DashboardListPage';

export const ALICE = { id: 1, first_name: 'Alice', last_name: 'Smith' };
export const BOB = { id: 2, first_name: 'Bob', last_name: 'Jones' };

export const DASHBOARDS = [
  {
    id: 1,
    dashboard_title: 'Sales overview',
    slug: 'sales',
    url: '/superset/dashboard/sales/',
    published: true,
    status: 'published',
    certified_by: 'Finance team',
    certification_details: 'Checked monthly',
    changed_by: ALICE,
    changed_by_name: 'Alice Smith',
    changed_on_delta_humanized: 'a minute ago',
    owners: [ALICE],
  },
  {
    id: 2,
    dashboard_title: 'Users',
    slug: null,
    url: '/superset/dashboard/2/',
    published: false,
    status: 'draft',
    certified_by: null,
    certification_details: null,
    changed_by: BOB,
    changed_by_name: 'Bob Jones',
    changed_on_delta_humanized: '2 days ago',
    owners: [BOB],
  },
];

const DASHBOARD_READ = [
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
] as [string, string][];

export const USERS: Record<'admin' | 'owner' | 'gamma', BootstrapUser> = {
  admin: { userId: 9, username: 'admin', roles: { Admin: [] }, permissions: {} },
  /** Alice: writes and exports dashboards, owns dashboard 1 only. */
  owner: {
    userId: 1,
    username: 'alice',
    roles: {
      Alpha: [...DASHBOARD_READ, ['can_write', 'Dashboard'], ['can_export', 'Dashboard']],
    },
    permissions: {},
  },
  /** Reads dashboards only (no can_write or can_export on Dashboard). */
  gamma: { userId: 3, username: 'gary', roles: { Gamma: DASHBOARD_READ }, permissions: {} },
};

export interface Recorded {
  lists: Record<string, unknown>[];
  related: { relation: string; q: Record<string, unknown> }[];
  favoriteStatus: string[];
  calls: string[];
  puts: { id: number; body: Record<string, unknown> }[];
  favorites: Set<number>;
}

export const recorded: Recorded = {
  lists: [],
  related: [],
  favoriteStatus: [],
  calls: [],
  puts: [],
  favorites: new Set([2]),
};

export function resetRecorded() {
  recorded.lists.length = 0;
  recorded.related.length = 0;
  recorded.favoriteStatus.length = 0;
  recorded.calls.length = 0;
  recorded.puts.length = 0;
  recorded.favorites = new Set([2]);
}

function qOf(request: Request): string {
  return new URL(request.url).searchParams.get('q') ?? '';
}

/** Superset's shapes for every call the page makes; tests override one with `server.use`. */
export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/dashboard/', ({ request }) => {
    recorded.lists.push(rison.decode(qOf(request) || '()') as Record<string, unknown>);
    return HttpResponse.json({ count: 30, ids: DASHBOARDS.map((item) => item.id), result: DASHBOARDS });
  }),
  http.get('*/api/v1/dashboard/related/:relation', ({ request, params }) => {
    recorded.related.push({
      relation: String(params.relation),
      q: rison.decode(qOf(request) || '()') as Record<string, unknown>,
    });
    return HttpResponse.json({
      count: 2,
      result: [
        { value: 1, text: 'Alice Smith', extra: { active: true } },
        { value: 2, text: 'Bob Jones', extra: { active: true } },
      ],
    });
  }),
  http.get('*/api/v1/dashboard/favorite_status/', ({ request }) => {
    const q = qOf(request);
    recorded.favoriteStatus.push(q);
    const ids = rison.decode(q) as number[];
    return HttpResponse.json({ result: ids.map((id) => ({ id, value: recorded.favorites.has(id) })) });
  }),
  http.post('*/api/v1/dashboard/:id/favorites/', ({ params }) => {
    recorded.calls.push(`POST favorites ${String(params.id)}`);
    recorded.favorites.add(Number(params.id));
    return HttpResponse.json({ result: 'OK' });
  }),
  http.delete('*/api/v1/dashboard/:id/favorites/', ({ params }) => {
    recorded.calls.push(`DELETE favorites ${String(params.id)}`);
    recorded.favorites.delete(Number(params.id));
    return HttpResponse.json({ result: 'OK' });
  }),
  http.put('*/api/v1/dashboard/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    recorded.puts.push({ id: Number(params.id), body });
    return HttpResponse.json({ id: Number(params.id), result: body, last_modified_time: 1700000000 });
  }),
  http.delete('*/api/v1/dashboard/:id', ({ params }) => {
    recorded.calls.push(`DELETE dashboard ${String(params.id)}`);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.delete('*/api/v1/dashboard/', ({ request }) => {
    recorded.calls.push(`DELETE dashboards ${qOf(request)}`);
    return HttpResponse.json({ message: 'Deleted 2 dashboards' });
  }),
);

export function renderDashboardList(user: BootstrapUser = ANONYMOUS_USER) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard/list/']}>
        <Routes>
          <Route path="/dashboard/list/" element={<DashboardListPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

export function toastTexts(store: ReturnType<typeof renderDashboardList>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}
