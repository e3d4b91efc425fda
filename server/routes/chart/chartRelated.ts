/**
 * GET /api/v1/chart/related/<column> (owners, created_by, changed_by): the users a picker offers,
 * FAB's `{count, result: [{value, text, extra}]}`, searched with `filter`, paged, `include_ids`
 * added in front when missing.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import type { UserSummary } from '../../store/charts';
import { fullName } from '../../services/chart/chartPresentation';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';

const RELATED_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);

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

function relatedItem(user: UserSummary): { value: number; text: string; extra: { active: boolean; email: string } } {
  return { value: user.id, text: fullName(user), extra: { active: user.active, email: user.email } };
}

export function registerChartRelatedRoutes(app: FastifyInstance): void {
  app.get<RouteTypes<typeof relatedSchema>>(
    '/api/v1/chart/related/:column',
    { schema: relatedSchema, onRequest: requirePermission('can_read', 'Chart') },
    async (request) => {
      if (!RELATED_COLUMNS.has(request.params.column)) throw notFound();
      const args = request.query.q ?? {};
      const users = await app.store.charts.relatedUsers(args.filter ?? '');
      const pageSize = Math.min(args.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      const page = args.page ?? 0;
      const result = users.slice(page * pageSize, page * pageSize + pageSize).map(relatedItem);
      const missing = (args.include_ids ?? []).filter((id) => !result.some((item) => item.value === id));
      if (missing.length > 0) {
        const included = await app.store.charts.userSummaries(missing);
        result.unshift(
          ...missing.flatMap((id) => {
            const user = included.get(id);
            return user ? [relatedItem(user)] : [];
          }),
        );
      }
      return { count: users.length, result };
    },
  );
}
