/**
 * Creating, changing and deleting charts as Superset's chart commands do: datasource must exist
 * and be accessible, dashboards must exist and be the user's, owners must be users; changes and
 * deletes are for owners and admins. Field problems are a 422 `{"message": {field: [msg]}}`.
 */
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, HttpError, notFound, type FieldErrors } from '../../errors';
import type { ChartFields, ChartPatch, ChartRecord } from '../../store/charts';
import {
  canAccessDatasource,
  canSeeChart,
  datasourceNameText,
  isOwnerOrAdmin,
  type ChartDatasource,
  type DatasourceResolver,
} from './chartAccess';
import { checkTextFields, type ChartPostBody, type ChartPutBody } from './chartBodies';
import { parseJsonObject } from './chartFormData';

const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';
const DATASOURCE_NOT_FOUND = 'Datasource does not exist';
const DASHBOARDS_NOT_FOUND = 'Dashboards do not exist';
const OWNERS_INVALID = 'Owners are invalid';
const DATASOURCE_TYPE_REQUIRED = 'Datasource type is required when datasource_id is given';

/** A write's context: the app, the acting user and the request's datasource lookups. */
export interface ChartWriteContext {
  app: FastifyInstance;
  user: AuthenticatedUser;
  resolver: DatasourceResolver;
}

function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
}

/**
 * Superset's populate_owner_list: no ids → the user (when defaulting); a non-admin who left
 * themselves out is added; every id must be a user. Null when an id is not a user.
 */
async function ownerIdsFor(
  context: ChartWriteContext,
  requested: number[] | undefined,
  defaultToUser: boolean,
): Promise<number[] | null> {
  const ids = requested ?? [];
  if (ids.length === 0 && defaultToUser) return [context.user.id];
  const known = await context.app.store.charts.userSummaries(ids);
  if (ids.some((id) => !known.has(id))) return null;
  const owners = isAdmin(context.user) || ids.includes(context.user.id) ? [] : [context.user.id];
  return [...new Set([...owners, ...ids])];
}

/** The datasource a write names; records the field error when it does not exist, 403 when not accessible. */
async function checkedDatasource(
  context: ChartWriteContext,
  id: number | null,
  type: string,
  errors: FieldErrors,
): Promise<ChartDatasource | null> {
  const datasource = await context.resolver.resolve(id, type);
  if (!datasource) {
    errors.datasource_id = [DATASOURCE_NOT_FOUND];
    return null;
  }
  if (!canAccessDatasource(context.user, datasource)) throw forbidden();
  return datasource;
}

/** Dashboards the chart is put on: they must exist; those newly linked must be the user's (or the user an admin). */
async function checkDashboards(
  context: ChartWriteContext,
  requested: number[],
  alreadyLinked: readonly number[],
  errors: FieldErrors,
): Promise<number[]> {
  const ids = [...new Set(requested)];
  const dashboards = await context.app.store.dashboards.findByIds(ids);
  if (dashboards.length !== ids.length) {
    errors.dashboards = [DASHBOARDS_NOT_FOUND];
    return ids;
  }
  for (const dashboard of dashboards) {
    if (!alreadyLinked.includes(dashboard.id) && !isOwnerOrAdmin(context.user, dashboard.owner_ids)) {
      throw new HttpError(403, DASHBOARDS_FORBIDDEN);
    }
  }
  return ids;
}

/** The columns a body sets directly (relations and command flags excluded). */
function directFields(body: ChartPostBody | ChartPutBody): ChartFields {
  const fields: ChartFields = {};
  if (typeof body.slice_name === 'string') fields.slice_name = body.slice_name;
  if (body.viz_type !== undefined) fields.viz_type = body.viz_type;
  if (body.params !== undefined) fields.params = body.params;
  if (body.query_context !== undefined) fields.query_context = body.query_context;
  if (body.description !== undefined) fields.description = body.description;
  if (body.cache_timeout !== undefined) fields.cache_timeout = body.cache_timeout;
  if (body.certified_by !== undefined) fields.certified_by = body.certified_by;
  if (body.certification_details !== undefined) fields.certification_details = body.certification_details;
  if (body.external_url !== undefined) fields.external_url = body.external_url;
  return fields;
}

/** POST /api/v1/chart/. */
export async function createChart(context: ChartWriteContext, body: ChartPostBody): Promise<ChartRecord> {
  checkTextFields(body);
  const errors: FieldErrors = {};
  const datasource = await checkedDatasource(context, body.datasource_id, body.datasource_type, errors);
  const dashboardIds = await checkDashboards(context, body.dashboards ?? [], [], errors);
  const ownerIds = await ownerIdsFor(context, body.owners, true);
  if (!ownerIds) errors.owners = [OWNERS_INVALID];
  if (body.uuid && (await context.app.store.charts.findByUuid(body.uuid.toLowerCase())))
    errors.uuid = ['Must be unique'];
  throwIfInvalid(errors);

  const paramsVizType = parseJsonObject(body.params ?? null).viz_type;
  return context.app.store.charts.create(
    {
      ...directFields(body),
      slice_name: body.slice_name,
      viz_type: body.viz_type ?? (typeof paramsVizType === 'string' ? paramsVizType : null),
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      // Superset stores the datasource's name: `schema.table` for a dataset.
      datasource_name: datasource ? datasourceNameText(datasource) : (body.datasource_name ?? null),
      is_managed_externally: body.is_managed_externally ?? false,
      uuid: body.uuid?.toLowerCase() ?? undefined,
      owner_ids: ownerIds ?? [],
      dashboard_ids: dashboardIds,
    },
    context.user.id,
  );
}

/** A PUT carrying only a query context to backfill: no ownership needed (Superset's is_query_context_update). */
function isQueryContextUpdate(body: ChartPutBody): boolean {
  const keys = Object.keys(body).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'query_context' &&
    keys[1] === 'query_context_generation' &&
    body.query_context_generation === true
  );
}

/** A chart the user may see, or 404 (Superset's base filter hides the others). */
export async function visibleChart(context: ChartWriteContext, id: number): Promise<ChartRecord> {
  const chart = await context.app.store.charts.findById(id);
  if (!chart || !(await canSeeChart(context.user, chart, context.resolver))) throw notFound();
  return chart;
}

/** PUT /api/v1/chart/<pk>. */
export async function updateChart(context: ChartWriteContext, id: number, body: ChartPutBody): Promise<ChartRecord> {
  checkTextFields(body);
  const chart = await visibleChart(context, id);
  const errors: FieldErrors = {};
  const patch: ChartPatch = {
    ...directFields(body),
    recordSave: body.query_context_generation === undefined || body.query_context_generation === null,
  };

  if (!isQueryContextUpdate(body)) {
    // Superset's raise_for_ownership, answered with FAB's plain 403.
    if (!isOwnerOrAdmin(context.user, chart.owner_ids)) throw forbidden();
    if (body.owners !== undefined) {
      const ownerIds = await ownerIdsFor(context, body.owners, false);
      if (ownerIds) patch.owner_ids = ownerIds;
      else errors.owners = [OWNERS_INVALID];
    }
  }

  const datasourceGiven =
    (body.datasource_id !== undefined && body.datasource_id !== null) || 'datasource_type' in body;
  if (datasourceGiven && !body.datasource_type) errors.datasource_type = [DATASOURCE_TYPE_REQUIRED];
  if (body.datasource_type) {
    const datasourceId = body.datasource_id ?? chart.datasource_id;
    const datasource = await checkedDatasource(context, datasourceId, body.datasource_type, errors);
    if (datasource) {
      patch.datasource_id = datasource.id;
      patch.datasource_type = body.datasource_type;
      patch.datasource_name = datasourceNameText(datasource);
    }
  }
  if (body.dashboards !== undefined)
    patch.dashboard_ids = await checkDashboards(context, body.dashboards, chart.dashboard_ids, errors);
  throwIfInvalid(errors);

  const updated = await context.app.store.charts.update(id, patch, context.user.id);
  if (!updated) throw notFound();
  return updated;
}

/** DELETE /api/v1/chart/<pk> and the bulk delete: every chart must exist and be the user's (or the user an admin). */
export async function deleteCharts(context: ChartWriteContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const charts = await context.app.store.charts.findByIds(unique);
  const visible: ChartRecord[] = [];
  for (const chart of charts) if (await canSeeChart(context.user, chart, context.resolver)) visible.push(chart);
  if (visible.length !== unique.length) throw notFound();
  if (visible.some((chart) => !isOwnerOrAdmin(context.user, chart.owner_ids))) throw forbidden();
  await context.app.store.charts.delete(unique);
  await context.app.store.favourites.removeObjects('slice', unique);
}
