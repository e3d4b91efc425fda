/**
 * Writing dashboards: create, update (published only, json_metadata only, or the whole object),
 * delete one or a rison id list, and copy. All need `can_write` on Dashboard; the commands in
 * services/dashboard/ check ownership and the fields. Bad JSON in `position_json` or
 * `json_metadata` is a 400 before anything is written.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { decodeIdList, idListQuerySchema } from '../chart/chartSchemas';
import { chartWriteContext } from '../chart/chartWrites';
import {
  cleanSlug,
  createDashboardCommand,
  deleteDashboardsCommand,
  updateDashboardCommand,
  type DashboardWriteBody,
} from '../../services/dashboard/dashboardCommands';
import { copyDashboardCommand } from '../../services/dashboard/dashboardCopy';
import {
  checkJsonFields,
  dashboardCopySchema,
  dashboardPostSchema,
  dashboardPutSchema,
  idOrSlugParamsSchema,
  pkParamsSchema,
  type BodyErrors,
  type DashboardCopyRequest,
  type DashboardPostBody,
  type DashboardPutBody,
} from './dashboardSchemas';

function badRequest(reply: FastifyReply, errors: BodyErrors): FastifyReply {
  return reply.status(400).send({ message: errors });
}

/** Seconds since the epoch of the change, as Superset's `last_modified_time` (microseconds dropped). */
function lastModifiedTime(changedOn: Date): number {
  return Math.floor(changedOn.getTime() / 1000);
}

/** The body as marshmallow loaded it: a given slug cleaned, the rest as sent. */
function loadedBody<T extends { slug?: string | null }>(body: T): T {
  return body.slug === undefined ? body : { ...body, slug: cleanSlug(body.slug) };
}

function writeBody(body: DashboardPostBody | DashboardPutBody): DashboardWriteBody {
  const { tags: _tags, theme_id: _theme, ...fields } = body as DashboardPutBody;
  return fields;
}

export function registerDashboardWriteRoutes(app: FastifyInstance): void {
  const canWrite = requirePermission('can_write', 'Dashboard');

  app.post<{ Body: DashboardPostBody }>(
    '/api/v1/dashboard/',
    { schema: { body: dashboardPostSchema }, onRequest: canWrite },
    async (request, reply) => {
      const body = loadedBody(request.body);
      const checked = checkJsonFields(body);
      if (checked.errors) return badRequest(reply, checked.errors);
      const dashboard = await createDashboardCommand(chartWriteContext(app, request), writeBody(body));
      return reply.status(201).send({ id: dashboard.id, result: body });
    },
  );

  app.put<{ Params: { pk: number }; Body: DashboardPutBody }>(
    '/api/v1/dashboard/:pk',
    { schema: { params: pkParamsSchema, body: dashboardPutSchema }, onRequest: canWrite },
    async (request, reply) => {
      const body = loadedBody(request.body);
      const checked = checkJsonFields(body);
      if (checked.errors) return badRequest(reply, checked.errors);
      const context = chartWriteContext(app, request);
      const dashboard = await updateDashboardCommand(context, request.params.pk, writeBody(body), checked.metadata);
      return { id: dashboard.id, result: body, last_modified_time: lastModifiedTime(dashboard.changed_on) };
    },
  );

  app.delete<{ Params: { pk: number } }>(
    '/api/v1/dashboard/:pk',
    { schema: { params: pkParamsSchema }, onRequest: canWrite },
    async (request) => {
      await deleteDashboardsCommand(chartWriteContext(app, request), [request.params.pk]);
      return { message: 'OK' };
    },
  );

  app.delete<{ Querystring: { q?: string } }>(
    '/api/v1/dashboard/',
    { schema: { querystring: idListQuerySchema }, onRequest: canWrite },
    async (request) => {
      const ids = decodeIdList(request.query.q);
      await deleteDashboardsCommand(chartWriteContext(app, request), ids);
      return { message: ids.length === 1 ? 'Deleted 1 dashboard' : `Deleted ${ids.length} dashboards` };
    },
  );

  app.post<{ Params: { idOrSlug: string }; Body: DashboardCopyRequest }>(
    '/api/v1/dashboard/:idOrSlug/copy/',
    { schema: { params: idOrSlugParamsSchema, body: dashboardCopySchema }, onRequest: canWrite },
    async (request, reply) => {
      const checked = checkJsonFields(request.body);
      if (checked.errors) return badRequest(reply, checked.errors);
      const copy = await copyDashboardCommand(
        chartWriteContext(app, request),
        request.params.idOrSlug,
        request.body,
        checked.metadata ?? {},
      );
      return { result: { id: copy.id, last_modified_time: lastModifiedTime(copy.changed_on) } };
    },
  );
}
