import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRolePermissions } from '../../../server/auth/builtinRoles';
import { createUser } from '../helpers/testApp';
import { createSecurityAdminApp, q, type SecurityAdminApp } from './securityAdminApp';
import { anonymousCaller } from '../helpers/caller';

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

describe('the security API: roles and permissions', () => {
  let t: SecurityAdminApp;
  let pairs: Pair[];
  const pairId = (permission: string, view: string): number => {
    const pair = pairs.find(
      (candidate) => candidate.permission.name === permission && candidate.view_menu.name === view,
    );
    if (!pair) throw new Error(`No pair ${permission} on ${view}`);
    return pair.id;
  };

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

  describe('roles', () => {
    it("lists, shows and describes roles in FAB's shapes", async () => {
      const list = (await t.admin.get(ROLES)).json<{
        result: Array<{ id: number; name: string }>;
        list_title: string;
      }>();
      expect(list.result.map((role) => role.name)).toEqual(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);
      expect(list.list_title).toBe('List Role');
      const inFilter = (
        await t.admin.get(`${ROLES}${q({ filters: [{ col: 'name', opr: 'in', value: ['Admin', 'Gamma'] }] })}`)
      ).json<{ count: number }>();
      expect(inFilter.count).toBe(2);
      const gamma = await t.roleId('Gamma');
      expect((await t.admin.get(`${ROLES}${gamma}`)).json()).toEqual({
        description_columns: {},
        id: gamma,
        label_columns: { id: 'Id', name: 'Name' },
        result: { id: gamma, name: 'Gamma' },
        show_columns: ['id', 'name'],
        show_title: 'Show Role',
      });
      expect((await t.admin.get(`${ROLES}9999`)).statusCode).toBe(404);
      const info = (await t.admin.get(`${ROLES}_info`)).json<{ add_columns: unknown[]; permissions: string[] }>();
      expect(info.add_columns).toEqual([
        {
          description: '',
          name: 'name',
          label: 'Name',
          required: true,
          type: 'String',
          unique: true,
          validate: ['<Length(min=None, max=64, equal=None, error=None)>'],
        },
      ]);
      expect(info.permissions).toEqual([
        'can_get',
        'can_info',
        'can_post',
        'can_put',
        'can_delete',
        'can_list_role_permissions',
        'can_add_role_permissions',
        'can_update_role_users',
        'can_update_role_groups',
      ]);
    });

    it('creates (201 with id and result), renames and deletes a custom role', async () => {
      const created = await t.admin.post(ROLES, { name: 'analysts' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect(created.json()).toEqual({ id, result: { name: 'analysts' } });
      const renamed = await t.admin.put(`${ROLES}${id}`, { name: 'data analysts' });
      expect(renamed.json()).toEqual({ result: { name: 'data analysts' } });
      expect((await t.admin.put(`${ROLES}${id}`, {})).json()).toEqual({ result: { name: 'data analysts' } });
      const deleted = await t.admin.delete(`${ROLES}${id}`);
      expect(deleted.json()).toEqual({ message: 'OK' });
      expect((await t.admin.delete(`${ROLES}${id}`)).statusCode).toBe(404);
      expect((await t.admin.put(`${ROLES}${id}`, { name: 'x' })).statusCode).toBe(404);
    });

    it("answers body errors with FAB's 422, a taken name with the database message", async () => {
      const cases: Array<[unknown, unknown]> = [
        [{}, { name: ['Missing data for required field.'] }],
        [{ name: 'x'.repeat(65) }, { name: ['Longer than maximum length 64.'] }],
        [{ name: 'ok', extra: 1 }, { extra: ['Unknown field.'] }],
      ];
      for (const [payload, message] of cases) {
        const response = await t.admin.post(ROLES, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json()).toEqual({ message });
      }
      const taken = await t.admin.post(ROLES, { name: 'Gamma' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({
        message:
          'duplicate key value violates unique constraint "ab_role_name_key"\nDETAIL:  Key (name)=(Gamma) already exists.\n',
      });
      const custom = (await t.admin.post(ROLES, { name: 'renamable' })).json<{ id: number }>().id;
      expect((await t.admin.put(`${ROLES}${custom}`, { name: 'Alpha' })).statusCode).toBe(422);
      expect((await t.admin.put(`${ROLES}${custom}`, { name: 7 })).json()).toEqual({
        message: { name: ['Not a valid string.'] },
      });
    });

    it('keeps the built-in roles: no renaming, no deleting', async () => {
      for (const name of ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']) {
        const id = await t.roleId(name);
        const renamed = await t.admin.put(`${ROLES}${id}`, { name: `${name}2` });
        expect(renamed.statusCode).toBe(422);
        expect(renamed.json()).toEqual({ message: `The built-in role ${name} cannot be renamed.` });
        const deleted = await t.admin.delete(`${ROLES}${id}`);
        expect(deleted.statusCode).toBe(422);
        expect(deleted.json()).toEqual({ message: `The built-in role ${name} cannot be deleted.` });
      }
    });

    it('deletes a role that users hold: they lose it, as in FAB', async () => {
      const id = (await t.admin.post(ROLES, { name: 'temporary' })).json<{ id: number }>().id;
      await t.app.store.roles.upsertRole('temporary', [['can_read', 'Chart']]);
      await createUser(t.app, 'temp_holder', ['temporary', 'Gamma']);
      expect((await t.admin.delete(`${ROLES}${id}`)).statusCode).toBe(200);
      const roles = await t.app.store.roles.rolesOfUser(await t.userId('temp_holder'));
      expect(roles.map((role) => role.name)).toEqual(['Gamma']);
    });
  });

  describe('roles/search', () => {
    it("answers Superset's Roles page shape, with its filters, order and pages", async () => {
      const all = (await t.admin.get(`${ROLES}search/`)).json<{ count: number; ids: number[]; result: RoleRow[] }>();
      expect(all.result.length).toBe(Math.min(all.count, 10));
      const admin = all.result.find((role) => role.name === 'Admin');
      expect(admin).toEqual({
        id: await t.roleId('Admin'),
        name: 'Admin',
        user_ids: [await t.userId('admin')],
        permission_ids: expect.any(Array),
        group_ids: [],
      });
      expect(admin?.permission_ids).toHaveLength(builtinRolePermissions('Admin').length);

      const byName = await t.admin.get(
        `${ROLES}search/${q({ filters: [{ col: 'name', opr: 'ct', value: 'AM' }], order_column: 'name', order_direction: 'desc' })}`,
      );
      expect(byName.json<{ result: RoleRow[] }>().result.map((role) => role.name)).toEqual(['renamable', 'Gamma']);
      const byUser = await t.admin.get(
        `${ROLES}search/${q({ filters: [{ col: 'user_ids', opr: 'eq', value: String(await t.userId('analyst')) }] })}`,
      );
      expect(byUser.json<{ result: RoleRow[] }>().result.map((role) => role.name)).toEqual(['sql_lab']);
      const byPermission = await t.admin.get(
        `${ROLES}search/${q({ filters: [{ col: 'permission_ids', opr: 'eq', value: pairId('can_execute_sql_query', 'SQLLab') }] })}`,
      );
      expect(byPermission.json<{ result: RoleRow[] }>().result.map((role) => role.name)).toEqual(['Admin', 'sql_lab']);
      const page = await t.admin.get(`${ROLES}search/${q({ page: 1, page_size: 2 })}`);
      expect(page.json<{ ids: number[]; count: number }>().ids).toHaveLength(2);

      const badOrder = await t.admin.get(`${ROLES}search/${q({ order_column: 'zzz' })}`);
      expect(badOrder.statusCode).toBe(400);
      expect(badOrder.json()).toEqual({ message: 'Invalid order column: zzz' });
      const noOperator = await t.admin.get(`${ROLES}search/?q=(filters:!((col:name,value:x)))`);
      expect(noOperator.json()).toEqual({ message: "Not a valid rison schema 'opr' is a required property" });
    });
  });

  describe('who may call it', () => {
    it('answers 403 Forbidden to Alpha, Gamma and sql_lab users, 401 to anonymous callers', async () => {
      const gamma = await t.roleId('Gamma');
      const endpoints: Array<[string, string, unknown]> = [
        ['GET', ROLES, undefined],
        ['GET', `${ROLES}_info`, undefined],
        ['GET', `${ROLES}${gamma}`, undefined],
        ['POST', ROLES, { name: 'sneaky' }],
        ['PUT', `${ROLES}${gamma}`, { name: 'sneaky' }],
        ['DELETE', `${ROLES}${gamma}`, undefined],
        ['GET', `${ROLES}search/`, undefined],
        ['GET', `${ROLES}${gamma}/permissions/`, undefined],
        ['POST', `${ROLES}${gamma}/permissions`, { permission_view_menu_ids: [] }],
        ['PUT', `${ROLES}${gamma}/users`, { user_ids: [] }],
        ['PUT', `${ROLES}${gamma}/groups`, { group_ids: [] }],
        ['GET', '/api/v1/security/permissions/', undefined],
        ['GET', '/api/v1/security/resources/_info', undefined],
        ['GET', '/api/v1/security/permissions-resources/1', undefined],
        ['GET', '/api/v1/security/groups/', undefined],
      ];
      for (const [method, url, payload] of endpoints) {
        for (const caller of Object.values(t.users)) {
          const response = await caller.request(method as 'GET', url, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json()).toEqual({ message: 'Forbidden' });
        }
        expect(
          (await anonymousCaller(t.app).request(method as 'GET', url, payload)).statusCode,
          `${method} ${url}`,
        ).toBe(401);
      }
      expect((await t.app.store.roles.findRole(gamma))?.name).toBe('Gamma');
    });
  });
});
