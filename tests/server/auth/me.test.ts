import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginSession } from '../helpers/testApp';

describe('/api/v1/me/', () => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    await createUser(app, 'gamma', ['Gamma'], 'gamma-password', { first_name: 'Gam', last_name: 'Ma' });
    ({ cookie } = await loginSession(app, 'gamma', 'gamma-password'));
  });
  afterAll(() => app.close());

  it("returns the current user in Superset's shape", async () => {
    const response = await app.inject({ url: '/api/v1/me/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        id: expect.any(Number),
        username: 'gamma',
        email: 'gamma@example.com',
        first_name: 'Gam',
        last_name: 'Ma',
        is_active: true,
        is_anonymous: false,
        login_count: 1,
      },
    });
  });

  it('returns the bootstrap user object with roles and permissions from /me/roles/', async () => {
    const response = await app.inject({ url: '/api/v1/me/roles/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: Record<string, unknown> }>();
    expect(result).toMatchObject({
      username: 'gamma',
      firstName: 'Gam',
      lastName: 'Ma',
      isActive: true,
      isAnonymous: false,
      email: 'gamma@example.com',
      loginCount: 1,
      // As Superset's get_permissions: no key for a kind of data access the user holds none of.
      permissions: {},
    });
    const roles = result.roles as Record<string, Array<[string, string]>>;
    expect(Object.keys(roles)).toEqual(['Gamma']);
    expect(roles.Gamma).toContainEqual(['can_read', 'Chart']);
    expect(roles.Gamma).not.toContainEqual(['can_read', 'SQLLab']);
  });

  it('lists database_access grants in permissions', async () => {
    await app.store.roles.upsertRole('examples_reader', [['database_access', '[examples].(id:1)']]);
    await createUser(app, 'reader', ['Gamma', 'examples_reader']);
    const session = await loginSession(app, 'reader', 'reader-password');
    const response = await app.inject({ url: '/api/v1/me/roles/', headers: { cookie: session.cookie } });
    expect(response.json<{ result: { permissions: unknown } }>().result.permissions).toEqual({
      database_access: ['[examples].(id:1)'],
    });
  });

  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/api/v1/me/', '/api/v1/me/roles/']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authorized' });
    }
  });
});
