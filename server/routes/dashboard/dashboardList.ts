/**
 * GET /api/v1/dashboard/ — DashboardRestApi's list as far as explore's save modal needs it:
 * rison filters on title, slug, id, publication and people, ordering, paging, column selection,
 * and Superset's DashboardAccessFilter (admins see all; others their own dashboards and the
 * published ones holding a chart on a datasource they can access).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError } from '../../errors';
import type { UserSummary } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import { isDatasourceListed, isOwnerOrAdmin, type DatasourceResolver } from '../../services/chart/chartAccess';
import { selectChartColumns } from '../chart/chartList';
import { fullName, isoformat } from '../chart/chartSerializers';
import { humanizeDelta } from '../../http/humanize';
import {
  buildListReply,
  columnLabel,
  listArgsSchema,
  type ListArgs,
  type ListFilter,
  type ListReply,
  type ListSpec,
} from '../../http/listQuery';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

export const DASHBOARD_LIST_SPEC: ListSpec = {
  listColumns: [
    'id',
    'uuid',
    'dashboard_title',
    'slug',
    'url',
    'published',
    'status',
    'css',
    'position_json',
    'json_metadata',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_by_name',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'created_on_delta_humanized',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'owners.email',
  ],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'dashboard_title',
    'published',
    'changed_on',
  ],
  filterOperators: {
    dashboard_title: TEXT,
    slug: TEXT,
    id: ['eq', 'neq'],
    published: ['eq', 'neq'],
    owners: ['rel_m_m', 'nrel_m_m'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  listTitle: 'List Dashboard',
};

export const dashboardListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(DASHBOARD_LIST_SPEC) },
  },
} as const;

export function dashboardUrl(dashboard: DashboardRecord): string {
  return `/superset/dashboard/${dashboard.slug || dashboard.id}/`;
}

function person(
  users: Map<number, UserSummary>,
  id: number | null,
): { id: number; first_name: string; last_name: string } | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

export function dashboardListItem(
  dashboard: DashboardRecord,
  users: Map<number, UserSummary>,
  now: Date,
): Record<string, unknown> {
  const changedBy = dashboard.changed_by_fk === null ? undefined : users.get(dashboard.changed_by_fk);
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    dashboard_title: dashboard.dashboard_title,
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    published: dashboard.published,
    status: dashboard.published ? 'published' : 'draft',
    css: dashboard.css,
    position_json: dashboard.position_json,
    json_metadata: dashboard.json_metadata,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    is_managed_externally: dashboard.is_managed_externally,
    changed_by: person(users, dashboard.changed_by_fk),
    changed_by_name: changedBy ? fullName(changedBy) : '',
    changed_on: dashboard.changed_on.getTime(),
    changed_on_utc: `${isoformat(dashboard.changed_on)}+00:00`,
    changed_on_delta_humanized: humanizeDelta(dashboard.changed_on, now),
    created_on_delta_humanized: humanizeDelta(dashboard.created_on, now),
    created_by: person(users, dashboard.created_by_fk),
    owners: dashboard.owner_ids.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email }] : [];
    }),
  };
}

/**
 * Whether the user may list the dashboard (Superset's DashboardAccessFilter): admins all; owners
 * theirs; anyone else a published dashboard with at least one chart on a dataset that is listed
 * for them (all access included: a published dashboard without charts is listed to owners only).
 */
export async function canListDashboard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dashboard: DashboardRecord,
  resolver: DatasourceResolver,
): Promise<boolean> {
  if (isOwnerOrAdmin(user, dashboard.owner_ids)) return true;
  if (!dashboard.published) return false;
  for (const chart of await app.store.charts.findByIds(dashboard.slice_ids)) {
    const datasource = await resolver.resolve(chart.datasource_id, chart.datasource_type);
    if (datasource && isDatasourceListed(user, datasource)) return true;
  }
  return false;
}

function relationPredicate(filter: ListFilter): (dashboard: DashboardRecord) => boolean {
  const id = Number(filter.value);
  if (filter.value === null || filter.value === '' || Number.isNaN(id))
    throw new HttpError(400, `Filter value for ${filter.col} is not a valid number`);
  const idsOf = (dashboard: DashboardRecord): Array<number | null> =>
    filter.col === 'owners'
      ? dashboard.owner_ids
      : [filter.col === 'created_by' ? dashboard.created_by_fk : dashboard.changed_by_fk];
  const negate = filter.opr.startsWith('n');
  return (dashboard) => idsOf(dashboard).includes(id) !== negate;
}

/** The list reply for the dashboards the user may list (items serialised in the same order). */
export function dashboardListReply(
  dashboards: DashboardRecord[],
  items: Record<string, unknown>[],
  args: ListArgs,
): ListReply {
  const own: Array<(dashboard: DashboardRecord) => boolean> = [];
  const generic: ListFilter[] = [];
  for (const filter of args.filters ?? []) {
    const operators = DASHBOARD_LIST_SPEC.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr))
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    if (filter.opr.includes('rel_')) own.push(relationPredicate(filter));
    else generic.push(filter);
  }
  const rows = items.filter((_, index) => own.every((matches) => matches(dashboards[index])));
  const selected = args.select_columns ?? args.columns;
  const reply = buildListReply(
    DASHBOARD_LIST_SPEC,
    rows,
    { ...args, filters: generic, columns: undefined, select_columns: undefined },
    {
      defaultOrder: ['changed_on', 'desc'],
      sortKeys: { changed_on_delta_humanized: 'changed_on' },
    },
  );
  const listColumns = new Set<string>(DASHBOARD_LIST_SPEC.listColumns);
  reply.result = reply.result.map((row) => selectChartColumns(row, selected ?? [...listColumns]));
  if (selected && reply.list_columns) reply.list_columns = [...selected];
  if (selected && reply.label_columns)
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  return reply;
}
