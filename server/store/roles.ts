import { BUILTIN_ROLE_NAMES, builtinRolePermissions, type BuiltinRoleName } from '../auth/builtinRoles';
import { OBJECT_PERMISSIONS, PERMISSION_CATALOG, type PermissionView } from '../auth/permissionCatalog';
import type { MetadataDatabase, SqlExecutor } from './database';
import { ensurePermissionViews } from './permissionViews';
import { ReadCache } from './readCache';
import { DuplicateValueError, RefusedChangeError, UnknownIdsError, keepingAnAdmin } from './securityRules';

/** A role a user holds, with its (permission, view) pairs. */
export interface RoleGrant {
  name: string;
  permissions: PermissionView[];
}

/** A role as the security API lists it. */
export interface RoleSummary {
  id: number;
  name: string;
  /** Holders, by id. */
  user_ids: number[];
  /** Permission view ids, in the order they were granted. */
  permission_ids: number[];
}

interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

const OBJECT_PERMISSION_LIST = [...OBJECT_PERMISSIONS];
const OBJECT_PERMISSION_SQL = OBJECT_PERMISSION_LIST.map((name) => `'${name}'`).join(', ');

function isBuiltin(name: string): name is BuiltinRoleName {
  return (BUILTIN_ROLE_NAMES as readonly string[]).includes(name);
}

const builtinRoleRefusal = (name: string, action: 'renamed' | 'deleted'): string =>
  `The built-in role ${name} cannot be ${action}.`;

const builtinPermissionsRefusal = (name: string): string =>
  `Only the data access permissions (${OBJECT_PERMISSION_LIST.join(', ')}) of the built-in role ${name} ` +
  'can be changed; it keeps its other permissions as they are.';

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

/** The ids of the pairs a built-in role holds whatever an admin does (all but data access grants). */
async function fixedPairsOf(tx: SqlExecutor, role: BuiltinRoleName): Promise<Set<number>> {
  const rows = await tx.all<{ id: number; permission: string; view_menu: string }>(
    'SELECT id, permission, view_menu FROM permission_views',
  );
  const ids = new Map(rows.map((row) => [`${row.permission}|${row.view_menu}`, row.id]));
  return new Set(builtinRolePermissions(role).flatMap(([p, v]) => ids.get(`${p}|${v}`) ?? []));
}

async function findRoleName(tx: SqlExecutor, id: number): Promise<string | null> {
  const row = await tx.first<{ name: string }>('SELECT name FROM roles WHERE id = ?', [id]);
  return row?.name ?? null;
}

async function checkNameFree(tx: SqlExecutor, name: string, exceptId: number): Promise<void> {
  if (await tx.first('SELECT id FROM roles WHERE name = ? AND id <> ?', [name, exceptId])) {
    throw new DuplicateValueError('ab_role_name_key', 'name', name);
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
           WHERE rp.role_id = ? AND pv.permission IN (${OBJECT_PERMISSION_SQL})`,
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
    await this.db.transaction((tx) => ensurePermissionViews(tx, [[permission, viewMenu]]));
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

  /** Every role with its holders and pairs, by id. */
  async listRoles(): Promise<RoleSummary[]> {
    const roles = await this.db.all<{ id: number; name: string }>('SELECT id, name FROM roles ORDER BY id');
    const holders = await this.db.all<{ role_id: number; user_id: number }>(
      'SELECT role_id, user_id FROM user_roles ORDER BY user_id',
    );
    const grants = await this.db.all<{ role_id: number; permission_view_id: number }>(
      'SELECT role_id, permission_view_id FROM role_permissions ORDER BY permission_view_id',
    );
    return roles.map((role) => ({
      ...role,
      user_ids: holders.filter((row) => row.role_id === role.id).map((row) => row.user_id),
      permission_ids: grants.filter((row) => row.role_id === role.id).map((row) => row.permission_view_id),
    }));
  }

  /** Every role's id and name, by id. */
  listRoleRefs(): Promise<Array<{ id: number; name: string }>> {
    return this.db.all<{ id: number; name: string }>('SELECT id, name FROM roles ORDER BY id');
  }

  findRole(id: number): Promise<{ id: number; name: string } | null> {
    return this.db.first<{ id: number; name: string }>('SELECT id, name FROM roles WHERE id = ?', [id]);
  }

  /** Creates an empty role; fails when the name is taken. */
  createRole(name: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      await checkNameFree(tx, name, -1);
      const row = await tx.first<{ id: number }>('INSERT INTO roles (name) VALUES (?) RETURNING id', [name]);
      if (!row) throw new Error('Role insert returned no id');
      return row.id;
    });
  }

  /** Renames a role (built-in roles keep their names); false when there is none. */
  renameRole(id: number, name: string): Promise<boolean> {
    return this.db.transaction((tx) =>
      keepingAnAdmin(tx, async () => {
        const current = await findRoleName(tx, id);
        if (current === null) return false;
        if (current === name) return true;
        if (isBuiltin(current)) throw new RefusedChangeError(builtinRoleRefusal(current, 'renamed'));
        await checkNameFree(tx, name, id);
        await tx.run('UPDATE roles SET name = ? WHERE id = ?', [name, id]);
        return true;
      }),
    );
  }

  /** Deletes a custom role; its holders lose it. False when there is none. */
  deleteRole(id: number): Promise<boolean> {
    return this.db.transaction((tx) =>
      keepingAnAdmin(tx, async () => {
        const current = await findRoleName(tx, id);
        if (current === null) return false;
        if (isBuiltin(current)) throw new RefusedChangeError(builtinRoleRefusal(current, 'deleted'));
        await tx.run('DELETE FROM role_permissions WHERE role_id = ?', [id]);
        await tx.run('DELETE FROM user_roles WHERE role_id = ?', [id]);
        await tx.run('DELETE FROM roles WHERE id = ?', [id]);
        return true;
      }),
    );
  }

  /** The role's pairs in the order they were granted, or null when there is no such role. */
  async rolePermissions(id: number): Promise<RolePermission[] | null> {
    if (!(await this.findRole(id))) return null;
    return this.db.all<RolePermission>(
      `SELECT pv.id, pv.permission AS permission_name, pv.view_menu AS view_menu_name
       FROM role_permissions rp JOIN permission_views pv ON pv.id = rp.permission_view_id
       WHERE rp.role_id = ? ORDER BY pv.id`,
      [id],
    );
  }

  /**
   * Makes the role hold exactly the given pairs (ids naming no pair are left out, as FAB does).
   * A built-in role may only gain or lose data access grants: the rest comes from the catalog.
   * False when there is no such role.
   */
  setPermissions(id: number, permissionViewIds: readonly number[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const name = await findRoleName(tx, id);
      if (name === null) return false;
      const known = permissionViewIds.length
        ? await tx.all<{ id: number; permission: string }>(
            `SELECT id, permission FROM permission_views WHERE id IN (${permissionViewIds.map(() => '?').join(', ')})`,
            [...permissionViewIds],
          )
        : [];
      if (isBuiltin(name)) {
        const fixed = await fixedPairsOf(tx, name);
        const asked = known.filter((row) => !OBJECT_PERMISSIONS.has(row.permission)).map((row) => row.id);
        if (asked.length !== fixed.size || asked.some((pairId) => !fixed.has(pairId))) {
          throw new RefusedChangeError(builtinPermissionsRefusal(name));
        }
      }
      await setRolePermissions(tx, id, new Set(known.map((row) => row.id)));
      return true;
    });
  }

  /** Makes exactly these users hold the role; false when there is no such role. */
  setUsers(id: number, userIds: readonly number[]): Promise<boolean> {
    return this.db.transaction((tx) =>
      keepingAnAdmin(tx, async () => {
        if ((await findRoleName(tx, id)) === null) return false;
        const found = userIds.length
          ? await tx.all<{ id: number }>(`SELECT id FROM users WHERE id IN (${userIds.map(() => '?').join(', ')})`, [
              ...userIds,
            ])
          : [];
        // As FAB: every id must name a user, once.
        if (found.length !== userIds.length) {
          throw new UnknownIdsError(
            'users',
            userIds.filter((userId) => !found.some((row) => row.id === userId)),
          );
        }
        await tx.run('DELETE FROM user_roles WHERE role_id = ?', [id]);
        for (const userId of userIds)
          await tx.run('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', [userId, id]);
        return true;
      }),
    );
  }
}
