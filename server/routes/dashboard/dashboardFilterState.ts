/**
 * DashboardFilterStateRestApi (Superset's temporary cache for native filter state, behind
 * `?native_filters_key=`): POST makes or reuses the key of the caller's browser tab, PUT replaces
 * an entry the caller owns, GET reads any entry of a dashboard the caller may read, DELETE removes
 * the caller's own. Entries belong to the user who wrote them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import { parseJsonText } from '../../http/jsonDepth';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { readableDashboard } from '../../services/dashboard/dashboardAccess';
import { requestUser } from '../chart/chartWrites';
import { pkParamsSchema } from './dashboardSchemas';

const VIEW = 'DashboardFilterStateRestApi';
const CACHE_DENIED = "You don't have permission to modify the value.";
const RESOURCE_NOT_FOUND = 'Resource not found.';

const valueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: { value: { type: 'string' } },
} as const;
const tabQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { tab_id: { type: 'integer' } },
} as const;
const keyParamsSchema = {
  type: 'object',
  required: ['pk', 'key'],
  additionalProperties: false,
  properties: { pk: { type: 'integer' }, key: { type: 'string', minLength: 1 } },
} as const;

type ValueBody = { value: string };
type TabQuery = { tab_id?: number };

/** Superset's filter_state check_access: the dashboard must be readable (403/404 in the cache's words). */
async function checkAccess(app: FastifyInstance, request: FastifyRequest, dashboardId: number): Promise<void> {
  try {
    await readableDashboard(app, requestUser(request), String(dashboardId), new DatasourceResolver(app));
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) throw new HttpError(403, CACHE_DENIED);
    if (error instanceof HttpError && error.status === 404) throw new HttpError(404, RESOURCE_NOT_FOUND);
    throw error;
  }
}

function checkValue(value: string): void {
  try {
    parseJsonText(value);
  } catch {
    throw new HttpError(400, { value: ['JSON not valid'] });
  }
}

function ownerOf(request: FastifyRequest): string {
  return String(requestUser(request).id);
}

/** The (session, tab, dashboard) a browser tab's key is remembered under. */
function contextKey(request: FastifyRequest, tabId: number | undefined, dashboardId: number): string {
  const session = request.authSession?.id ?? `user:${requestUser(request).id}`;
  const hashed = createHash('sha256').update(session).digest('hex').slice(0, 32);
  return `${hashed}|${tabId ?? ''}|${dashboardId}`;
}

function newKey(): string {
  return randomBytes(16).toString('base64url');
}

export function registerDashboardFilterStateRoutes(app: FastifyInstance): void {
  const states = app.store.dashboardFilterStates;
  const canRead = requirePermission('can_read', VIEW);
  const canWrite = requirePermission('can_write', VIEW);

  app.post<{ Params: { pk: number }; Body: ValueBody; Querystring: TabQuery }>(
    '/api/v1/dashboard/:pk/filter_state',
    { schema: { params: pkParamsSchema, body: valueSchema, querystring: tabQuerySchema }, onRequest: canWrite },
    async (request, reply) => {
      const { pk } = request.params;
      checkValue(request.body.value);
      await checkAccess(app, request, pk);
      const context = contextKey(request, request.query.tab_id, pk);
      const remembered = request.query.tab_id ? await states.contextKey(context) : null;
      const key = remembered ?? newKey();
      await states.set(pk, key, { owner: ownerOf(request), value: request.body.value });
      await states.setContextKey(context, key);
      return reply.status(201).send({ key });
    },
  );

  app.put<{ Params: { pk: number; key: string }; Body: ValueBody; Querystring: TabQuery }>(
    '/api/v1/dashboard/:pk/filter_state/:key',
    { schema: { params: keyParamsSchema, body: valueSchema, querystring: tabQuerySchema }, onRequest: canWrite },
    async (request) => {
      const { pk } = request.params;
      checkValue(request.body.value);
      await checkAccess(app, request, pk);
      const entry = await states.get(pk, request.params.key);
      if (!entry) return { key: request.params.key };
      if (entry.owner !== ownerOf(request)) throw new HttpError(403, CACHE_DENIED);
      // A new key when the tab is unknown or none is given, as Superset's update command.
      const context = contextKey(request, request.query.tab_id, pk);
      let key = request.query.tab_id ? await states.contextKey(context) : null;
      if (!key) {
        key = newKey();
        await states.setContextKey(context, key);
      }
      await states.set(pk, key, { owner: ownerOf(request), value: request.body.value });
      return { key };
    },
  );

  app.get<{ Params: { pk: number; key: string } }>(
    '/api/v1/dashboard/:pk/filter_state/:key',
    { schema: { params: keyParamsSchema }, onRequest: canRead },
    async (request) => {
      await checkAccess(app, request, request.params.pk);
      const entry = await states.get(request.params.pk, request.params.key);
      if (!entry?.value) throw notFound();
      return { value: entry.value };
    },
  );

  app.delete<{ Params: { pk: number; key: string } }>(
    '/api/v1/dashboard/:pk/filter_state/:key',
    { schema: { params: keyParamsSchema }, onRequest: canWrite },
    async (request) => {
      const { pk, key } = request.params;
      await checkAccess(app, request, pk);
      const entry = await states.get(pk, key);
      if (!entry) throw notFound();
      if (entry.owner !== ownerOf(request)) throw new HttpError(403, CACHE_DENIED);
      await states.delete(pk, key);
      return { message: 'Deleted successfully' };
    },
  );
}
