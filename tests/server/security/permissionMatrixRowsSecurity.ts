/**
 * The matrix's rows for health checks, login and logout, the current user and Flask-AppBuilder's
 * security API (users, roles, groups, permissions, view menus, their pairs): admin only in
 * Superset. Expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous].
 */
import { risonQuery } from './permissionMatrixFixtures';
import type { MatrixRow } from './permissionMatrixTypes';

const USERS = '/api/v1/security/users';
const ROLES = '/api/v1/security/roles';

/** Read-only models of the security API: list, `_info` and one item. */
const READ_ONLY_MODELS = ['groups', 'permissions', 'resources', 'permissions-resources'] as const;

export const SECURITY_ROWS: readonly MatrixRow[] = [
  { route: 'GET /health', request: () => ({ method: 'GET', url: '/health' }) },
  { route: 'GET /healthcheck', request: () => ({ method: 'GET', url: '/healthcheck' }) },
  {
    route: 'POST /login/',
    label: 'wrong password',
    request: () => ({ method: 'POST', url: '/login/', form: { username: 'matrix_nobody', password: 'wrong' } }),
  },
  {
    route: 'POST /api/v1/security/login',
    label: 'wrong password',
    request: () => ({
      method: 'POST',
      url: '/api/v1/security/login',
      json: { username: 'matrix_nobody', password: 'wrong', provider: 'db' },
    }),
  },
  {
    route: 'POST /api/v1/security/refresh',
    label: 'no refresh token',
    request: () => ({ method: 'POST', url: '/api/v1/security/refresh' }),
  },
  {
    route: 'GET /api/v1/security/csrf_token/',
    request: () => ({ method: 'GET', url: '/api/v1/security/csrf_token/' }),
  },
  { route: 'GET /api/v1/me/', request: () => ({ method: 'GET', url: '/api/v1/me/' }) },
  { route: 'GET /api/v1/me/roles/', request: () => ({ method: 'GET', url: '/api/v1/me/roles/' }) },

  // Users.
  { route: `GET ${USERS}/`, request: () => ({ method: 'GET', url: `${USERS}/` }) },
  { route: `GET ${USERS}/_info`, request: () => ({ method: 'GET', url: `${USERS}/_info` }) },
  { route: `GET ${USERS}/:pk`, request: (c) => ({ method: 'GET', url: `${USERS}/${c.fx.victimUserId}` }) },
  {
    route: `POST ${USERS}/`,
    request: (c) => {
      const username = c.fx.unique('matrix_new');
      return {
        method: 'POST',
        url: `${USERS}/`,
        json: {
          first_name: 'New',
          last_name: 'User',
          username,
          email: `${username}@example.com`,
          active: true,
          roles: [c.fx.gammaRoleId],
          password: 'matrix-Password-2',
        },
      };
    },
  },
  {
    route: `PUT ${USERS}/:pk`,
    request: (c) => ({ method: 'PUT', url: `${USERS}/${c.fx.victimUserId}`, json: { first_name: 'Changed' } }),
  },
  {
    route: `DELETE ${USERS}/:pk`,
    request: async (c) => ({ method: 'DELETE', url: `${USERS}/${await c.fresh.user()}` }),
  },

  // Roles, their permissions, users and groups.
  { route: `GET ${ROLES}/`, request: () => ({ method: 'GET', url: `${ROLES}/` }) },
  { route: `GET ${ROLES}/_info`, request: () => ({ method: 'GET', url: `${ROLES}/_info` }) },
  { route: `GET ${ROLES}/:pk`, request: (c) => ({ method: 'GET', url: `${ROLES}/${c.fx.victimRoleId}` }) },
  {
    route: `POST ${ROLES}/`,
    request: (c) => ({ method: 'POST', url: `${ROLES}/`, json: { name: c.fx.unique('matrix_new_role') } }),
  },
  {
    route: `PUT ${ROLES}/:pk`,
    request: (c) => ({
      method: 'PUT',
      url: `${ROLES}/${c.fx.victimRoleId}`,
      json: { name: c.fx.unique('matrix_renamed') },
    }),
  },
  {
    route: `DELETE ${ROLES}/:pk`,
    request: async (c) => ({ method: 'DELETE', url: `${ROLES}/${await c.fresh.role()}` }),
  },
  {
    route: `GET ${ROLES}/:pk/permissions/`,
    request: (c) => ({ method: 'GET', url: `${ROLES}/${c.fx.victimRoleId}/permissions/` }),
  },
  {
    route: `POST ${ROLES}/:pk/permissions`,
    request: (c) => ({
      method: 'POST',
      url: `${ROLES}/${c.fx.victimRoleId}/permissions`,
      json: { permission_view_menu_ids: [] },
    }),
  },
  {
    route: `PUT ${ROLES}/:pk/users`,
    request: (c) => ({ method: 'PUT', url: `${ROLES}/${c.fx.victimRoleId}/users`, json: { user_ids: [] } }),
  },
  {
    route: `PUT ${ROLES}/:pk/groups`,
    request: (c) => ({ method: 'PUT', url: `${ROLES}/${c.fx.victimRoleId}/groups`, json: { group_ids: [] } }),
  },
  {
    route: `GET ${ROLES}/search/`,
    request: () => ({ method: 'GET', url: `${ROLES}/search/${risonQuery({ page: 0, page_size: 10 })}` }),
  },

  // Groups, permissions, view menus and pairs: read only here.
  ...READ_ONLY_MODELS.flatMap((model): MatrixRow[] => [
    { route: `GET /api/v1/security/${model}/`, request: () => ({ method: 'GET', url: `/api/v1/security/${model}/` }) },
    ...(model === 'groups'
      ? []
      : [
          {
            route: `GET /api/v1/security/${model}/_info`,
            request: () => ({ method: 'GET' as const, url: `/api/v1/security/${model}/_info` }),
          },
        ]),
    {
      route: `GET /api/v1/security/${model}/:pk`,
      request: () => ({ method: 'GET', url: `/api/v1/security/${model}/1` }),
    },
  ]),

  // Logging out ends the caller's session: these run last.
  { route: 'GET /logout/', endsSessions: true, request: () => ({ method: 'GET', url: '/logout/' }) },
  { route: 'POST /logout/', endsSessions: true, request: () => ({ method: 'POST', url: '/logout/' }) },
];
