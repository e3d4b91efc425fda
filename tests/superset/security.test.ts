/**
 * Who the SPA is logged in as: `/api/v1/me/`, `/api/v1/me/roles/`, the page bootstrap payload,
 * the CSRF token, and the admin pages' users and roles lists (src/api/security.ts, securityAdmin.ts).
 */
import { describe, it } from 'vitest';
import { roleListRison, userListRison, userSearchRison } from '../../src/api/securityAdmin';
import { compareDerived, step, useDifferentialRun } from './harness/differentialRun';
import {
  BUILT_IN_ROLES,
  pageBootstrap,
  permissionNames,
  rolePermissionNames,
  SPA_CHECKED_PERMISSIONS,
} from './helpers/security';

const run = useDifferentialRun();

/** A user's roles as the SPA reads them: which of the pairs it checks each role holds. */
function checkedPermissions(body: unknown): unknown {
  const reply = body as { result?: { roles?: Record<string, [string, string][]> } };
  const roles = reply.result?.roles ?? {};
  return {
    ...reply,
    result: {
      ...reply.result,
      roles: Object.fromEntries(
        Object.entries(roles).map(([role, pairs]) => [
          role,
          Object.fromEntries(
            SPA_CHECKED_PERMISSIONS.map(([permission, view]) => [
              `${permission} on ${view}`,
              pairs.some(([p, v]) => p === permission && v === view),
            ]),
          ),
        ]),
      ),
    },
  };
}

describe('the current user', () => {
  step(run, {
    name: 'GET /api/v1/me/',
    call: { method: 'GET', endpoint: '/api/v1/me/' },
    // Logins counted so far differ by how often each backend was used.
    volatile: ['/result/login_count'],
    remember: { adminId: { pointer: '/result/id', kind: 'user' } },
  });

  step(run, {
    name: 'GET /api/v1/me/roles/ (the permissions the SPA checks)',
    call: { method: 'GET', endpoint: '/api/v1/me/roles/' },
    volatile: ['/result/loginCount', '/result/createdOn'],
    select: checkedPermissions,
  });

  it('the page bootstrap payload of /sqllab/: the user and what the SPA reads from common', async () => {
    await run.check({
      name: 'GET /sqllab/ data-bootstrap',
      call: { method: 'GET', endpoint: '/sqllab/' },
      text: true,
      select: (html) => pageBootstrap(String(html)),
      volatile: ['/user/loginCount', '/user/createdOn'],
    });
  });

  step(run, {
    name: 'GET /api/v1/security/csrf_token/',
    call: { method: 'GET', endpoint: '/api/v1/security/csrf_token/' },
    volatile: ['/result'],
  });
});

describe('the admin pages: users and roles', () => {
  step(run, {
    name: 'users list, first page by username (admin row)',
    call: { method: 'GET', endpoint: '/api/v1/security/users/', rison: userListRison({ search: 'admin' }) },
    volatile: ['/result/*/login_count', '/result/*/fail_login_count'],
    // Roles by name: role ids differ.
    select: (body) => {
      const reply = body as { result?: { roles?: { name: string }[] }[] };
      return {
        ...reply,
        result: reply.result?.map((user) => ({ ...user, roles: user.roles?.map((role) => role.name) })),
      };
    },
  });

  step(run, {
    name: 'user picker search',
    call: { method: 'GET', endpoint: '/api/v1/security/users/', rison: userSearchRison('admi') },
    volatile: ['/result/*/login_count', '/result/*/fail_login_count'],
    select: (body) => {
      const reply = body as { result?: { roles?: { name: string }[] }[] };
      return {
        ...reply,
        result: reply.result?.map((user) => ({ ...user, roles: user.roles?.map((role) => role.name) })),
      };
    },
  });

  it('the plain roles list holds the built-in roles', async () => {
    const { embedded, superset } = await run.check({
      name: 'GET /api/v1/security/roles/ (built-in roles)',
      call: { method: 'GET', endpoint: '/api/v1/security/roles/', rison: { page: 0, page_size: 100 } },
      select: (body) => {
        const reply = body as { count: number; result: { id: number; name: string }[] };
        return {
          ...reply,
          count: typeof reply.count,
          ids: undefined,
          result: reply.result
            .filter((role) => BUILT_IN_ROLES.includes(role.name))
            .sort((a, b) => a.name.localeCompare(b.name)),
        };
      },
      values: false,
    });
    const byName = (json: unknown) =>
      new Map((json as { result: { id: number; name: string }[] }).result.map((role) => [role.name, role.id]));
    const embeddedRoles = byName(embedded.json);
    for (const [name, id] of byName(superset.json))
      if (embeddedRoles.has(name)) run.link('role', embeddedRoles.get(name)!, id);
  });

  step(run, {
    name: 'role search by name',
    call: { method: 'GET', endpoint: '/api/v1/security/roles/search/', rison: roleListRison({ name: 'Gamma' }) },
    // The pairs and users a role has are compared by name below.
    select: (body) => {
      const reply = body as { result?: { name: string }[] };
      return {
        ...reply,
        result: reply.result
          ?.filter((role) => role.name === 'Gamma')
          .map((role) => ({ ...role, permission_ids: [], user_ids: [] })),
      };
    },
    volatile: ['/count'],
  });

  it('built-in roles hold the same permission/view pairs (among the pairs both servers know)', async () => {
    const [embeddedNames, supersetNames] = await Promise.all(run.sides.map((side) => permissionNames(side)));
    const supersetPairs = new Set(supersetNames.values());
    const common = new Set([...embeddedNames.values()].filter((name) => supersetPairs.has(name)));
    const [embeddedRoles, supersetRoles] = await Promise.all([
      rolePermissionNames(run.embedded, embeddedNames),
      rolePermissionNames(run.superset, supersetNames),
    ]);
    // Each role as {pair: true} over the common pairs: a pair one side grants is a missing or extra key.
    const granted = (roles: Map<string, Set<string>>) =>
      Object.fromEntries(
        BUILT_IN_ROLES.filter((role) => role !== 'Admin').map((role) => [
          role,
          Object.fromEntries(
            [...(roles.get(role) ?? [])]
              .filter((name) => common.has(name))
              .sort()
              .map((name) => [name, true]),
          ),
        ]),
      );
    compareDerived(run, 'built-in role pairs', 'ROLES built-in pairs', granted(embeddedRoles), granted(supersetRoles));
  });
});
