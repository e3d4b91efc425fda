import { BUILTIN_ROLE_NAMES, builtinRolePermissions } from '../auth/builtinRoles';
import { PERMISSION_CATALOG, type PermissionView } from '../auth/permissionCatalog';
import type { MetadataDatabase, SqlExecutor } from './database';
import { ReadCache } from './readCache';

/** A role a user holds, with its (permission, view) pairs. */
export interface RoleGrant {
  name: string;
  permissions: PermissionView[];
}

async function ensurePermissionViews(tx: SqlExecutor, pairs: readonly PermissionView[]): Promise<Map<string, number>> {
  for (const [permission, view] of pairs) {
    await tx.run('INSERT INTO permission_views (permission, view_menu) VALUES (?, ?) ON CONFLICT DO NOTHING', [
      permission,
      view,
    ]);
  }
  const rows = await tx.all<{ id: number; permission: string; view_menu: string }>(
    'SELECT id, permission, view_menu FROM permission_views',
  );
  return new Map(rows.map((row) => [`${row.permission}|${row.view_menu}`, row.id]));
}

async function ensureRole(tx: SqlExecutor, name: string): Promise<number> {
  await tx.run('INSERT INTO roles (name) VALUES (?) ON CONFLICT DO NOTHING', [name]);
  const row = await tx.first<{ id: number }>('SELECT id FROM roles WHERE name = ?', [name]);
  if (!row) throw new Error(`Role ${name} could not be created`);
  return row.id;
}

/** Makes the role hold exactly `wanted` (permission view ids): adds what is missing, drops the rest. */
async function setRolePermissions(tx: SqlExecutor, roleId: number, wanted: Set<number>): Promise<void> {
  const current = await tx.all<{ permission_view_id: number }>(
    'SELECT permission_view_id FROM role_permissions WHERE role_id = ?',
    [roleId],
  );
  const held = new Set(current.map((row) => row.permission_view_id));
  for (const id of held) {
    if (!wanted.has(id)) {
      await tx.run('DELETE FROM role_permissions WHERE role_id = ? AND permission_view_id = ?', [roleId, id]);
    }
  }
  for (const id of wanted) {
    if (!held.has(id)) {
      await tx.run('INSERT INTO role_permissions (role_id, permission_view_id) VALUES (?, ?)', [roleId, id]);
    }
  }
}

export class RoleRepository {
  private readonly rolesByUser: ReadCache<number, RoleGrant[]>;

  constructor(private readonly db: MetadataDatabase) {
    this.rolesByUser = new ReadCache(db);
  }

  /**
   * Brings the built-in roles (Admin, Alpha, Gamma, sql_lab, Public) in line with the permission
   * catalog; run on every start, so a new permission reaches existing data folders. Pairs granted
   * per object (database_access, …) are kept.
   */
  async syncBuiltinRoles(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ids = await ensurePermissionViews(tx, PERMISSION_CATALOG);
      for (const roleName of BUILTIN_ROLE_NAMES) {
        const roleId = await ensureRole(tx, roleName);
        const objectGrants = await tx.all<{ id: number }>(
          `SELECT pv.id FROM role_permissions rp JOIN permission_views pv ON pv.id = rp.permission_view_id
           WHERE rp.role_id = ? AND pv.permission IN ('database_access', 'catalog_access', 'schema_access', 'datasource_access')`,
          [roleId],
        );
        const wanted = new Set(builtinRolePermissions(roleName).map(([p, v]) => ids.get(`${p}|${v}`) as number));
        for (const grant of objectGrants) wanted.add(grant.id);
        await setRolePermissions(tx, roleId, wanted);
      }
    });
  }

  /** Creates a role (if missing) holding exactly the given pairs. */
  async upsertRole(name: string, pairs: readonly PermissionView[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ids = await ensurePermissionViews(tx, pairs);
      const roleId = await ensureRole(tx, name);
      await setRolePermissions(tx, roleId, new Set(pairs.map(([p, v]) => ids.get(`${p}|${v}`) as number)));
    });
  }

  /** Registers a (permission, view) pair, e.g. `database_access` on a new database. */
  async ensurePermissionView(permission: string, viewMenu: string): Promise<void> {
    await this.db.run('INSERT INTO permission_views (permission, view_menu) VALUES (?, ?) ON CONFLICT DO NOTHING', [
      permission,
      viewMenu,
    ]);
  }

  /** Every role the user holds, with its pairs, roles sorted by name. */
  rolesOfUser(userId: number): Promise<RoleGrant[]> {
    return this.rolesByUser.get(userId, () => this.readRolesOfUser(userId));
  }

  private async readRolesOfUser(userId: number): Promise<RoleGrant[]> {
    const rows = await this.db.all<{ role: string; permission: string | null; view_menu: string | null }>(
      `SELECT r.name AS role, pv.permission, pv.view_menu
       FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id
       LEFT JOIN role_permissions rp ON rp.role_id = r.id
       LEFT JOIN permission_views pv ON pv.id = rp.permission_view_id
       WHERE ur.user_id = ?
       ORDER BY r.name, pv.view_menu, pv.permission`,
      [userId],
    );
    const byRole = new Map<string, PermissionView[]>();
    for (const row of rows) {
      const pairs = byRole.get(row.role) ?? [];
      if (row.permission !== null && row.view_menu !== null) pairs.push([row.permission, row.view_menu]);
      byRole.set(row.role, pairs);
    }
    return [...byRole].map(([name, permissions]) => ({ name, permissions }));
  }

  /** The pairs of one role by name (the Public role's pairs apply to anonymous visitors). */
  async permissionsOfRole(name: string): Promise<PermissionView[]> {
    const rows = await this.db.all<{ permission: string; view_menu: string }>(
      `SELECT pv.permission, pv.view_menu FROM roles r
       JOIN role_permissions rp ON rp.role_id = r.id
       JOIN permission_views pv ON pv.id = rp.permission_view_id
       WHERE r.name = ? ORDER BY pv.view_menu, pv.permission`,
      [name],
    );
    return rows.map((row): PermissionView => [row.permission, row.view_menu]);
  }
}
