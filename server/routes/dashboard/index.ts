/**
 * DashboardRestApi, the parts explore's save modal uses: the list (pick a dashboard to add the
 * chart to) and creating a dashboard by title. Reading needs `can_read` on Dashboard, creating
 * `can_write` on Dashboard; the creator owns the new dashboard unless owners are given.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin, requirePermission } from '../../auth/permissions';
import { HttpError, type FieldErrors } from '../../errors';
import type { DashboardRecord } from '../../store/dashboards';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { requestUser } from '../chart/chartWrites';
import { canListDashboard, dashboardListItem, dashboardListReply, dashboardListSchema } from './dashboardList';
import type { ListArgs } from '../../http/listQuery';
import { parseJsonText } from '../../http/jsonDepth';

const nullableString = { type: ['string', 'null'] } as const;

interface DashboardPostBody {
  dashboard_title?: string | null;
  slug?: string | null;
  owners?: number[];
  position_json?: string | null;
  css?: string | null;
  json_metadata?: string | null;
  published?: boolean | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
}

const dashboardPostSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dashboard_title: { type: ['string', 'null'], maxLength: 500 },
    slug: { type: ['string', 'null'], maxLength: 255 },
    owners: { type: 'array', items: { type: 'integer' } },
    position_json: nullableString,
    css: nullableString,
    json_metadata: nullableString,
    published: { type: ['boolean', 'null'] },
    certified_by: nullableString,
    certification_details: nullableString,
    is_managed_externally: { type: ['boolean', 'null'] },
    external_url: nullableString,
  },
} as const;

/** Superset's slug clean-up before validation: trimmed, spaces to dashes, only word characters and dashes. */
export function cleanSlug(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const cleaned = slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
  return cleaned === '' ? null : cleaned;
}

function checkJsonFields(body: DashboardPostBody): void {
  const errors: FieldErrors = {};
  for (const field of ['position_json', 'json_metadata'] as const) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    try {
      const parsed: unknown = parseJsonText(value);
      if (field === 'json_metadata' && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)))
        errors[field] = ['JSON not valid'];
    } catch {
      errors[field] = ['JSON not valid'];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q?: ListArgs } }>(
    '/api/v1/dashboard/',
    { schema: dashboardListSchema, onRequest: requirePermission('can_read', 'Dashboard') },
    async (request) => {
      const user = requestUser(request);
      const resolver = new DatasourceResolver(app);
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
      const now = new Date();
      return dashboardListReply(
        listed,
        listed.map((dashboard) => dashboardListItem(dashboard, users, now)),
        request.query.q ?? {},
      );
    },
  );

  app.post<{ Body: DashboardPostBody }>(
    '/api/v1/dashboard/',
    { schema: { body: dashboardPostSchema }, onRequest: requirePermission('can_write', 'Dashboard') },
    async (request, reply) => {
      const user = requestUser(request);
      const body = { ...request.body, slug: cleanSlug(request.body.slug) };
      checkJsonFields(body);
      const errors: FieldErrors = {};
      if (body.slug && (await app.store.dashboards.slugExists(body.slug))) errors.slug = ['Must be unique'];
      const requested = body.owners ?? [];
      const known = await app.store.dashboards.userSummaries(requested);
      if (requested.some((id) => !known.has(id))) errors.owners = ['Owners are invalid'];
      if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
      const ownerIds =
        requested.length === 0
          ? [user.id]
          : isAdmin(user) || requested.includes(user.id)
            ? requested
            : [user.id, ...requested];
      const dashboard = await app.store.dashboards.create(
        {
          dashboard_title: body.dashboard_title,
          slug: body.slug,
          owner_ids: ownerIds,
          position_json: body.position_json,
          css: body.css,
          json_metadata: body.json_metadata,
          published: body.published ?? false,
          certified_by: body.certified_by,
          certification_details: body.certification_details,
          is_managed_externally: body.is_managed_externally ?? false,
          external_url: body.external_url,
        },
        user.id,
      );
      // The fields as given (a given slug cleaned up): Superset echoes what its schema loaded.
      const { slug: _slug, ...given } = body;
      return reply.status(201).send({ id: dashboard.id, result: request.body.slug === undefined ? given : body });
    },
  );
}
