/**
 * GET /api/v1/chart/related/<column> (owners, created_by, changed_by): the users a picker offers,
 * FAB's `{count, result: [{value, text, extra}]}`, searched with `filter`, paged, `include_ids`
 * added in front when missing.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { relatedRouteSchema, relatedUsersReply, type RelatedRouteTypes } from '../../http/relatedQuery';

const RELATED_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);

export function registerChartRelatedRoutes(app: FastifyInstance): void {
  app.get<RelatedRouteTypes>(
    '/api/v1/chart/related/:column',
    { schema: relatedRouteSchema, onRequest: requirePermission('can_read', 'Chart') },
    async (request) => {
      if (!RELATED_COLUMNS.has(request.params.column)) throw notFound();
      return relatedUsersReply(app.store.charts, request.query.q ?? {});
    },
  );
}
