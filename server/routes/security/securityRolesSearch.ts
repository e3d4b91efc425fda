import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError } from '../../errors';
import type { RoleSummary } from '../../store';
import { fabQuerystring, readFabArgs, type FabArgs, type FabQuery } from './securityListArgs';

/**
 * Superset's `GET /api/v1/security/roles/search/` (RoleRestAPI), which its Roles page reads: roles
 * with their user, permission and group ids. Filters are by column only (the operator is not
 * read): `user_ids`, `permission_ids`, `group_ids` (an id the role has) and `name` (contains, any
 * letter case). Ten roles a page by default, no maximum.
 */
const ORDER_COLUMNS = ['id', 'name'];
const DEFAULT_PAGE_SIZE = 10;

function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

function matches(role: RoleSummary, column: string, value: unknown): boolean {
  switch (column) {
    case 'user_ids':
      return role.user_ids.includes(idOf(value) as number);
    case 'permission_ids':
      return role.permission_ids.includes(idOf(value) as number);
    case 'group_ids':
      return false;
    case 'name':
      return role.name.toLowerCase().includes(String(value).toLowerCase());
    default:
      return true;
  }
}

function search(roles: RoleSummary[], args: FabArgs) {
  const orderColumn = args.order_column ?? 'id';
  if (!ORDER_COLUMNS.includes(orderColumn)) throw new HttpError(400, `Invalid order column: ${orderColumn}`);
  const sign = args.order_direction === 'desc' ? -1 : 1;

  // As Superset: one value per column, the last filter on a column wins.
  const filters = new Map((args.filters ?? []).map((filter) => [filter.col, filter.value]));
  const found = roles.filter((role) => [...filters].every(([column, value]) => matches(role, column, value)));
  const ordered = [...found].sort((a, b) =>
    orderColumn === 'name' ? sign * a.name.localeCompare(b.name, 'en') : sign * (a.id - b.id),
  );
  const page = Math.max(args.page ?? 0, 0);
  const size = args.page_size ?? DEFAULT_PAGE_SIZE;
  // A negative size is no limit, as SQL reads LIMIT -1.
  const pageRoles = size < 0 ? ordered : ordered.slice(page * size, page * size + size);
  return {
    result: pageRoles.map((role) => ({
      id: role.id,
      name: role.name,
      user_ids: role.user_ids,
      permission_ids: role.permission_ids,
      group_ids: [],
    })),
    count: found.length,
    ids: pageRoles.map((role) => role.id),
  };
}

export async function registerSecurityRoleSearchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FabQuery }>(
    '/api/v1/security/roles/search/',
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_list_roles', 'RoleRestAPI') },
    async (request) => search(await app.store.roles.listRoles(), readFabArgs(request.query.q, 'list')),
  );
}
