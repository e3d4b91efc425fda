import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureClient, resetClient } from '../../src/api/client';
import { fetchCurrentUserWithRoles, login, logoutUrl } from '../../src/api/security';
import type { ClientError } from '../../src/api/types';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const onUnauthorized = vi.fn();
beforeEach(() => {
  resetClient();
  onUnauthorized.mockReset();
  configureClient({ onUnauthorized });
});

const signedOutCsrf = http.get('*/api/v1/security/csrf_token/', () =>
  HttpResponse.json({ message: 'Not authorized' }, { status: 401 }),
);

describe('login', () => {
  it('posts the credentials as JSON and resolves with the redirect, even with no CSRF token to get', async () => {
    let body: unknown;
    server.use(
      signedOutCsrf,
      http.post('*/login/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { redirect: '/sqllab/' } });
      }),
    );
    await expect(login('admin', 'secret', '/dashboard/list/')).resolves.toEqual({ redirect: '/sqllab/' });
    expect(body).toEqual({ username: 'admin', password: 'secret', next: '/dashboard/list/' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("rejects with the server's message and does not redirect on a 401", async () => {
    server.use(
      signedOutCsrf,
      http.post('*/login/', () => HttpResponse.json({ message: 'Invalid login. Please try again.' }, { status: 401 })),
    );
    const error = await login('admin', 'wrong').catch((caught: ClientError) => caught);
    expect(error).toMatchObject({ error: 'Invalid login. Please try again.', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('logoutUrl', () => {
  it('is under the app root', () => {
    configureClient({ appRoot: '/superset' });
    expect(logoutUrl()).toBe('/superset/logout/');
  });
});

describe('fetchCurrentUserWithRoles', () => {
  it('returns the bootstrap user with roles and permissions', async () => {
    const user = {
      username: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
      userId: 1,
      isActive: true,
      isAnonymous: false,
      createdOn: '2024-01-02T03:04:05',
      email: 'admin@example.com',
      roles: { Admin: [['can_read', 'Dashboard']] },
      permissions: { database_access: ['examples'] },
    };
    server.use(http.get('*/api/v1/me/roles/', () => HttpResponse.json({ result: user })));
    await expect(fetchCurrentUserWithRoles()).resolves.toEqual(user);
  });

  it('fills in empty roles and permissions when the reply has none', async () => {
    server.use(http.get('*/api/v1/me/roles/', () => HttpResponse.json({ result: { username: 'x' } })));
    await expect(fetchCurrentUserWithRoles()).resolves.toEqual({
      username: 'x',
      roles: {},
      permissions: {},
    });
  });
});
