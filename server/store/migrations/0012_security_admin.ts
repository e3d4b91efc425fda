import type { Migration } from './types';

/**
 * What the security API (users, roles, permissions) needs:
 * - users get Flask-AppBuilder's `fail_login_count`, `created_by_fk` and `changed_by_fk`, and
 *   `tokens_valid_from`: API tokens issued before it (a password change, a deactivation) are
 *   refused. `login_count` may be NULL, as FAB leaves it until a user's first login.
 * - `permissions` and `view_menus` give every permission name and view menu name the id FAB's
 *   API shows (`ab_permission`, `ab_view_menu`); `permission_views` keeps its names.
 * - The security views' old read/write pairs go: FAB 5.3 names a permission after each method.
 */
const RETIRED_PAIRS = [
  ['can_read', 'Role'],
  ['can_write', 'Role'],
  ['can_read', 'User'],
  ['can_write', 'User'],
  ['can_read', 'Permission'],
  ['can_read', 'ViewMenu'],
  ['can_read', 'PermissionViewMenu'],
];

export const securityAdmin: Migration = {
  version: 12,
  name: 'security_admin',
  async up(tx) {
    await tx.run(`
      ALTER TABLE users ADD COLUMN fail_login_count INTEGER;
      ALTER TABLE users ADD COLUMN created_by_fk INTEGER;
      ALTER TABLE users ADD COLUMN changed_by_fk INTEGER;
      ALTER TABLE users ADD COLUMN tokens_valid_from TIMESTAMP;
      ALTER TABLE users ALTER COLUMN login_count DROP NOT NULL;
      ALTER TABLE users ALTER COLUMN login_count DROP DEFAULT;
      UPDATE users SET fail_login_count = 0 WHERE login_count > 0;
    `);

    const retired = RETIRED_PAIRS.map(() => '(permission = ? AND view_menu = ?)').join(' OR ');
    const retiredParams = RETIRED_PAIRS.flat();
    await tx.run(
      `DELETE FROM role_permissions WHERE permission_view_id IN (SELECT id FROM permission_views WHERE ${retired})`,
      retiredParams,
    );
    await tx.run(`DELETE FROM permission_views WHERE ${retired}`, retiredParams);

    await tx.run(`
      CREATE SEQUENCE permissions_id_seq START 1;
      CREATE TABLE permissions (
        id INTEGER PRIMARY KEY DEFAULT nextval('permissions_id_seq'),
        name VARCHAR NOT NULL UNIQUE
      );
      CREATE SEQUENCE view_menus_id_seq START 1;
      CREATE TABLE view_menus (
        id INTEGER PRIMARY KEY DEFAULT nextval('view_menus_id_seq'),
        name VARCHAR NOT NULL UNIQUE
      );
      INSERT INTO permissions (name)
        SELECT permission FROM permission_views GROUP BY permission ORDER BY min(id);
      INSERT INTO view_menus (name)
        SELECT view_menu FROM permission_views GROUP BY view_menu ORDER BY min(id);
    `);
  },
};
