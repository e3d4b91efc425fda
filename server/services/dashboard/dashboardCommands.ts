/**
 * Creating, changing and deleting dashboards as Superset's dashboard commands do: slugs unique,
 * owners and roles must exist (422 with the field's message), changes and deletes for owners and
 * admins (403), a saved `json_metadata` applied as set_dash_metadata does, each write one
 * transaction.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, HttpError, notFound, type FieldErrors } from '../../errors';
import type { DashboardFields, DashboardPatch, DashboardRecord } from '../../store/dashboards';
import { DatasourceResolver } from '../chart/chartAccess';
import { canEditDashboard, listedDashboard, listedDashboards } from './dashboardAccess';
import { applyDashboardMetadata, type Metadata } from './dashboardMetadata';

const SLUG_NOT_UNIQUE = 'Must be unique';
const OWNERS_INVALID = 'Owners are invalid';
const ROLES_INVALID = 'Some roles do not exist';

/** A create or update body after schema validation (slug cleaned). */
export interface DashboardWriteBody extends Omit<DashboardFields, 'published' | 'is_managed_externally'> {
  published?: boolean | null;
  is_managed_externally?: boolean | null;
  owners?: Array<number | null>;
  roles?: Array<number | null>;
}

export interface DashboardCommandContext {
  app: FastifyInstance;
  user: AuthenticatedUser;
}

/** Superset's slug clean-up before validation: trimmed, spaces to dashes, only word characters and dashes. */
export function cleanSlug(slug: string | null | undefined): string | null | undefined {
  if (slug === undefined || slug === null) return slug;
  const cleaned = slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
  return cleaned === '' ? null : cleaned;
}

/** populate_owner_list: every id a user; a non-admin who left themselves out is added. Null when an id is unknown. */
async function ownerIdsFor(
  context: DashboardCommandContext,
  requested: Array<number | null>,
  defaultToUser: boolean,
): Promise<number[] | null> {
  if (requested.length === 0 && defaultToUser) return [context.user.id];
  if (requested.some((id) => id === null)) return null;
  const ids = requested.filter((id): id is number => id !== null);
  const known = await context.app.store.dashboards.userSummaries(ids);
  if (ids.some((id) => !known.has(id))) return null;
  const self = isAdmin(context.user) || ids.includes(context.user.id) ? [] : [context.user.id];
  return [...new Set([...self, ...ids])];
}

async function roleIdsFor(context: DashboardCommandContext, requested: Array<number | null>): Promise<number[] | null> {
  const known = new Set((await context.app.store.roles.listRoleRefs()).map((role) => role.id));
  if (requested.some((id) => id === null || !known.has(id))) return null;
  return [...new Set(requested.filter((id): id is number => id !== null))];
}

function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
}

function directFields(body: DashboardWriteBody): DashboardFields {
  const fields: DashboardFields = {};
  for (const key of [
    'dashboard_title',
    'slug',
    'position_json',
    'json_metadata',
    'css',
    'certified_by',
    'certification_details',
    'external_url',
  ] as const) {
    if (body[key] !== undefined) fields[key] = body[key];
  }
  if (body.published !== undefined && body.published !== null) fields.published = body.published;
  if (body.is_managed_externally !== undefined && body.is_managed_externally !== null)
    fields.is_managed_externally = body.is_managed_externally;
  return fields;
}

/** The uuids of the existing charts among `ids`. */
async function chartUuidsOf(app: FastifyInstance, ids: number[]): Promise<Map<number, string>> {
  const charts = await app.store.charts.findByIds(ids.filter((id) => id > 0 && id <= 2_147_483_647));
  return new Map(charts.map((chart) => [chart.id, chart.uuid]));
}

/** POST /api/v1/dashboard/ (CreateDashboardCommand). Stores layout and metadata as given. */
export async function createDashboardCommand(
  context: DashboardCommandContext,
  body: DashboardWriteBody,
): Promise<DashboardRecord> {
  const errors: FieldErrors = {};
  if (body.slug && (await context.app.store.dashboards.slugExists(body.slug))) errors.slug = [SLUG_NOT_UNIQUE];
  const ownerIds = await ownerIdsFor(context, body.owners ?? [], true);
  if (!ownerIds) errors.owners = [OWNERS_INVALID];
  throwIfInvalid(errors);
  const roleIds = await roleIdsFor(context, body.roles ?? []);
  if (!roleIds) throw new HttpError(422, { roles: [ROLES_INVALID] });
  return context.app.store.dashboards.create(
    {
      ...directFields(body),
      published: body.published ?? false,
      is_managed_externally: body.is_managed_externally ?? false,
      owner_ids: ownerIds ?? [],
      role_ids: roleIds,
    },
    context.user.id,
  );
}

/** PUT /api/v1/dashboard/{pk} (UpdateDashboardCommand + set_dash_metadata). */
export async function updateDashboardCommand(
  context: DashboardCommandContext,
  id: number,
  body: DashboardWriteBody,
  metadata: Metadata | null,
): Promise<DashboardRecord> {
  const { app, user } = context;
  const dashboard = await listedDashboard(app, user, id, new DatasourceResolver(app));
  if (!canEditDashboard(user, dashboard)) throw forbidden();
  const errors: FieldErrors = {};
  if (body.slug && (await app.store.dashboards.slugExists(body.slug, id))) errors.slug = [SLUG_NOT_UNIQUE];
  const ownerIds = await ownerIdsFor(context, body.owners ?? dashboard.owner_ids, false);
  if (!ownerIds) errors.owners = [OWNERS_INVALID];
  throwIfInvalid(errors);
  const roleIds = body.roles === undefined ? dashboard.role_ids : await roleIdsFor(context, body.roles);
  if (!roleIds) throw new HttpError(422, { roles: [ROLES_INVALID] });
  const patch: DashboardPatch = { ...directFields(body), owner_ids: ownerIds ?? [], role_ids: roleIds };
  if (metadata) {
    const applied = await applyDashboardMetadata(metadata, {
      base: metadata,
      chartUuids: (ids) => chartUuidsOf(app, ids),
    });
    patch.json_metadata = applied.jsonMetadata;
    if (applied.positionJson !== undefined) patch.position_json = applied.positionJson;
    if (applied.sliceIds !== undefined) patch.slice_ids = applied.sliceIds;
  }
  const updated = await app.store.dashboards.update(id, patch, user.id);
  if (!updated) throw notFound();
  return updated;
}

/** DELETE one or a list (DeleteDashboardCommand): every id reachable (else 404), every one the user's (else 403). */
export async function deleteDashboardsCommand(context: DashboardCommandContext, ids: number[]): Promise<void> {
  const { app, user } = context;
  const unique = [...new Set(ids)];
  const found = await listedDashboards(app, user, unique, new DatasourceResolver(app));
  if (found.length !== unique.length) throw notFound();
  if (found.some((dashboard) => !canEditDashboard(user, dashboard))) throw forbidden();
  await app.store.dashboards.delete(unique);
}
