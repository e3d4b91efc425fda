import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METADATA_FILE_NAME, MetadataStore } from '../../../server/store';
import { MetadataDatabase } from '../../../server/store/database';
import { migrate } from '../../../server/store/migrate';
import { MIGRATIONS } from '../../../server/store/migrations';

describe('migration 12 on a data folder from before it', () => {
  it('drops the old security read/write pairs, numbers permissions and view menus, and keeps users', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-0012-'));
    const old = await MetadataDatabase.open(path.join(dataDir, METADATA_FILE_NAME));
    await migrate(
      old,
      MIGRATIONS.filter((migration) => migration.version < 12),
    );
    await old.run(`
      INSERT INTO roles (name) VALUES ('Admin'), ('auditors');
      INSERT INTO permission_views (permission, view_menu) VALUES
        ('can_read', 'User'), ('can_write', 'Role'), ('can_read', 'Chart'), ('datasource_access', '[examples].[orders](id:1)');
      INSERT INTO role_permissions (role_id, permission_view_id) SELECT 2, id FROM permission_views;
    `);
    await old.run(
      `INSERT INTO users (username, password_hash, created_on, changed_on, login_count) VALUES ('veteran', 'x', now(), now(), 3)`,
    );
    await old.close();

    const store = await MetadataStore.open(dataDir);
    try {
      const pairs = await store.permissionViews.pairs();
      const names = pairs.map((pair) => `${pair.permission_name}|${pair.view_menu_name}`);
      expect(names).not.toContain('can_read|User');
      expect(names).not.toContain('can_write|Role');
      expect(names).toContain('can_put|User');
      const auditors = (await store.roles.listRoleRefs()).find((role) => role.name === 'auditors');
      const grants = await store.roles.rolePermissions(auditors!.id);
      expect(grants?.map((grant) => `${grant.permission_name}|${grant.view_menu_name}`)).toEqual([
        'can_read|Chart',
        'datasource_access|[examples].[orders](id:1)',
      ]);
      // Every pair's names have ids, in the order the pairs came.
      expect(pairs.every((pair) => pair.permission_id > 0 && pair.view_menu_id > 0)).toBe(true);
      expect((await store.permissionViews.permissions())[0].name).toBe('can_read');
      const veteran = (await store.users.listAccounts()).find((user) => user.username === 'veteran');
      expect(veteran).toMatchObject({
        login_count: 3,
        fail_login_count: 0,
        created_by_fk: null,
        tokens_valid_from: null,
      });
    } finally {
      await store.close();
    }
  });
});
