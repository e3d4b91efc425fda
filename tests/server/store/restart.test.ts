import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from '../helpers/examplesFixture';
import { ADMIN_PASSWORD, createTestApp, createUser, loginSession } from '../helpers/testApp';

describe('the metadata store across restarts', () => {
  it('keeps users, sessions and the admin password; applies migrations once', async () => {
    const dataDir = await prepareDataDir();

    const first = await createTestApp({ dataDir });
    await createUser(first.app, 'analyst', ['Gamma', 'sql_lab']);
    const session = await loginSession(first.app, 'analyst', 'analyst-password');
    const migrations = await first.app.store.db.all<{ version: number }>('SELECT version FROM schema_migrations');
    await first.app.close();

    // Second start with a different ADMIN_PASSWORD: the existing admin keeps theirs.
    const second = await createTestApp({ dataDir, env: { ADMIN_PASSWORD: 'a-new-password' } });
    try {
      const cookieStillWorks = await second.app.inject({ url: '/api/v1/me/', headers: { cookie: session.cookie } });
      expect(cookieStillWorks.statusCode).toBe(200);
      expect(cookieStillWorks.json<{ result: { username: string } }>().result.username).toBe('analyst');

      // The session's CSRF secret survives too: a token handed out before the restart still works.
      const write = await second.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/format_sql/',
        headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken },
        payload: { sql: 'select 1' },
      });
      expect(write.statusCode, write.body).toBe(200);

      expect(await second.app.store.checkCredentials('admin', ADMIN_PASSWORD)).not.toBeNull();
      expect(await second.app.store.checkCredentials('admin', 'a-new-password')).toBeNull();

      const roles = await second.app.store.roles.rolesOfUser(
        (await second.app.store.users.findByUsername('analyst'))!.id,
      );
      expect(roles.map((role) => role.name)).toEqual(['Gamma', 'sql_lab']);

      const after = await second.app.store.db.all<{ version: number }>('SELECT version FROM schema_migrations');
      expect(after).toEqual(migrations);
      expect(migrations.length).toBeGreaterThan(0);

      const databases = await second.app.store.databases.list();
      expect(databases.map((db) => [db.id, db.database_name])).toEqual([[1, 'examples']]);
    } finally {
      await second.app.close();
    }
  });

  it('keeps a generated secret key in the data folder, readable by the owner only', async () => {
    const { app, dataDir } = await createTestApp();
    const file = path.join(dataDir, 'secret_key');
    try {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(app.secretKey);
    } finally {
      await app.close();
    }
    const again = await createTestApp({ dataDir });
    try {
      expect(again.app.secretKey).toBe((await readFile(file, 'utf8')).trim());
    } finally {
      await again.app.close();
    }
  });

  it('uses SECRET_KEY when set, writing no key file', async () => {
    const { app, dataDir } = await createTestApp({ env: { SECRET_KEY: 'configured-secret' } });
    try {
      expect(app.secretKey).toBe('configured-secret');
      await expect(stat(path.join(dataDir, 'secret_key'))).rejects.toThrow();
    } finally {
      await app.close();
    }
  });

  it('creates the admin with a salted scrypt hash, never the plain password', async () => {
    const { app } = await createTestApp();
    try {
      const admin = await app.store.users.findByUsername('admin');
      expect(admin?.active).toBe(true);
      const hash = await app.store.users.passwordHashOf(admin!.id);
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(hash).not.toContain(ADMIN_PASSWORD);
      const roles = await app.store.roles.rolesOfUser(admin!.id);
      expect(roles.map((role) => role.name)).toEqual(['Admin']);
    } finally {
      await app.close();
    }
  });
});
