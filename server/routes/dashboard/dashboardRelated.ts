/**
 * GET /api/v1/dashboard/related/<column> (owners, created_by, changed_by: users; roles: roles for
 * DASHBOARD_RBAC) as FAB's `{count, result: [{value, text, extra}]}`, searched with `filter`,
 * paged, `include_ids` added in front when missing; and GET /api/v1/dashboard/_info, the caller's
 * permissions on Dashboard and the list's filters. Both need `can_read` on Dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { infoReply, infoRouteSchema, type InfoRouteTypes } from '../../http/infoQuery';
import {
  relatedReply,
  relatedRouteSchema,
  relatedUsersReply,
  type RelatedItem,
  type RelatedRouteTypes,
} from '../../http/relatedQuery';
import { requestUser } from '../chart/chartWrites';
import { DASHBOARD_LIST_SPEC } from './dashboardList';

const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);

function roleItem(role: { id: number; name: string }): RelatedItem {
  return { value: role.id, text: role.name, extra: {} };
}

export function registerDashboardRelatedRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Dashboard');

  app.get<RelatedRouteTypes>(
    '/api/v1/dashboard/related/:column',
    { schema: relatedRouteSchema, onRequest: canRead },
    async (request) => {
      const { column } = request.params;
      const args = request.query.q ?? {};
      if (USER_COLUMNS.has(column)) return relatedUsersReply(app.store.dashboards, args);
      if (column !== 'roles') throw notFound();
      const needle = (args.filter ?? '').toLowerCase();
      const roles = (await app.store.roles.listRoleRefs())
        .filter((role) => role.name.toLowerCase().includes(needle))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(roleItem);
      return relatedReply(roles, args, async (missingIds) =>
        (await app.store.roles.listRoleRefs()).filter((role) => missingIds.includes(role.id)).map(roleItem),
      );
    },
  );

  app.get<InfoRouteTypes>('/api/v1/dashboard/_info', { schema: infoRouteSchema, onRequest: canRead }, async (request) =>
    infoReply(
      requestUser(request),
      { view: 'Dashboard', filterOperators: DASHBOARD_LIST_SPEC.filterOperators, title: 'Dashboard' },
      request.query.q?.keys,
    ),
  );
}
