import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRolePermissions } from '../../../server/auth/builtinRoles';
import { createUser } from '../helpers/testApp';
import { createSecurityAdminApp, q, type SecurityAdminApp } from './securityAdminApp';
import { callerFor, type Caller } from '../helpers/caller';

const ROLES = '/api/v1/security/roles/';

interface Pair {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}
interface RoleRow {
  id: number;
  name: string;
  user_ids: number[];
  permission_ids: number[];
  group_ids: number[];
}

describe("the security API: a role's permissions, users and groups; permissions and view menus", () => {
  let t: SecurityAdminApp;
  let pairs: Pair[];
  const pairId = (permission: string, view: string): number => {
    const pair = pairs.find(
      (candidate) => candidate.permission.name === permission && candidate.view_menu.name === view,
    );
    if (!pair) throw new Error(`No pair ${permission} on ${view}`);
    return pair.id;
  };
  const permissionIdsOf = async (roleId: number): Promise<number[]> =>
    (await t.admin.get(`${ROLES}${roleId}/permissions/`))
      .json<{ result: Array<{ id: number }> }>()
      .result.map((row) => row.id);

  beforeAll(async () => {
    t = await createSecurityAdminApp();
    const all = await t.admin.get(`/api/v1/security/permissions-resources/${q({ page_size: 100 })}`);
    const count = all.json<{ count: number }>().count;
    pairs = [];
    for (let page = 0; page * 100 < count; page += 1) {
      pairs.push(
        ...(await t.admin.get(`/api/v1/security/permissions-resources/${q({ page, page_size: 100 })}`)).json<{
          result: Pair[];
        }>().result,
      );
    }
  });
  afterAll(() => t.app.close());

  describe("a role's permissions, users and groups", () => {
    it('sets and reads the pairs of a custom role (ids naming nothing are left out)', async () => {
      const id = (await t.admin.post(ROLES, { name: 'chart readers' })).json<{ id: number }>().id;
      const wanted = [pairId('can_read', 'Chart'), pairId('can_read', 'Dashboard')];
      const set = await t.admin.post(`${ROLES}${id}/permissions`, { permission_view_menu_ids: [...wanted, 999999] });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ result: { permission_view_menu_ids: [...wanted, 999999] } });
      const read = await t.admin.get(`${ROLES}${id}/permissions/`);
      expect(read.json()).toEqual({
        result: [
          { id: wanted[0], permission_name: 'can_read', view_menu_name: 'Chart' },
          { id: wanted[1], permission_name: 'can_read', view_menu_name: 'Dashboard' },
        ].sort((a, b) => a.id - b.id),
      });
      // Setting replaces.
      await t.admin.post(`${ROLES}${id}/permissions`, { permission_view_menu_ids: [wanted[1]] });
      expect(await permissionIdsOf(id)).toEqual([wanted[1]]);

      const holder = await createUser(t.app, 'reader', [`chart readers`]);
      const caller = await callerFor(t.app, 'reader', { auth: 'bearer' });
      expect((await caller.get('/api/v1/dashboard/')).statusCode).toBe(200);
      expect((await caller.get('/api/v1/chart/')).statusCode).toBe(403);
      expect(holder.id).toBeGreaterThan(0);
    });

    it("answers FAB's errors on the permissions body and unknown roles", async () => {
      const gamma = await t.roleId('Gamma');
      const cases: Array<[unknown, number, unknown]> = [
        [{ permission_view_menu_ids: 'x' }, 400, { message: { permission_view_menu_ids: ['Not a valid list.'] } }],
        [{}, 400, { message: { permission_view_menu_ids: ['Missing data for required field.'] } }],
        [{ permission_view_menu_ids: [], x: 1 }, 400, { message: { x: ['Unknown field.'] } }],
      ];
      for (const [payload, status, body] of cases) {
        const response = await t.admin.post(`${ROLES}${gamma}/permissions`, payload);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(body);
      }
      expect((await t.admin.post(`${ROLES}9999/permissions`, { permission_view_menu_ids: [] })).statusCode).toBe(404);
      expect((await t.admin.get(`${ROLES}9999/permissions/`)).statusCode).toBe(404);
    });

    it('lets a built-in role gain and lose data access grants only', async () => {
      const gamma = await t.roleId('Gamma');
      const current = await permissionIdsOf(gamma);
      await t.app.store.roles.ensurePermissionView('datasource_access', '[examples].[special](id:99)');
      pairs = (
        await t.admin.get(
          `/api/v1/security/permissions-resources/${q({ filters: [{ col: 'permission.name', opr: 'eq', value: 'datasource_access' }], page_size: 100 })}`,
        )
      )
        .json<{ result: Pair[] }>()
        .result.concat(pairs);
      const grant = pairId('datasource_access', '[examples].[special](id:99)');

      const added = await t.admin.post(`${ROLES}${gamma}/permissions`, {
        permission_view_menu_ids: [...current, grant],
      });
      expect(added.statusCode).toBe(200);
      expect(await permissionIdsOf(gamma)).toContain(grant);

      const refusal = {
        message:
          'Only the data access permissions (database_access, catalog_access, schema_access, datasource_access) of the built-in role Gamma can be changed; it keeps its other permissions as they are.',
      };
      const dropped = await t.admin.post(`${ROLES}${gamma}/permissions`, {
        permission_view_menu_ids: current.slice(1),
      });
      expect(dropped.statusCode).toBe(422);
      expect(dropped.json()).toEqual(refusal);
      const extra = await t.admin.post(`${ROLES}${gamma}/permissions`, {
        permission_view_menu_ids: [...current, pairId('can_put', 'User')],
      });
      expect(extra.statusCode).toBe(422);
      expect(await permissionIdsOf(gamma)).toEqual([...current, grant].sort((a, b) => a - b));

      const removed = await t.admin.post(`${ROLES}${gamma}/permissions`, { permission_view_menu_ids: current });
      expect(removed.statusCode).toBe(200);
      expect(await permissionIdsOf(gamma)).toEqual(current);

      // Nobody empties the Admin role either.
      const admin = await t.roleId('Admin');
      const emptied = await t.admin.post(`${ROLES}${admin}/permissions`, { permission_view_menu_ids: [] });
      expect(emptied.statusCode).toBe(422);
      expect(emptied.json<{ message: string }>().message).toContain('of the built-in role Admin can be changed');
      expect((await permissionIdsOf(admin)).length).toBe(builtinRolePermissions('Admin').length);
    });

    it("sets a role's users as a whole; unknown users are 404; the last admin stays", async () => {
      const id = (await t.admin.post(ROLES, { name: 'team' })).json<{ id: number }>().id;
      const alpha = await t.userId('alpha');
      const gamma = await t.userId('gamma');
      const set = await t.admin.put(`${ROLES}${id}/users`, { user_ids: [alpha, gamma] });
      expect(set.json()).toEqual({ result: { user_ids: [alpha, gamma] } });
      await t.admin.put(`${ROLES}${id}/users`, { user_ids: [gamma] });
      const search = await t.admin.get(`${ROLES}search/${q({ filters: [{ col: 'name', opr: 'eq', value: 'team' }] })}`);
      expect(search.json<{ result: RoleRow[] }>().result[0].user_ids).toEqual([gamma]);
      expect((await t.app.store.roles.rolesOfUser(alpha)).map((role) => role.name)).toEqual(['Alpha']);

      const unknown = await t.admin.put(`${ROLES}${id}/users`, { user_ids: [gamma, 9999] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Not found' });
      expect((await t.admin.put(`${ROLES}${id}/users`, { user_ids: 'x' })).json()).toEqual({
        message: { user_ids: ['Not a valid list.'] },
      });

      const emptied = await t.admin.put(`${ROLES}${await t.roleId('Admin')}/users`, { user_ids: [] });
      expect(emptied.statusCode).toBe(422);
      expect(emptied.json<{ message: string }>().message).toContain('no active user with the Admin role');
    });

    it('accepts only an empty group list (there are no groups)', async () => {
      const gamma = await t.roleId('Gamma');
      expect((await t.admin.put(`${ROLES}${gamma}/groups`, { group_ids: [] })).json()).toEqual({
        result: { group_ids: [] },
      });
      expect((await t.admin.put(`${ROLES}${gamma}/groups`, { group_ids: [5] })).statusCode).toBe(404);
      expect((await t.admin.put(`${ROLES}9999/groups`, { group_ids: [] })).statusCode).toBe(404);
      const groups = await t.admin.get(`/api/v1/security/groups/${q({ page_size: 100 })}`);
      expect(groups.json()).toMatchObject({ count: 0, ids: [], result: [], list_title: 'List Group' });
    });
  });

  describe('permissions, view menus and pairs', () => {
    it('lists and shows permissions and view menus', async () => {
      const permissions = (
        await t.admin.get(
          `/api/v1/security/permissions/${q({ filters: [{ col: 'name', opr: 'ct', value: 'explore' }] })}`,
        )
      ).json<{ result: Array<{ id: number; name: string }>; list_title: string }>();
      expect(permissions.list_title).toBe('List Permission');
      expect(permissions.result.map((row) => row.name).sort()).toEqual(['can_explore', 'can_explore_json']);
      const one = permissions.result[0];
      expect((await t.admin.get(`/api/v1/security/permissions/${one.id}`)).json()).toMatchObject({
        result: one,
        show_title: 'Show Permission',
      });
      const resources = (
        await t.admin.get(`/api/v1/security/resources/${q({ filters: [{ col: 'name', opr: 'eq', value: 'Chart' }] })}`)
      ).json<{ result: Array<{ id: number; name: string }>; list_title: string }>();
      expect(resources.list_title).toBe('List View Menu');
      expect(resources.result).toEqual([{ id: expect.any(Number), name: 'Chart' }]);
      // The security views' old read/write pairs are gone: FAB 5.3 names one permission per method.
      expect(pairs.some((pair) => pair.view_menu.name === 'User' && pair.permission.name === 'can_read')).toBe(false);
    });

    it("lists pairs in FAB's shape, filtered by permission, view menu, role or names", async () => {
      const chart = (
        await t.admin.get(`/api/v1/security/resources/${q({ filters: [{ col: 'name', opr: 'eq', value: 'Chart' }] })}`)
      ).json<{ ids: number[] }>().ids[0];
      const byView = (
        await t.admin.get(
          `/api/v1/security/permissions-resources/${q({ filters: [{ col: 'view_menu', opr: 'rel_o_m', value: chart }] })}`,
        )
      ).json<{ result: Pair[]; label_columns: Record<string, string> }>();
      expect(byView.result.map((pair) => pair.permission.name)).toEqual(['can_read', 'can_write', 'can_export']);
      expect(byView.result[0]).toEqual({
        id: expect.any(Number),
        permission: { name: 'can_read' },
        view_menu: { name: 'Chart' },
      });
      expect(byView.label_columns).toEqual({
        id: 'Id',
        'permission.name': 'Permission Name',
        'view_menu.name': 'View Menu Name',
      });
      const sqlLab = await t.roleId('sql_lab');
      const byRole = (
        await t.admin.get(
          `/api/v1/security/permissions-resources/${q({ filters: [{ col: 'role', opr: 'rel_m_m', value: sqlLab }], page_size: 100 })}`,
        )
      ).json<{ count: number }>();
      expect(byRole.count).toBe(builtinRolePermissions('sql_lab').length);
      const byName = (
        await t.admin.get(
          `/api/v1/security/permissions-resources/${q({ filters: [{ col: 'view_menu.name', opr: 'ct', value: 'sqllab' }], page_size: 100 })}`,
        )
      ).json<{ result: Pair[] }>();
      expect(new Set(byName.result.map((pair) => pair.view_menu.name))).toEqual(
        new Set(['SQLLab', 'SqlLabPermalinkRestApi']),
      );
      const one = byName.result[0];
      expect((await t.admin.get(`/api/v1/security/permissions-resources/${one.id}`)).json()).toMatchObject({
        result: one,
        show_title: 'Show Permission View',
      });
      expect((await t.admin.get('/api/v1/security/permissions-resources/999999')).statusCode).toBe(404);
    });
  });
});

describe('role permission edits across a restart', () => {
  it('keeps data access grants on Gamma and a custom role, and the custom role as it was', async () => {
    const first = await createSecurityAdminApp();
    const listDataAccess = async (admin: Caller) =>
      (
        await admin.get(
          `/api/v1/security/permissions-resources/${q({ filters: [{ col: 'permission.name', opr: 'eq', value: 'datasource_access' }], page_size: 100 })}`,
        )
      ).json<{ result: Pair[] }>().result;
    const [grant, otherGrant] = await listDataAccess(first.admin);
    expect(grant).toBeDefined();
    const gamma = await first.roleId('Gamma');
    const gammaBefore = (await first.admin.get(`${ROLES}${gamma}/permissions/`))
      .json<{ result: Array<{ id: number }> }>()
      .result.map((row) => row.id);
    expect(
      (
        await first.admin.post(`${ROLES}${gamma}/permissions`, {
          permission_view_menu_ids: [...gammaBefore, grant.id],
        })
      ).statusCode,
    ).toBe(200);
    const custom = (await first.admin.post(ROLES, { name: 'regional' })).json<{ id: number }>().id;
    const chartRead = (
      await first.admin.get(
        `/api/v1/security/permissions-resources/${q({
          filters: [
            { col: 'view_menu.name', opr: 'eq', value: 'Chart' },
            { col: 'permission.name', opr: 'eq', value: 'can_read' },
          ],
        })}`,
      )
    ).json<{ ids: number[] }>().ids[0];
    expect(
      (
        await first.admin.post(`${ROLES}${custom}/permissions`, {
          permission_view_menu_ids: [chartRead, otherGrant.id],
        })
      ).statusCode,
    ).toBe(200);
    await first.admin.put(`${ROLES}${custom}/users`, { user_ids: [await first.userId('gamma')] });
    await first.app.close();

    const second = await createSecurityAdminApp({ dataDir: first.dataDir });
    try {
      const gammaAfter = (await second.admin.get(`${ROLES}${gamma}/permissions/`))
        .json<{ result: Array<{ id: number }> }>()
        .result.map((row) => row.id);
      expect(gammaAfter).toEqual([...gammaBefore, grant.id].sort((a, b) => a - b));
      const customAfter = await second.admin.get(`${ROLES}${custom}/permissions/`);
      expect(customAfter.json<{ result: Array<{ id: number }> }>().result.map((row) => row.id)).toEqual(
        [chartRead, otherGrant.id].sort((a, b) => a - b),
      );
      const roles = await second.app.store.roles.rolesOfUser(await second.userId('gamma'));
      expect(roles.map((role) => role.name)).toEqual(['Gamma', 'regional']);
      expect(roles.find((role) => role.name === 'Gamma')?.permissions).toContainEqual([
        'datasource_access',
        grant.view_menu.name,
      ]);
    } finally {
      await second.app.close();
    }
  });
});
