import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { resetClient } from '../../src/api/client';
import { roleListRison, securityAdminApi, userListRison, userSearchRison } from '../../src/api/securityAdmin';
import { createAppStore } from '../../src/app/store';

interface Sent {
  method: string;
  path: string;
  q: string;
  body: unknown;
  csrf: string | null;
}

const sent: Sent[] = [];

async function record(request: Request): Promise<void> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  sent.push({
    method: request.method,
    path: url.pathname,
    q: url.searchParams.get('q') ?? '',
    body: text ? JSON.parse(text) : undefined,
    csrf: request.headers.get('X-CSRFToken'),
  });
}

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

const ADMIN_USER = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  active: true,
  roles: [{ id: 1, name: 'Admin' }],
  groups: [],
  login_count: 3,
  fail_login_count: 0,
  last_login: '2026-01-02T03:04:05.000001',
  created_on: '2026-01-01T00:00:00',
  changed_on: '2026-01-01T00:00:00',
  created_by: null,
  changed_by: null,
};

describe('list requests (rison q)', () => {
  it('asks users by username, page 0 of 25, with no filter by default', () => {
    expect(rison.encode(userListRison())).toBe('(order_column:username,order_direction:asc,page:0,page_size:25)');
  });

  it('sends the search as ct on the chosen column, the role as rel_m_m and active as eq', () => {
    expect(
      rison.encode(
        userListRison({
          search: ' ali ',
          searchColumn: 'email',
          roleId: 4,
          active: false,
          orderColumn: 'last_login',
          orderDirection: 'desc',
          page: 2,
        }),
      ),
    ).toBe(
      '(filters:!((col:email,opr:ct,value:ali),(col:roles,opr:rel_m_m,value:4),(col:active,opr:eq,value:!f)),order_column:last_login,order_direction:desc,page:2,page_size:25)',
    );
    expect(userListRison({ search: '  ' }).filters).toBeUndefined();
  });

  it('asks roles by name, with name, user and pair filters as the role search reads them', () => {
    expect(rison.encode(roleListRison())).toBe('(order_column:name,order_direction:asc,page:0,page_size:25)');
    expect(rison.encode(roleListRison({ name: 'gam', userId: 2, permissionId: 9, orderDirection: 'desc' }))).toBe(
      '(filters:!((col:name,opr:ct,value:gam),(col:user_ids,opr:rel_o_m,value:2),(col:permission_ids,opr:rel_o_m,value:9)),order_column:name,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('searches users for a picker by username, first hundred', () => {
    expect(rison.encode(userSearchRison(' bo '))).toBe(
      '(filters:!((col:username,opr:ct,value:bo)),order_column:username,order_direction:asc,page:0,page_size:100)',
    );
    expect(userSearchRison('').filters).toBeUndefined();
  });
});

describe('users', () => {
  it('lists users with the q it was given and keeps count and rows', async () => {
    server.use(
      http.get('*/api/v1/security/users/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ count: 1, ids: [1], result: [ADMIN_USER] });
      }),
    );
    const store = createAppStore();
    const page = await store
      .dispatch(securityAdminApi.endpoints.getSecurityUsers.initiate(userListRison({ search: 'ad' })))
      .unwrap();
    expect(sent[0].q).toBe(
      '(filters:!((col:username,opr:ct,value:ad)),order_column:username,order_direction:asc,page:0,page_size:25)',
    );
    expect(page).toEqual({ count: 1, result: [ADMIN_USER] });
  });

  it('creates with POST /users/ and the role ids, with the CSRF token', async () => {
    server.use(
      http.post('*/api/v1/security/users/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const store = createAppStore();
    const body = {
      first_name: 'G',
      last_name: 'User',
      username: 'gamma1',
      email: 'g@x.org',
      active: true,
      password: 'pw',
      roles: [4],
    };
    const created = await store.dispatch(securityAdminApi.endpoints.createSecurityUser.initiate(body)).unwrap();
    expect(created).toEqual({ id: 7 });
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/security/users/', q: '', body, csrf: 'token' }]);
  });

  it('edits with PUT /users/<id>, deletes with DELETE /users/<id>', async () => {
    server.use(
      http.put('*/api/v1/security/users/:id', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: { active: false } });
      }),
      http.delete('*/api/v1/security/users/:id', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message: 'OK' });
      }),
    );
    const store = createAppStore();
    await store
      .dispatch(securityAdminApi.endpoints.updateSecurityUser.initiate({ id: 5, body: { active: false } }))
      .unwrap();
    await store.dispatch(securityAdminApi.endpoints.deleteSecurityUser.initiate(5)).unwrap();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/api/v1/security/users/5', body: { active: false } },
      { method: 'DELETE', path: '/api/v1/security/users/5', body: undefined },
    ]);
  });

  it('keeps FAB validation messages on the normalised error', async () => {
    server.use(
      http.post('*/api/v1/security/users/', () =>
        HttpResponse.json({ message: { last_name: ['Missing data for required field.'] } }, { status: 400 }),
      ),
    );
    const store = createAppStore();
    const outcome = await store.dispatch(securityAdminApi.endpoints.createSecurityUser.initiate({ username: 'x' }));
    expect(outcome.error).toMatchObject({
      error: 'Missing data for required field.',
      status: 400,
      body: { message: { last_name: ['Missing data for required field.'] } },
    });
  });

  it('looks users up by id with `id in`, a hundred ids a request', async () => {
    server.use(
      http.get('*/api/v1/security/users/', async ({ request }) => {
        await record(request);
        const { filters } = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as {
          filters: { value: number[] }[];
        };
        const ids = filters[0].value;
        return HttpResponse.json({
          count: ids.length,
          result: ids.map((id) => ({ ...ADMIN_USER, id, username: `u${id}` })),
        });
      }),
    );
    const store = createAppStore();
    const ids = Array.from({ length: 150 }, (_unused, index) => index + 1);
    const users = await store.dispatch(securityAdminApi.endpoints.getSecurityUsersByIds.initiate(ids)).unwrap();
    expect(users).toHaveLength(150);
    expect(sent).toHaveLength(2);
    expect(rison.decode(sent[0].q)).toEqual({
      filters: [{ col: 'id', opr: 'in', value: ids.slice(0, 100) }],
      page: 0,
      page_size: 100,
    });
    expect(rison.decode(sent[1].q)).toEqual({
      filters: [{ col: 'id', opr: 'in', value: ids.slice(100) }],
      page: 0,
      page_size: 100,
    });
  });

  it('refreshes a shown users list after an edit', async () => {
    let lists = 0;
    server.use(
      http.get('*/api/v1/security/users/', () => {
        lists += 1;
        return HttpResponse.json({ count: 1, result: [ADMIN_USER] });
      }),
      http.put('*/api/v1/security/users/:id', () => HttpResponse.json({ result: {} })),
    );
    const store = createAppStore();
    const subscription = store.dispatch(securityAdminApi.endpoints.getSecurityUsers.initiate(userListRison()));
    await subscription;
    await store
      .dispatch(securityAdminApi.endpoints.updateSecurityUser.initiate({ id: 1, body: { first_name: 'A' } }))
      .unwrap();
    await waitFor(() => expect(lists).toBe(2));
    subscription.unsubscribe();
  });
});

describe('roles and pairs', () => {
  it('searches roles on /roles/search/ and keeps their pair and user ids', async () => {
    const role = { id: 4, name: 'Gamma', permission_ids: [1, 2], user_ids: [3], group_ids: [] };
    server.use(
      http.get('*/api/v1/security/roles/search/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ count: 1, ids: [4], result: [role] });
      }),
    );
    const store = createAppStore();
    const page = await store
      .dispatch(securityAdminApi.endpoints.searchRoles.initiate(roleListRison({ name: 'gam' })))
      .unwrap();
    expect(sent[0].q).toBe(
      '(filters:!((col:name,opr:ct,value:gam)),order_column:name,order_direction:asc,page:0,page_size:25)',
    );
    expect(page).toEqual({ count: 1, result: [role] });
  });

  it('reads every role from /roles/ page after page of 100', async () => {
    server.use(
      http.get('*/api/v1/security/roles/', async ({ request }) => {
        await record(request);
        const { page } = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as { page: number };
        const result = Array.from({ length: page === 0 ? 100 : 20 }, (_unused, index) => ({
          id: page * 100 + index + 1,
          name: `r${page * 100 + index + 1}`,
        }));
        return HttpResponse.json({ count: 120, result });
      }),
    );
    const store = createAppStore();
    const roles = await store.dispatch(securityAdminApi.endpoints.getAllRoles.initiate()).unwrap();
    expect(roles).toHaveLength(120);
    expect(sent.map((request) => request.q)).toEqual(['(page:0,page_size:100)', '(page:1,page_size:100)']);
  });

  it('reads every permission/view pair in pages of 100', async () => {
    server.use(
      http.get('*/api/v1/security/permissions-resources/', async ({ request }) => {
        await record(request);
        const { page } = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as { page: number };
        const size = [100, 100, 26][page] ?? 0;
        const result = Array.from({ length: size }, (_unused, index) => ({
          id: page * 100 + index + 1,
          permission: { name: 'can_read' },
          view_menu: { name: `View${page * 100 + index + 1}` },
        }));
        return HttpResponse.json({ count: 226, result });
      }),
    );
    const store = createAppStore();
    const pairs = await store.dispatch(securityAdminApi.endpoints.getPermissionResources.initiate()).unwrap();
    expect(pairs).toHaveLength(226);
    expect(sent.map((request) => request.q)).toEqual([
      '(page:0,page_size:100)',
      '(page:1,page_size:100)',
      '(page:2,page_size:100)',
    ]);
  });

  it('stops paging when the server runs out of rows before the count', async () => {
    server.use(
      http.get('*/api/v1/security/permissions-resources/', async ({ request }) => {
        await record(request);
        const { page } = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as { page: number };
        return HttpResponse.json({
          count: 500,
          result: page === 0 ? [{ id: 1, permission: { name: 'a' }, view_menu: { name: 'b' } }] : [],
        });
      }),
    );
    const store = createAppStore();
    const pairs = await store.dispatch(securityAdminApi.endpoints.getPermissionResources.initiate()).unwrap();
    expect(pairs).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('creates, renames, sets pairs (no trailing slash), sets users and deletes a role', async () => {
    server.use(
      http.post('*/api/v1/security/roles/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ id: 9, result: { name: 'Analyst' } }, { status: 201 });
      }),
      http.put('*/api/v1/security/roles/:id', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: { name: 'Analysts' } });
      }),
      http.post('*/api/v1/security/roles/:id/permissions', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: { permission_view_menu_ids: [1, 7] } });
      }),
      http.put('*/api/v1/security/roles/:id/users', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: { user_ids: [2] } });
      }),
      http.delete('*/api/v1/security/roles/:id', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message: 'OK' });
      }),
    );
    const store = createAppStore();
    const { endpoints } = securityAdminApi;
    expect(await store.dispatch(endpoints.createRole.initiate({ name: 'Analyst' })).unwrap()).toMatchObject({ id: 9 });
    await store.dispatch(endpoints.renameRole.initiate({ id: 9, name: 'Analysts' })).unwrap();
    await store.dispatch(endpoints.setRolePermissions.initiate({ id: 9, permissionIds: [1, 7] })).unwrap();
    await store.dispatch(endpoints.setRoleUsers.initiate({ id: 9, userIds: [2] })).unwrap();
    await store.dispatch(endpoints.deleteRole.initiate(9)).unwrap();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/v1/security/roles/', body: { name: 'Analyst' } },
      { method: 'PUT', path: '/api/v1/security/roles/9', body: { name: 'Analysts' } },
      { method: 'POST', path: '/api/v1/security/roles/9/permissions', body: { permission_view_menu_ids: [1, 7] } },
      { method: 'PUT', path: '/api/v1/security/roles/9/users', body: { user_ids: [2] } },
      { method: 'DELETE', path: '/api/v1/security/roles/9', body: undefined },
    ]);
  });
});
