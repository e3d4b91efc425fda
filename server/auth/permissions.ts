import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notAuthorized } from '../errors';
import { isAdminRoleName } from './builtinRoles';
import { loginUrlFor } from './redirects';
import type { AuthenticatedUser } from './types';

/** Whether any of the user's roles holds the pair; a role named admin (any case) holds them all. */
export function hasPermission(user: AuthenticatedUser | null, permission: string, view: string): boolean {
  if (!user) return false;
  return user.roles.some(
    (role) =>
      isAdminRoleName(role.name) ||
      role.permissions.some(([rolePermission, roleView]) => rolePermission === permission && roleView === view),
  );
}

export function isAdmin(user: AuthenticatedUser | null): boolean {
  return user !== null && user.roles.some((role) => isAdminRoleName(role.name));
}

/** The view menus the user holds `permission` on, e.g. every `database_access` grant. */
export function viewMenusWithPermission(user: AuthenticatedUser | null, permission: string): string[] {
  if (!user) return [];
  const views = new Set<string>();
  for (const role of user.roles) {
    for (const [rolePermission, view] of role.permissions) if (rolePermission === permission) views.add(view);
  }
  return [...views];
}

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook (use it as a route's `onRequest` or `preHandler`) that answers 401 when nobody is logged
 * in and 403 when the user lacks the pair.
 */
export function requirePermission(permission: string, view: string): AuthHook {
  return async (request) => {
    if (!request.user) throw notAuthorized();
    if (!hasPermission(request.user, permission, view)) throw forbidden();
  };
}

/**
 * Flask-AppBuilder's `has_access` for a classic (non-API) view: anonymous callers go to the login
 * page, which brings them back; a user without the pair gets 403. Routes using it are marked
 * public so that the app's login check does not answer 401 first.
 */
export function requireViewPermission(permission: string, view: string): AuthHook {
  return async (request, reply) => {
    if (!request.user) {
      await reply.redirect(loginUrlFor(request.url));
      return;
    }
    if (!hasPermission(request.user, permission, view)) throw forbidden();
  };
}
