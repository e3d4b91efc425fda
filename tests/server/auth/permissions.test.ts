import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRolePermissions, type BuiltinRoleName } from '../../../server/auth/builtinRoles';
import { hasPermission, requirePermission } from '../../../server/auth/permissions';
import type { AuthenticatedUser } from '../../../server/auth/types';
import { createTestApp, createUser, loginSession } from '../helpers/testApp';

const has = (role: BuiltinRoleName, permission: string, view: string) =>
  builtinRolePermissions(role).some(([p, v]) => p === permission && v === view);

describe('built-in roles, modelled on Superset', () => {
  it('gives Admin every pair, and Alpha everything but security and SQL Lab', () => {
    expect(has('Admin', 'can_put', 'Role')).toBe(true);
    expect(has('Admin', 'can_execute_sql_query', 'SQLLab')).toBe(true);
    expect(has('Alpha', 'can_put', 'Role')).toBe(false);
    expect(has('Alpha', 'can_get', 'User')).toBe(false);
    expect(has('Alpha', 'can_read', 'Log')).toBe(false);
    expect(has('Alpha', 'can_execute_sql_query', 'SQLLab')).toBe(false);
    for (const view of ['Chart', 'Dashboard', 'Dataset', 'ReportSchedule', 'Annotation']) {
      expect(has('Alpha', 'can_write', view)).toBe(true);
    }
    expect(has('Alpha', 'can_read', 'Database')).toBe(true);
    expect(has('Alpha', 'can_write', 'Database')).toBe(false);
    expect(has('Alpha', 'all_datasource_access', 'all_datasource_access')).toBe(true);
  });

  it('keeps Gamma out of SQL Lab, dataset and database writes, and alpha-only views', () => {
    for (const [permission, view] of [
      ['can_read', 'SQLLab'],
      ['can_execute_sql_query', 'SQLLab'],
      ['can_read', 'SavedQuery'],
      ['can_post', 'TabStateView'],
      ['can_write', 'Dataset'],
      ['can_write', 'Database'],
      ['can_read', 'ReportSchedule'],
      ['can_read', 'Annotation'],
      ['all_datasource_access', 'all_datasource_access'],
    ]) {
      expect(has('Gamma', permission, view), `${permission} on ${view}`).toBe(false);
    }
    for (const [permission, view] of [
      ['can_read', 'Chart'],
      ['can_read', 'Dashboard'],
      ['can_read', 'Dataset'],
      ['can_read', 'Database'],
      ['can_explore', 'Superset'],
      ['can_share_dashboard', 'Superset'],
      ['can_read', 'ExplorePermalinkRestApi'],
      ['can_list', 'AsyncEventsRestApi'],
    ]) {
      expect(has('Gamma', permission, view), `${permission} on ${view}`).toBe(true);
    }
  });

  it('gives sql_lab the SQL Lab pairs and the database list, nothing else', () => {
    for (const [permission, view] of [
      ['can_read', 'SQLLab'],
      ['can_execute_sql_query', 'SQLLab'],
      ['can_get_results', 'SQLLab'],
      ['can_estimate_query_cost', 'SQLLab'],
      ['can_export_csv', 'SQLLab'],
      ['can_format_sql', 'SQLLab'],
      ['can_read', 'Query'],
      ['can_write', 'SavedQuery'],
      ['can_activate', 'TabStateView'],
      ['can_expanded', 'TableSchemaView'],
      ['can_write', 'SqlLabPermalinkRestApi'],
      ['can_read', 'Database'],
    ]) {
      expect(has('sql_lab', permission, view), `${permission} on ${view}`).toBe(true);
    }
    expect(has('sql_lab', 'can_read', 'Chart')).toBe(false);
    expect(has('sql_lab', 'can_write', 'Database')).toBe(false);
  });

  it('treats a role named admin in any letter case as holding everything', () => {
    const user = (roleName: string): AuthenticatedUser => ({
      id: 9,
      username: 'x',
      first_name: '',
      last_name: '',
      email: '',
      active: true,
      created_on: new Date(),
      changed_on: new Date(),
      login_count: 0,
      last_login: null,
      roles: [{ name: roleName, permissions: [] }],
    });
    expect(hasPermission(user('ADMIN'), 'can_anything', 'Anywhere')).toBe(true);
    expect(hasPermission(user('admin'), 'can_write', 'Role')).toBe(true);
    expect(hasPermission(user('Administrators'), 'can_write', 'Role')).toBe(false);
    expect(hasPermission(null, 'can_read', 'Chart')).toBe(false);
  });
});

describe('permission checks on routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    app.get(
      '/api/v1/test_sqllab_only/',
      { onRequest: requirePermission('can_execute_sql_query', 'SQLLab') },
      async () => ({
        result: 'ran',
      }),
    );
    await createUser(app, 'gamma', ['Gamma']);
    await createUser(app, 'analyst', ['Gamma', 'sql_lab']);
    await app.store.roles.upsertRole('ADMIN', []);
    await createUser(app, 'shouty', ['ADMIN']);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

  it('answers 403 Forbidden to a Gamma user on a SQL Lab-only route', async () => {
    const { cookie } = await loginSession(app, 'gamma', 'gamma-password');
    const response = await get('/api/v1/test_sqllab_only/', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
  });

  it('lets Gamma + sql_lab through', async () => {
    const { cookie } = await loginSession(app, 'analyst', 'analyst-password');
    expect((await get('/api/v1/test_sqllab_only/', cookie)).json()).toEqual({ result: 'ran' });
  });

  it('gives a role named "ADMIN" (holding no pairs) every right', async () => {
    const { cookie } = await loginSession(app, 'shouty', 'shouty-password');
    expect((await get('/api/v1/test_sqllab_only/', cookie)).statusCode).toBe(200);
    expect((await get('/api/v1/database/', cookie)).statusCode).toBe(200);
  });

  it('answers 401 before 403 when nobody is logged in', async () => {
    const response = await app.inject({ url: '/api/v1/test_sqllab_only/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });

  it('lets Gamma read the database list, as Superset does (can_read on Database)', async () => {
    const { cookie } = await loginSession(app, 'gamma', 'gamma-password');
    expect((await get('/api/v1/database/', cookie)).statusCode).toBe(200);
  });

  it('answers 403 to a user whose only role holds nothing', async () => {
    await app.store.roles.upsertRole('Nobody', []);
    await createUser(app, 'nobody', ['Nobody']);
    const { cookie } = await loginSession(app, 'nobody', 'nobody-password');
    const response = await get('/api/v1/database/', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
  });
});
