import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerLogin, createTestApp, createUser } from '../helpers/testApp';
import { createSecurityAdminApp, type SecurityAdminApp } from './securityAdminApp';
import { callerFor } from '../helpers/caller';

const USERS = '/api/v1/security/users/';

interface UserItem {
  id: number;
  username: string;
  roles: Array<{ id: number; name: string }>;
  [column: string]: unknown;
}

describe('the security API: creating, editing and deleting users', () => {
  let t: SecurityAdminApp;
  let gammaRole: number;
  let sqlLabRole: number;

  beforeAll(async () => {
    t = await createSecurityAdminApp();
    gammaRole = await t.roleId('Gamma');
    sqlLabRole = await t.roleId('sql_lab');
  });
  afterAll(() => t.app.close());

  describe('create', () => {
    const valid = { first_name: 'New', last_name: 'Person', email: 'new@corp.test', password: 'new-password' };

    it('creates a user (201 with the id only) who can log in, recording who created them', async () => {
      const response = await t.admin.post(USERS, { ...valid, username: 'newbie', roles: [gammaRole, sqlLabRole] });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(response.json()).toEqual({ id });
      const shown = (await t.admin.get(`${USERS}${id}`)).json<{ result: UserItem }>().result;
      const adminId = await t.userId('admin');
      expect(shown).toMatchObject({
        username: 'newbie',
        active: true,
        created_by: { id: adminId },
        changed_by: { id: adminId },
      });
      expect(shown.roles.map((role) => role.name)).toEqual(['Gamma', 'sql_lab']);
      expect(await bearerLogin(t.app, 'newbie', 'new-password')).toEqual(expect.any(String));
      const hash = await t.app.store.users.passwordHashOf(id);
      expect(hash).toMatch(/^scrypt\$/);
    });

    it('takes marshmallow-style values: "true" for a boolean, "4" for a role id', async () => {
      const response = await t.admin.post(USERS, {
        ...valid,
        email: 'lenient@corp.test',
        username: 'lenient',
        active: 'false',
        roles: [String(gammaRole)],
      });
      expect(response.statusCode, response.body).toBe(201);
      const shown = (await t.admin.get(`${USERS}${response.json<{ id: number }>().id}`)).json<{ result: UserItem }>()
        .result;
      expect(shown).toMatchObject({ active: false, roles: [{ id: gammaRole, name: 'Gamma' }] });
    });

    it("answers every validation error as FAB's 400", async () => {
      const cases: Array<[unknown, unknown]> = [
        [
          {},
          {
            email: ['Missing data for required field.'],
            first_name: ['Missing data for required field.'],
            last_name: ['Missing data for required field.'],
            password: ['Missing data for required field.'],
            username: ['Missing data for required field.'],
          },
        ],
        [
          { ...valid, username: 'x1' },
          { _schema: ["At least one of 'roles' or 'groups' must be provided and non-empty."] },
        ],
        [
          { ...valid, username: 'x1', roles: [] },
          { _schema: ["At least one of 'roles' or 'groups' must be provided and non-empty."] },
        ],
        [
          { ...valid, username: 'x1', roles: [gammaRole, 99, 77] },
          { roles: ['Role(s) with ID(s) [77, 99] not found.'] },
        ],
        [{ ...valid, username: 'x1', groups: [5] }, { groups: ['Group(s) with ID(s) [5] not found.'] }],
        [{ ...valid, username: 'x1', roles: [gammaRole], bogus: 1 }, { bogus: ['Unknown field.'] }],
        [
          { ...valid, username: 5, first_name: null, roles: ['a'], active: 'maybe' },
          {
            active: ['Not a valid boolean.'],
            first_name: ['Field may not be null.'],
            roles: { 0: ['Not a valid integer.'] },
            username: ['Not a valid string.'],
          },
        ],
        [{ ...valid, username: '', roles: [gammaRole] }, { username: ['Length must be between 1 and 250.'] }],
        [
          { ...valid, username: 'x'.repeat(251), roles: [gammaRole] },
          { username: ['Length must be between 1 and 250.'] },
        ],
        [[1, 2], { _schema: ['Invalid input type.'] }],
      ];
      for (const [payload, message] of cases) {
        const response = await t.admin.post(USERS, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect(await t.app.store.users.findByUsername('x1')).toBeNull();
    });

    it('answers a taken username (in any letter case) or email with 422 and the database message', async () => {
      const username = await t.admin.post(USERS, {
        ...valid,
        email: 'other@corp.test',
        username: 'ALPHA',
        roles: [gammaRole],
      });
      expect(username.statusCode).toBe(422);
      expect(username.json()).toEqual({
        message:
          'duplicate key value violates unique constraint "ab_user_username_key"\nDETAIL:  Key (username)=(ALPHA) already exists.\n',
      });
      const email = await t.admin.post(USERS, {
        ...valid,
        email: 'alpha@example.com',
        username: 'fresh',
        roles: [gammaRole],
      });
      expect(email.statusCode).toBe(422);
      expect(email.json<{ message: string }>().message).toContain('"ab_user_email_key"');
    });
  });

  describe('edit', () => {
    it('changes what is given, echoes it without the password, and records who changed it', async () => {
      const id = (
        await t.admin.post(USERS, {
          first_name: 'E',
          last_name: 'D',
          email: 'ed@corp.test',
          password: 'ed-password',
          username: 'editee',
          roles: [gammaRole],
        })
      ).json<{ id: number }>().id;
      const admin2 = await callerFor(t.app, 'admin2', { roles: ['Admin'], auth: 'bearer' });
      const response = await admin2.put(`${USERS}${id}`, {
        first_name: 'Edd',
        roles: [sqlLabRole],
        password: 'changed-password',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: { first_name: 'Edd', roles: [sqlLabRole] } });
      const shown = (await t.admin.get(`${USERS}${id}`)).json<{ result: UserItem }>().result;
      expect(shown).toMatchObject({
        first_name: 'Edd',
        last_name: 'D',
        roles: [{ id: sqlLabRole, name: 'sql_lab' }],
        changed_by: { id: await t.userId('admin2') },
      });
      expect(await bearerLogin(t.app, 'editee', 'changed-password')).toEqual(expect.any(String));

      // As FAB: an empty password leaves the password alone; an empty body changes nothing.
      expect((await t.admin.put(`${USERS}${id}`, { password: '' })).statusCode).toBe(200);
      expect((await t.admin.put(`${USERS}${id}`, {})).json()).toEqual({ result: {} });
      expect(await t.app.store.checkCredentials('editee', 'changed-password')).not.toBeNull();
    });

    it("answers FAB's messages for clearing roles, unknown roles and bad fields", async () => {
      const id = await t.userId('gamma');
      const cases: Array<[unknown, number, unknown]> = [
        [{ roles: [], groups: [] }, 400, 'User must have at least one role or group!'],
        [{ roles: [] }, 400, `Cannot clear all roles unless at least one group is${' '.repeat(30)}assigned!`],
        [{ roles: [gammaRole, 50] }, 404, { roles: ['Role(s) with ID(s) [50] not found.'] }],
        [{ groups: [3] }, 404, { groups: ['Group(s) with ID(s) [3] not found.'] }],
        [{ nope: 1 }, 400, { nope: ['Unknown field.'] }],
        [{ username: '' }, 400, { username: ['Length must be between 1 and 250.'] }],
      ];
      for (const [payload, status, message] of cases) {
        const response = await t.admin.put(`${USERS}${id}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json()).toEqual({ message });
      }
      // Only groups cleared, roles kept: accepted.
      expect((await t.admin.put(`${USERS}${id}`, { groups: [] })).statusCode).toBe(200);
      const taken = await t.admin.put(`${USERS}${id}`, { username: 'Admin' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json<{ message: string }>().message).toContain('"ab_user_username_key"');
      const missing = await t.admin.put(`${USERS}9999`, { first_name: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('delete', () => {
    it('deletes a user, their roles and sessions; 404 when there is none', async () => {
      await createUser(t.app, 'leaving', ['Gamma']);
      const id = await t.userId('leaving');
      const caller = await callerFor(t.app, 'leaving', { auth: 'bearer' });
      const response = await t.admin.delete(`${USERS}${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OK' });
      expect(await t.app.store.users.findById(id)).toBeNull();
      expect((await caller.get('/api/v1/me/')).statusCode).toBe(401);
      const again = await t.admin.delete(`${USERS}${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('the last active admin', () => {
    const LAST_ADMIN =
      'This change would leave no active user with the Admin role, and nobody could administer Tessera any more.';

    it('cannot be deleted, deactivated or lose the Admin role; another admin makes it possible', async () => {
      const { app, admin, roleId, userId } = await createSecurityAdminApp();
      try {
        const adminId = await userId('admin');
        const attempts: Array<[string, string, unknown]> = [
          ['DELETE', `${USERS}${adminId}`, undefined],
          ['PUT', `${USERS}${adminId}`, { active: false }],
          ['PUT', `${USERS}${adminId}`, { roles: [await roleId('Gamma')] }],
        ];
        for (const [method, url, payload] of attempts) {
          const response = await admin.request(method as 'PUT' | 'DELETE', url, payload);
          expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(422);
          expect(response.json()).toEqual({ message: LAST_ADMIN });
        }
        expect((await app.store.users.findById(adminId))?.active).toBe(true);

        await createUser(app, 'second', ['Admin']);
        expect((await admin.put(`${USERS}${adminId}`, { active: false })).statusCode).toBe(200);
        const second = await callerFor(app, 'second', { auth: 'bearer' });
        const last = await second.delete(`${USERS}${await userId('second')}`);
        expect(last.statusCode).toBe(422);
      } finally {
        await app.close();
      }
    });

    it('does not come back as `admin` on the next start once another admin took over', async () => {
      const first = await createSecurityAdminApp();
      await createUser(first.app, 'chief', ['Admin']);
      expect((await first.admin.delete(`${USERS}${await first.userId('admin')}`)).statusCode).toBe(200);
      await first.app.close();
      const { app } = await createTestApp({ dataDir: first.dataDir });
      try {
        expect(await app.store.users.findByUsername('admin')).toBeNull();
        expect(await bearerLogin(app, 'chief', 'chief-password')).toEqual(expect.any(String));
      } finally {
        await app.close();
      }
    });
  });
});
