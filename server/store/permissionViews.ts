import type { PermissionView } from '../auth/permissionCatalog';
import type { MetadataDatabase, SqlExecutor } from './database';

/**
 * Permissions, view menus and their pairs with the ids Flask-AppBuilder's security API shows
 * (`ab_permission`, `ab_view_menu`, `ab_permission_view`).
 */
export interface NamedRow {
  id: number;
  name: string;
}

export interface PermissionViewRow {
  id: number;
  permission_id: number;
  permission_name: string;
  view_menu_id: number;
  view_menu_name: string;
  /** The roles that hold the pair, by id. */
  role_ids: number[];
}

/**
 * Registers pairs (and their permission and view menu names) that are missing; returns the id of
 * every pair by `permission|view_menu`.
 */
export async function ensurePermissionViews(
  tx: SqlExecutor,
  pairs: readonly PermissionView[],
): Promise<Map<string, number>> {
  for (const [permission, view] of pairs) {
    await tx.run('INSERT INTO permission_views (permission, view_menu) VALUES (?, ?) ON CONFLICT DO NOTHING', [
      permission,
      view,
    ]);
  }
  await tx.run(`
    INSERT INTO permissions (name)
      SELECT permission FROM permission_views WHERE permission NOT IN (SELECT name FROM permissions)
      GROUP BY permission ORDER BY min(id);
    INSERT INTO view_menus (name)
      SELECT view_menu FROM permission_views WHERE view_menu NOT IN (SELECT name FROM view_menus)
      GROUP BY view_menu ORDER BY min(id);
  `);
  const rows = await tx.all<{ id: number; permission: string; view_menu: string }>(
    'SELECT id, permission, view_menu FROM permission_views',
  );
  return new Map(rows.map((row) => [`${row.permission}|${row.view_menu}`, row.id]));
}

export class PermissionViewRepository {
  constructor(private readonly db: MetadataDatabase) {}

  permissions(): Promise<NamedRow[]> {
    return this.db.all<NamedRow>('SELECT id, name FROM permissions ORDER BY id');
  }

  viewMenus(): Promise<NamedRow[]> {
    return this.db.all<NamedRow>('SELECT id, name FROM view_menus ORDER BY id');
  }

  async pairs(): Promise<PermissionViewRow[]> {
    const rows = await this.db.all<Omit<PermissionViewRow, 'role_ids'>>(
      `SELECT pv.id, p.id AS permission_id, p.name AS permission_name, v.id AS view_menu_id, v.name AS view_menu_name
       FROM permission_views pv
       JOIN permissions p ON p.name = pv.permission
       JOIN view_menus v ON v.name = pv.view_menu
       ORDER BY pv.id`,
    );
    const grants = await this.db.all<{ role_id: number; permission_view_id: number }>(
      'SELECT role_id, permission_view_id FROM role_permissions ORDER BY role_id',
    );
    const rolesByPair = new Map<number, number[]>();
    for (const grant of grants) {
      const roles = rolesByPair.get(grant.permission_view_id) ?? [];
      roles.push(grant.role_id);
      rolesByPair.set(grant.permission_view_id, roles);
    }
    return rows.map((row) => ({ ...row, role_ids: rolesByPair.get(row.id) ?? [] }));
  }
}
