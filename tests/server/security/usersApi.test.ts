import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/testApp';
import { createSecurityAdminApp, expectNoSecrets, q, type SecurityAdminApp } from './securityAdminApp';
import { anonymousCaller } from '../helpers/caller';

const USERS = '/api/v1/security/users/';

interface UserItem {
  id: number;
  username: string;
  roles: Array<{ id: number; name: string }>;
  [column: string]: unknown;
}
interface UserList {
  count: number;
  ids: number[];
  result: UserItem[];
  [key: string]: unknown;
}

describe('the security API: users', () => {
  let t: SecurityAdminApp;
  let gammaRole: number;
  let sqlLabRole: number;
  let adminRole: number;

  const list = async (args: Record<string, unknown>) => {
    const response = await t.admin.get(`${USERS}${q(args)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UserList>();
  };
  const usernames = async (args: Record<string, unknown>) =>
    (await list(args)).result.map((user) => user.username).sort();

  beforeAll(async () => {
    t = await createSecurityAdminApp();
    gammaRole = await t.roleId('Gamma');
    sqlLabRole = await t.roleId('sql_lab');
    adminRole = await t.roleId('Admin');
    await createUser(t.app, 'Zoe_Q', ['Gamma', 'sql_lab'], 'zoe-password', { first_name: 'Zoe', last_name: 'Quinn' });
    await createUser(t.app, 'retired', ['Gamma'], 'retired-password', { active: false, email: 'old@corp.test' });
  });
  afterAll(() => t.app.close());

  describe('list', () => {
    it("answers FAB's list shape with every list column", async () => {
      const body = await list({});
      expect(body.count).toBe(6);
      expect(body.list_title).toBe('List User');
      expect(body.description_columns).toEqual({});
      expect(body.list_columns).toEqual([
        'id',
        'roles.id',
        'roles.name',
        'first_name',
        'last_name',
        'username',
        'active',
        'email',
        'last_login',
        'login_count',
        'fail_login_count',
        'created_on',
        'changed_on',
        'created_by.id',
        'changed_by.id',
        'groups',
      ]);
      expect(body.order_columns).not.toContain('groups');
      expect((body.label_columns as Record<string, string>)['changed_by.id']).toBe('Changed By Id');
      const zoe = body.result.find((user) => user.username === 'Zoe_Q');
      expect(zoe).toMatchObject({
        first_name: 'Zoe',
        last_name: 'Quinn',
        active: true,
        email: 'Zoe_Q@example.com',
        last_login: null,
        login_count: null,
        fail_login_count: null,
        created_by: null,
        changed_by: null,
        groups: [],
        roles: [
          { id: gammaRole, name: 'Gamma' },
          { id: sqlLabRole, name: 'sql_lab' },
        ],
      });
      expect(zoe?.created_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
      const admin = body.result.find((user) => user.username === 'admin');
      expect(admin?.login_count).toBeGreaterThan(0);
      expect(admin?.fail_login_count).toBe(0);
      expect(admin?.last_login).toEqual(expect.any(String));
    });

    it('filters text columns with ct, sw, ew (any letter case), eq, neq, in and not_in', async () => {
      expect(await usernames({ filters: [{ col: 'username', opr: 'ct', value: 'LPH' }] })).toEqual(['alpha']);
      expect(await usernames({ filters: [{ col: 'username', opr: 'sw', value: 'zoe' }] })).toEqual(['Zoe_Q']);
      expect(await usernames({ filters: [{ col: 'email', opr: 'ew', value: 'CORP.TEST' }] })).toEqual(['retired']);
      expect(await usernames({ filters: [{ col: 'username', opr: 'eq', value: 'zoe_q' }] })).toEqual([]);
      expect(await usernames({ filters: [{ col: 'username', opr: 'eq', value: 'Zoe_Q' }] })).toEqual(['Zoe_Q']);
      expect(await usernames({ filters: [{ col: 'first_name', opr: 'neq', value: '' }] })).toEqual(['Zoe_Q', 'admin']);
      expect(await usernames({ filters: [{ col: 'username', opr: 'in', value: ['alpha', 'gamma'] }] })).toEqual([
        'alpha',
        'gamma',
      ]);
      expect(
        await usernames({ filters: [{ col: 'username', opr: 'not_in', value: ['alpha', 'gamma', 'admin'] }] }),
      ).toEqual(['Zoe_Q', 'analyst', 'retired']);
      expect(await usernames({ filters: [{ col: 'username', opr: 'nct', value: 'a' }] })).toEqual(['Zoe_Q', 'retired']);
    });

    it('treats % and _ in a pattern as LIKE wildcards, as FAB on SQL does', async () => {
      expect(await usernames({ filters: [{ col: 'username', opr: 'ct', value: 'e_Q' }] })).toEqual(['Zoe_Q']);
      expect(await usernames({ filters: [{ col: 'username', opr: 'sw', value: 'a%t' }] })).toEqual(['analyst']);
    });

    it('filters on active, on roles (rel_m_m, every role given) and on numbers and dates', async () => {
      expect(await usernames({ filters: [{ col: 'active', opr: 'eq', value: false }] })).toEqual(['retired']);
      expect((await usernames({ filters: [{ col: 'active', opr: 'eq', value: true }] })).length).toBe(5);
      expect(await usernames({ filters: [{ col: 'roles', opr: 'rel_m_m', value: sqlLabRole }] })).toEqual([
        'Zoe_Q',
        'analyst',
      ]);
      expect(await usernames({ filters: [{ col: 'roles', opr: 'rel_m_m', value: String(adminRole) }] })).toEqual([
        'admin',
      ]);
      expect(await usernames({ filters: [{ col: 'roles', opr: 'rel_m_m', value: [gammaRole, sqlLabRole] }] })).toEqual([
        'Zoe_Q',
      ]);
      // A role id naming nothing leaves the filter out.
      expect((await usernames({ filters: [{ col: 'roles', opr: 'rel_m_m', value: 9999 }] })).length).toBe(6);
      expect(await usernames({ filters: [{ col: 'login_count', opr: 'gt', value: 0 }] })).toEqual([
        'admin',
        'alpha',
        'analyst',
        'gamma',
      ]);
      expect(
        (await usernames({ filters: [{ col: 'created_on', opr: 'gt', value: '2000-01-01T00:00:00' }] })).length,
      ).toBe(6);
      expect(await usernames({ filters: [{ col: 'created_on', opr: 'lt', value: '2000-01-01' }] })).toEqual([]);
      // Superset's page sends "between" on dates, which FAB does not know: it is left out.
      expect(
        (await usernames({ filters: [{ col: 'created_on', opr: 'between', value: ['2000-01-01', '2001-01-01'] }] }))
          .length,
      ).toBe(6);
    });

    it("refuses filters FAB refuses, with FAB's messages", async () => {
      const column = await t.admin.get(`${USERS}${q({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] })}`);
      expect(column.statusCode).toBe(400);
      expect(column.json()).toEqual({ message: 'Filter column: password not allowed to filter' });
      const operator = await t.admin.get(`${USERS}${q({ filters: [{ col: 'active', opr: 'ct', value: 'x' }] })}`);
      expect(operator.statusCode).toBe(400);
      expect(operator.json()).toEqual({ message: 'Filter operation: ct not allowed on column: active' });
    });

    it('orders, pages and caps the page size', async () => {
      const desc = await list({ order_column: 'username', order_direction: 'desc' });
      expect(desc.result.map((user) => user.username)).toEqual([
        'Zoe_Q',
        'retired',
        'gamma',
        'analyst',
        'alpha',
        'admin',
      ]);
      const page = await list({ order_column: 'id', order_direction: 'asc', page: 1, page_size: 2 });
      expect(page.count).toBe(6);
      expect(page.ids).toEqual(page.result.map((user) => user.id));
      expect(page.ids).toHaveLength(2);
      expect(page.ids[0]).toBeGreaterThan((await list({ order_column: 'id', page_size: 2 })).ids[1]);
      expect((await list({ page_size: 1000 })).result).toHaveLength(6);
      const bad = await t.admin.get(`${USERS}${q({ order_column: 'password' })}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Invalid order by column: password' });
    });

    it('selects columns (nested for related ones) and metadata keys', async () => {
      const body = await list({
        columns: ['username', 'roles.name'],
        keys: ['none'],
        filters: [{ col: 'username', opr: 'eq', value: 'Zoe_Q' }],
      });
      expect(body).toEqual({
        count: 1,
        ids: [expect.any(Number)],
        result: [{ username: 'Zoe_Q', roles: [{ name: 'Gamma' }, { name: 'sql_lab' }] }],
      });
      const selected = await list({
        select_columns: ['username', 'created_by.id'],
        keys: ['list_columns', 'label_columns'],
      });
      expect(selected.list_columns).toEqual(['username', 'created_by.id']);
      expect(selected.label_columns).toEqual({ username: 'Username', 'created_by.id': 'Created By Id' });
      expect(selected.result[0]).toEqual({ username: expect.any(String), created_by: null });
      const both = await t.admin.get(`${USERS}${q({ columns: ['id'], select_columns: ['id'] })}`);
      expect(both.statusCode).toBe(400);
    });

    it('reads q as rison or JSON, and answers bad arguments as FAB does', async () => {
      const json = await t.admin.get(`${USERS}?q=${encodeURIComponent('{"page_size":1}')}`);
      expect(json.json<UserList>().result).toHaveLength(1);
      const broken = await t.admin.get(`${USERS}?q=(bad`);
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'Not a valid rison/json argument' });
      const cases: Array<[string, string]> = [
        ['(order_direction:up)', "Not a valid rison schema 'up' is not one of ['asc', 'desc']"],
        ["(page:'a')", "Not a valid rison schema 'a' is not of type 'integer'"],
        ['(filters:!((col:username,opr:ct)))', "Not a valid rison schema 'value' is a required property"],
        [
          '(filters:!((col:username,opr:ct,value:(a:1))))',
          "Not a valid rison schema {'a': 1} is not valid under any of the given schemas",
        ],
        [
          '(keys:!(bogus))',
          "Not a valid rison schema 'bogus' is not one of ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title', 'none']",
        ],
      ];
      for (const [raw, message] of cases) {
        const response = await t.admin.get(`${USERS}?q=${raw}`);
        expect(response.statusCode, raw).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    });
  });

  describe('show and _info', () => {
    it("shows one user in FAB's item shape, and 404 for no such user", async () => {
      const id = await t.userId('Zoe_Q');
      const response = await t.admin.get(`${USERS}${id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ id: number; result: UserItem; show_title: string; show_columns: string[] }>();
      expect(body.id).toBe(id);
      expect(body.show_title).toBe('Show User');
      expect(body.show_columns).toHaveLength(16);
      expect(body.result).toMatchObject({ id, username: 'Zoe_Q', groups: [] });
      expectNoSecrets(response.body);
      for (const url of [`${USERS}9999`, `${USERS}abc`]) {
        const missing = await t.admin.get(url);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Not found' });
      }
    });

    it('describes the add and edit columns, the filters and the caller’s permissions', async () => {
      const response = await t.admin.get(`${USERS}_info`);
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(body.add_title).toBe('Add User');
      expect(body.edit_title).toBe('Edit User');
      const add = body.add_columns as Array<{ name: string; required: boolean }>;
      expect(add.map((column) => column.name)).toEqual([
        'roles',
        'first_name',
        'last_name',
        'username',
        'active',
        'email',
        'password',
        'groups',
      ]);
      expect(add.find((column) => column.name === 'password')?.required).toBe(true);
      expect((body.edit_columns as Array<{ required: boolean }>).every((column) => !column.required)).toBe(true);
      const filters = body.filters as Record<string, Array<{ operator: string }>>;
      expect(filters.roles).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
      expect(filters.active.map((filter) => filter.operator)).toEqual(['eq', 'neq']);
      expect(body.permissions).toEqual(['can_get', 'can_info', 'can_post', 'can_put', 'can_delete']);
      const permissionsOnly = await t.admin.get(`${USERS}_info${q({ keys: ['permissions'] })}`);
      expect(permissionsOnly.json()).toEqual({
        permissions: ['can_get', 'can_info', 'can_post', 'can_put', 'can_delete'],
      });
    });
  });

  describe('who may call it', () => {
    const endpoints: Array<[string, string, unknown]> = [
      ['GET', USERS, undefined],
      ['GET', `${USERS}_info`, undefined],
      ['GET', `${USERS}1`, undefined],
      ['POST', USERS, { username: 'x' }],
      ['PUT', `${USERS}1`, { first_name: 'x' }],
      ['DELETE', `${USERS}1`, undefined],
    ];

    it('answers 403 Forbidden to Alpha, Gamma and sql_lab users, 401 to anonymous callers', async () => {
      for (const [method, url, payload] of endpoints) {
        for (const caller of Object.values(t.users)) {
          const response = await caller.request(method as 'GET', url, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json()).toEqual({ message: 'Forbidden' });
        }
        const anonymous = await anonymousCaller(t.app).request(method as 'GET', url, payload);
        expect(anonymous.statusCode).toBe(401);
      }
      expect((await t.app.store.users.findById(1))?.first_name).not.toBe('x');
    });

    it('never sends a password or its hash', async () => {
      const created = await t.admin.post(USERS, {
        first_name: 'S',
        last_name: 'S',
        email: 'secret@corp.test',
        username: 'secretive',
        password: 'very-secret-1',
        roles: [gammaRole],
      });
      expectNoSecrets(created.body, 'very-secret-1');
      const id = created.json<{ id: number }>().id;
      const edited = await t.admin.put(`${USERS}${id}`, { password: 'very-secret-2', last_name: 'T' });
      expect(edited.json()).toEqual({ result: { last_name: 'T' } });
      for (const url of [`${USERS}${q({ page_size: 100 })}`, `${USERS}${id}`, `${USERS}_info`]) {
        expectNoSecrets((await t.admin.get(url)).body, 'very-secret-1', 'very-secret-2');
      }
    });
  });
});
