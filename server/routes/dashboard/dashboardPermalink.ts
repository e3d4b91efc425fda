/**
 * DashboardPermalinkRestApi: POST /api/v1/dashboard/{id_or_slug}/permalink stores the page state
 * (data mask, active tabs, anchor, URL parameters) with the dashboard's uuid and answers the key
 * and the page link; GET /api/v1/dashboard/permalink/{key} gives it back. Both check that the user
 * may read the dashboard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { readableDashboard } from '../../services/dashboard/dashboardAccess';
import type { DashboardPermalinkValue } from '../../store/dashboardPermalinks';
import { requestUser } from '../chart/chartWrites';
import { idOrSlugParamsSchema } from './dashboardSchemas';

const VIEW = 'DashboardPermalinkRestApi';
const DASHBOARD_ACCESS_DENIED = "You don't have access to this dashboard.";
const DASHBOARD_NOT_FOUND = 'Dashboard not found.';

const stateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dataMask: { type: ['object', 'null'] },
    activeTabs: { type: ['array', 'null'], items: { type: 'string' } },
    anchor: { type: ['string', 'null'] },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: ['string', 'number', 'boolean', 'null'] } },
    },
    chartStates: { type: ['object', 'null'] },
  },
} as const;

const keyParamsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1 } },
} as const;

/** The dashboard the user may read, with the permalink API's own 403/404 messages. */
async function checkedDashboard(app: FastifyInstance, request: FastifyRequest, idOrSlug: string) {
  try {
    return await readableDashboard(app, requestUser(request), idOrSlug, new DatasourceResolver(app));
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) throw new HttpError(403, DASHBOARD_ACCESS_DENIED);
    if (error instanceof HttpError && error.status === 404) throw new HttpError(404, DASHBOARD_NOT_FOUND);
    throw error;
  }
}

/** Superset builds the link on the request's Origin; without one, on the address asked. */
function permalinkUrl(app: FastifyInstance, request: FastifyRequest, key: string): string {
  const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
  const root = app.config.applicationRoot.replace(/\/+$/, '');
  return `${origin}${root}/superset/dashboard/p/${key}/`;
}

export function registerDashboardPermalinkRoutes(app: FastifyInstance): void {
  app.post<{ Params: { idOrSlug: string }; Body: Record<string, unknown> }>(
    '/api/v1/dashboard/:idOrSlug/permalink',
    { schema: { params: idOrSlugParamsSchema, body: stateSchema }, onRequest: requirePermission('can_write', VIEW) },
    async (request, reply) => {
      const dashboard = await checkedDashboard(app, request, request.params.idOrSlug);
      const value: DashboardPermalinkValue = { dashboardId: dashboard.uuid, state: request.body };
      const key = await app.store.dashboardPermalinks.keyFor(value, requestUser(request).id);
      return reply.status(201).send({ key, url: permalinkUrl(app, request, key) });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/dashboard/permalink/:key',
    { schema: { params: keyParamsSchema }, onRequest: requirePermission('can_read', VIEW) },
    async (request) => {
      const value = await app.store.dashboardPermalinks.get(request.params.key);
      if (!value) throw notFound();
      await checkedDashboard(app, request, value.dashboardId);
      return value;
    },
  );
}
