import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import { RolesListPage, UsersListPage } from '../../../src/features/admin';

export const VIEWERS: Record<'admin' | 'lowercaseAdmin' | 'gamma', BootstrapUser> = {
  admin: { userId: 1, username: 'admin', roles: { Admin: [] }, permissions: {} },
  lowercaseAdmin: { userId: 1, username: 'root', roles: { admin: [] }, permissions: {} },
  gamma: { userId: 2, username: 'alice', roles: { Gamma: [['can_read', 'Chart']] }, permissions: {} },
};

export const PAIRS = [
  { id: 1, permission: { name: 'can_read' }, view_menu: { name: 'Chart' } },
  { id: 2, permission: { name: 'can_write' }, view_menu: { name: 'Chart' } },
  { id: 3, permission: { name: 'can_read' }, view_menu: { name: 'Dashboard' } },
  { id: 4, permission: { name: 'menu_access' }, view_menu: { name: 'SQL Lab' } },
  { id: 5, permission: { name: 'can_sqllab' }, view_menu: { name: 'Superset' } },
  { id: 6, permission: { name: 'datasource_access' }, view_menu: { name: '[examples].[orders](id:7)' } },
];

export const ROLES = [
  { id: 1, name: 'Admin', permission_ids: [1, 2, 3, 4, 5, 6], user_ids: [1], group_ids: [] },
  { id: 4, name: 'Gamma', permission_ids: [1, 3, 6], user_ids: [2, 3], group_ids: [] },
  { id: 5, name: 'sql_lab', permission_ids: [4, 5], user_ids: [3], group_ids: [] },
];

function user(id: number, username: string, extra: Record<string, unknown>) {
  return {
    id,
    username,
    first_name: username[0].toUpperCase() + username.slice(1),
    last_name: 'Example',
    email: `${username}@example.com`,
    active: true,
    roles: [] as { id: number; name: string }[],
    groups: [],
    login_count: null as number | null,
    fail_login_count: null as number | null,
    last_login: null as string | null,
    created_on: '2026-01-01T00:00:00',
    changed_on: '2026-01-01T00:00:00',
    created_by: null,
    changed_by: null,
    ...extra,
  };
}

export const USERS = [
  user(1, 'admin', {
    first_name: 'Ada',
    roles: [{ id: 1, name: 'Admin' }],
    login_count: 12,
    last_login: '2026-03-04T05:06:07.123456',
  }),
  user(2, 'alice', { roles: [{ id: 4, name: 'Gamma' }] }),
  user(3, 'bob', {
    active: false,
    roles: [
      { id: 4, name: 'Gamma' },
      { id: 5, name: 'sql_lab' },
    ],
    login_count: 2,
    last_login: '2026-02-01T10:00:00',
  }),
];

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

export const recorded = {
  /** Each users list request's q, decoded (lookups by id included). */
  userLists: [] as Record<string, unknown>[],
  roleSearches: [] as Record<string, unknown>[],
  /** Every write, in order. */
  calls: [] as Call[],
};

export function resetRecorded() {
  recorded.userLists.length = 0;
  recorded.roleSearches.length = 0;
  recorded.calls.length = 0;
}

function decodeQ(request: Request): Record<string, unknown> {
  return rison.decode(new URL(request.url).searchParams.get('q') || '()') as Record<string, unknown>;
}

async function recordWrite(request: Request): Promise<void> {
  const text = request.method === 'DELETE' ? '' : await request.text();
  recorded.calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    ...(text ? { body: JSON.parse(text) } : {}),
  });
}

interface Filter {
  col: string;
  opr: string;
  value: unknown;
}

/** FAB's shapes for every call the admin pages make; tests replace one with `server.use`. */
export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/security/users/', ({ request }) => {
    const q = decodeQ(request);
    recorded.userLists.push(q);
    const filters = (q.filters as Filter[] | undefined) ?? [];
    let rows = USERS;
    for (const filter of filters) {
      if (filter.col === 'id' && filter.opr === 'in')
        rows = rows.filter((row) => (filter.value as number[]).includes(row.id));
      if (filter.col === 'username' && filter.opr === 'ct')
        rows = rows.filter((row) => row.username.includes(String(filter.value)));
    }
    return HttpResponse.json({
      count: filters.length ? rows.length : 30,
      ids: rows.map((row) => row.id),
      result: rows,
    });
  }),
  http.post('*/api/v1/security/users/', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ id: 10 }, { status: 201 });
  }),
  http.put('*/api/v1/security/users/:id', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ result: {} });
  }),
  http.delete('*/api/v1/security/users/:id', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.get('*/api/v1/security/roles/', () =>
    HttpResponse.json({
      count: ROLES.length,
      ids: ROLES.map((role) => role.id),
      result: ROLES.map(({ id, name }) => ({ id, name })),
    }),
  ),
  http.get('*/api/v1/security/roles/search/', ({ request }) => {
    recorded.roleSearches.push(decodeQ(request));
    return HttpResponse.json({ count: ROLES.length, ids: ROLES.map((role) => role.id), result: ROLES });
  }),
  http.post('*/api/v1/security/roles/', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ id: 9, result: { name: 'x' } }, { status: 201 });
  }),
  http.put('*/api/v1/security/roles/:id', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ result: {} });
  }),
  http.post('*/api/v1/security/roles/:id/permissions', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ result: {} });
  }),
  http.put('*/api/v1/security/roles/:id/users', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ result: {} });
  }),
  http.delete('*/api/v1/security/roles/:id', async ({ request }) => {
    await recordWrite(request);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.get('*/api/v1/security/permissions-resources/', () => HttpResponse.json({ count: PAIRS.length, result: PAIRS })),
);

export function renderAdminPage(path: '/users/' | '/roles/', viewer: BootstrapUser = VIEWERS.admin) {
  const store = createAppStore({ preloadedState: { bootstrap: { user: viewer, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/users/" element={<UsersListPage />} />
          <Route path="/roles/" element={<RolesListPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

export function toastTexts(store: ReturnType<typeof renderAdminPage>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}

/**
 * Opens a select by its name, types to narrow it (the option text, or `typed` when the text has
 * characters user-event reads as key names, like '['), and picks the option with that text.
 */
export async function choose(selectName: string, optionText: string, typed = optionText) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: selectName }));
  if (typed) await user.keyboard(typed);
  await user.click(await screen.findByTitle(optionText));
}

/** The table row that shows this text. */
export async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, { selector: 'td' })).closest('tr') as HTMLElement;
}
