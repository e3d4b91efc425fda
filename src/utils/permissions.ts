/** Role checks on the bootstrap user: roles are lists of [permission, view] pairs. */
import type { RolePermissions } from '../api/security';

export type { RolePermissions };

/** Any user-like object with roles (the bootstrap user, or a test double). */
export interface UserWithRoles {
  roles?: RolePermissions | null;
}

/** True when some role grants `permission` on `view` (e.g. 'can_write' on 'Dashboard'). */
export function findPermission(permission: string, view: string, roles: RolePermissions | null | undefined): boolean {
  if (!roles) return false;
  return Object.values(roles).some((pairs) =>
    pairs.some(([granted, onView]) => granted === permission && onView === view),
  );
}

/** A role named admin, in any letter case, has every right. */
export function isUserAdmin(user: UserWithRoles | null | undefined): boolean {
  return Object.keys(user?.roles ?? {}).some((role) => role.toLowerCase() === 'admin');
}

export function userHasPermission(user: UserWithRoles | null | undefined, permission: string, view: string): boolean {
  return isUserAdmin(user) || findPermission(permission, view, user?.roles);
}
