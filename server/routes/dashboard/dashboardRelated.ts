/**
 * GET /api/v1/dashboard/related/<column> (owners, created_by, changed_by: users; roles: roles for
 * DASHBOARD_RBAC) as FAB's `{count, result: [{value, text, extra}]}`, searched with `filter`,
 * paged, `include_ids` added in front when missing; and GET /api/v1/dashboard/_info, the caller's
 * permissions on Dashboard and the list's filters. Both need `can_read` on Dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission, requirePermission } from '../../auth/permissions';
import { PERMISSION_CATALOG } from '../../auth/permissionCatalog';
import { notFound } from '../../errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/listQuery';
import { fullName } from '../../services/chart/chartPresentation';
import type { UserSummary } from '../../store/charts';
import { requestUser } from '../chart/chartWrites';
import { DASHBOARD_LIST_SPEC } from './dashboardList';

const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);
const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'] as const;

interface RelatedArgs {
  filter?: string;
  page?: number;
  page_size?: number;
  include_ids?: number[];
}

interface RelatedItem {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

const relatedSchema = {
  params: { type: 'object', required: ['column'], properties: { column: { type: 'string' } } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        additionalProperties: false,
        properties: {
          filter: { type: 'string' },
          page: { type: 'integer', minimum: 0 },
          page_size: { type: 'integer', minimum: 1 },
          include_ids: { type: 'array', items: { type: 'integer' } },
        },
      },
    },
  },
} as const;

const infoSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        additionalProperties: false,
        properties: { keys: { type: 'array', items: { type: 'string', enum: [...INFO_KEYS] } } },
      },
    },
  },
} as const;

function userItem(user: UserSummary): RelatedItem {
  return { value: user.id, text: fullName(user), extra: { active: user.active, email: user.email } };
}

async function relatedItems(app: FastifyInstance, column: string, search: string): Promise<RelatedItem[]> {
  if (USER_COLUMNS.has(column)) return (await app.store.dashboards.relatedUsers(search)).map(userItem);
  const needle = search.toLowerCase();
  return (await app.store.roles.listRoleRefs())
    .filter((role) => role.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((role) => ({ value: role.id, text: role.name, extra: {} }));
}

async function includedItems(app: FastifyInstance, column: string, ids: number[]): Promise<RelatedItem[]> {
  if (USER_COLUMNS.has(column)) {
    const users = await app.store.dashboards.userSummaries(ids);
    return ids.flatMap((id) => {
      const user = users.get(id);
      return user ? [userItem(user)] : [];
    });
  }
  const roles = await app.store.roles.listRoleRefs();
  return roles.filter((role) => ids.includes(role.id)).map((role) => ({ value: role.id, text: role.name, extra: {} }));
}

export function registerDashboardRelatedRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Dashboard');

  app.get<{ Params: { column: string }; Querystring: { q?: RelatedArgs } }>(
    '/api/v1/dashboard/related/:column',
    { schema: relatedSchema, onRequest: canRead },
    async (request) => {
      const { column } = request.params;
      if (!USER_COLUMNS.has(column) && column !== 'roles') throw notFound();
      const args = request.query.q ?? {};
      const items = await relatedItems(app, column, args.filter ?? '');
      const pageSize = Math.min(args.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      const page = args.page ?? 0;
      const result = items.slice(page * pageSize, page * pageSize + pageSize);
      const missing = (args.include_ids ?? []).filter((id) => !result.some((item) => item.value === id));
      if (missing.length > 0) result.unshift(...(await includedItems(app, column, missing)));
      return { count: items.length, result };
    },
  );

  app.get<{ Querystring: { q?: { keys?: string[] } } }>(
    '/api/v1/dashboard/_info',
    { schema: infoSchema, onRequest: canRead },
    async (request) => {
      const user = requestUser(request);
      const keys = request.query.q?.keys ?? [...INFO_KEYS];
      const reply: Record<string, unknown> = {};
      if (keys.includes('permissions'))
        reply.permissions = PERMISSION_CATALOG.filter(
          ([permission, view]) => view === 'Dashboard' && hasPermission(user, permission, view),
        ).map(([permission]) => permission);
      if (keys.includes('filters'))
        reply.filters = Object.fromEntries(
          Object.entries(DASHBOARD_LIST_SPEC.filterOperators).map(([column, operators]) => [
            column,
            operators.map((operator) => ({ name: operator, operator })),
          ]),
        );
      if (keys.includes('add_columns')) reply.add_columns = [];
      if (keys.includes('edit_columns')) reply.edit_columns = [];
      if (keys.includes('add_title')) reply.add_title = 'Add Dashboard';
      if (keys.includes('edit_title')) reply.edit_title = 'Edit Dashboard';
      return reply;
    },
  );
}
