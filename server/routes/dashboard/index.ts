/**
 * DashboardRestApi (/api/v1/dashboard/) except export/import, embedded and thumbnails: the list,
 * reading one by id, slug or uuid (with its charts, datasets and tabs), create, update (whole, or
 * only its native filters or colours), delete,
 * copy, favourites, related users and roles, `_info`, permalinks and the native filter state cache.
 * Reads need `can_read` on Dashboard, writes `can_write`; who may see or change which dashboard
 * is services/dashboard/dashboardAccess.ts.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { DashboardRecord } from '../../store/dashboards';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { canListDashboard } from '../../services/dashboard/dashboardAccess';
import { requestUser } from '../chart/chartWrites';
import type { ListArgs } from '../../http/listQuery';
import { dashboardListItem, dashboardListReply, dashboardListSchema } from './dashboardList';
import { registerDashboardExportImportRoutes } from './dashboardExportImport';
import { registerDashboardFavoriteRoutes } from './dashboardFavorites';
import { registerDashboardFiltersColorsRoutes } from './dashboardFiltersColors';
import { registerDashboardFilterStateRoutes } from './dashboardFilterState';
import { registerDashboardPermalinkRoutes } from './dashboardPermalink';
import { registerDashboardReadRoutes } from './dashboardRead';
import { registerDashboardRelatedRoutes } from './dashboardRelated';
import { registerDashboardWriteRoutes } from './dashboardWrite';

function registerDashboardListRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { q?: ListArgs } }>(
    '/api/v1/dashboard/',
    { schema: dashboardListSchema, onRequest: requirePermission('can_read', 'Dashboard') },
    async (request) => {
      const user = requestUser(request);
      const resolver = new DatasourceResolver(app);
      const favouriteIds = new Set(await app.store.favourites.idsOf(user.id, 'Dashboard'));
      const listed: DashboardRecord[] = [];
      for (const dashboard of await app.store.dashboards.list()) {
        if (await canListDashboard(app, user, dashboard, resolver)) listed.push(dashboard);
      }
      const users = await app.store.dashboards.userSummaries(
        listed.flatMap((dashboard) =>
          [...dashboard.owner_ids, dashboard.created_by_fk, dashboard.changed_by_fk].filter(
            (id): id is number => id !== null,
          ),
        ),
      );
      const roles = new Map((await app.store.roles.listRoleRefs()).map((role) => [role.id, role]));
      const now = new Date();
      return dashboardListReply(
        listed,
        listed.map((dashboard) => dashboardListItem(dashboard, users, roles, now)),
        request.query.q ?? {},
        { userId: user.id, favouriteIds },
      );
    },
  );
}

export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  registerDashboardListRoute(app);
  registerDashboardRelatedRoutes(app);
  registerDashboardFavoriteRoutes(app);
  registerDashboardReadRoutes(app);
  registerDashboardWriteRoutes(app);
  registerDashboardFiltersColorsRoutes(app);
  registerDashboardPermalinkRoutes(app);
  registerDashboardFilterStateRoutes(app);
  await registerDashboardExportImportRoutes(app);
}
