/**
 * GET /api/v1/report/related/<column> (owners, created_by: the users the list's filters and the
 * report dialogs offer, FAB's `{count, result: [{value, text, extra}]}`) and GET
 * /api/v1/report/_info (the caller's permissions on ReportSchedule and the list's filters).
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission, requirePermission } from '../../auth/permissions';
import { PERMISSION_CATALOG } from '../../auth/permissionCatalog';
import { notFound } from '../../errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { fullName } from '../../services/chart/chartPresentation';
import type { UserSummary } from '../../store/charts';
import { REPORT_LIST_SPEC } from './reportListSpec';
import { requestUser, requireAlertReports } from './reportRequests';

const USER_COLUMNS = new Set(['owners', 'created_by']);
const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'] as const;

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

function relatedItem(user: UserSummary): { value: number; text: string; extra: { active: boolean; email: string } } {
  return { value: user.id, text: fullName(user), extra: { active: user.active, email: user.email } };
}

export function registerReportRelatedRoutes(app: FastifyInstance): void {
  const guards = [requireAlertReports(app), requirePermission('can_read', 'ReportSchedule')];

  app.get<RouteTypes<typeof relatedSchema>>(
    '/api/v1/report/related/:column',
    { schema: relatedSchema, onRequest: guards },
    async (request) => {
      if (!USER_COLUMNS.has(request.params.column)) throw notFound();
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

  app.get<RouteTypes<typeof infoSchema>>(
    '/api/v1/report/_info',
    { schema: infoSchema, onRequest: guards },
    async (request) => {
      const user = requestUser(request);
      const keys: readonly string[] = request.query.q?.keys ?? INFO_KEYS;
      const reply: Record<string, unknown> = {};
      if (keys.includes('permissions')) {
        reply.permissions = PERMISSION_CATALOG.filter(
          ([permission, view]) => view === 'ReportSchedule' && hasPermission(user, permission, view),
        ).map(([permission]) => permission);
      }
      if (keys.includes('filters')) {
        reply.filters = Object.fromEntries(
          Object.entries(REPORT_LIST_SPEC.filterOperators).map(([column, operators]) => [
            column,
            operators.map((operator) => ({ name: operator, operator })),
          ]),
        );
      }
      if (keys.includes('add_columns')) reply.add_columns = [];
      if (keys.includes('edit_columns')) reply.edit_columns = [];
      if (keys.includes('add_title')) reply.add_title = 'Add Report Schedule';
      if (keys.includes('edit_title')) reply.edit_title = 'Edit Report Schedule';
      return reply;
    },
  );
}
