/**
 * GET /api/v1/dashboard/ — DashboardRestApi's list: rison filters (generic ones on title, slug,
 * id, uuid, publication and people; Superset's title_or_slug, dashboard_is_favorite,
 * dashboard_is_certified, dashboard_created_by_me, dashboard_has_created_by, tags), ordering,
 * paging, column selection. Which dashboards a user may list is DashboardAccessFilter
 * (services/dashboard/dashboardAccess.ts).
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../../errors';
import type { UserSummary } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import { selectChartColumns } from '../chart/chartList';
import { fullName, isoformat } from '../../services/chart/chartPresentation';
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
  // Superset 6.1's list columns, in its order (it names uuid twice; once here).
  listColumns: [
    'id',
    'uuid',
    'published',
    'status',
    'slug',
    'url',
    'thumbnail_url',
    'certified_by',
    'certification_details',
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
    'dashboard_title',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'owners.email',
    'roles.id',
    'roles.name',
    'is_managed_externally',
    'tags.id',
    'tags.name',
    'tags.type',
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
    dashboard_title: [...TEXT, 'title_or_slug'],
    slug: TEXT,
    id: ['eq', 'neq', 'dashboard_is_favorite', 'dashboard_is_certified'],
    uuid: ['eq', 'neq'],
    published: ['eq', 'neq'],
    owners: ['rel_m_m', 'nrel_m_m'],
    created_by: ['rel_o_m', 'nrel_o_m', 'dashboard_created_by_me', 'dashboard_has_created_by'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
    tags: ['dashboard_tags', 'dashboard_tag_id'],
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

/** Superset's Dashboard.thumbnail_url: a digest of what the dashboard shows. */
export function dashboardThumbnailUrl(dashboard: DashboardRecord): string {
  const digest = createHash('sha256')
    .update(`${dashboard.position_json ?? ''}${dashboard.css ?? ''}${dashboard.json_metadata ?? ''}`)
    .digest('hex');
  return `/api/v1/dashboard/${dashboard.id}/thumbnail/${digest}/`;
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
  roles: ReadonlyMap<number, { id: number; name: string }>,
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
    thumbnail_url: dashboardThumbnailUrl(dashboard),
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
    roles: dashboard.role_ids.flatMap((id) => {
      const role = roles.get(id);
      return role ? [{ id: role.id, name: role.name }] : [];
    }),
    // No tagging system here.
    tags: [],
  };
}

/** What the dashboard-specific filters need to know about the caller. */
interface DashboardFilterContext {
  userId: number;
  favouriteIds: ReadonlySet<number>;
}

type DashboardPredicate = (dashboard: DashboardRecord) => boolean;

function relationPredicate(filter: ListFilter): DashboardPredicate {
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

/** Superset's dashboard filters (superset/dashboards/filters.py), or null for a generic operator. */
function dashboardPredicate(filter: ListFilter, context: DashboardFilterContext): DashboardPredicate | null {
  switch (filter.opr) {
    case 'title_or_slug': {
      const needle = String(filter.value ?? '').toLowerCase();
      return (dashboard) =>
        [dashboard.dashboard_title, dashboard.slug].some((text) => (text ?? '').toLowerCase().includes(needle));
    }
    case 'dashboard_is_favorite': {
      // Python truthiness of the value, as Superset's BaseFavoriteFilter reads it.
      const wanted = Boolean(filter.value);
      return (dashboard) => context.favouriteIds.has(dashboard.id) === wanted;
    }
    // As Superset's filters: only a boolean value filters.
    case 'dashboard_is_certified':
      if (typeof filter.value !== 'boolean') return () => true;
      return (dashboard) => Boolean(dashboard.certified_by) === filter.value;
    case 'dashboard_created_by_me':
      return (dashboard) => dashboard.created_by_fk === context.userId || dashboard.changed_by_fk === context.userId;
    case 'dashboard_has_created_by':
      if (typeof filter.value !== 'boolean') return () => true;
      return (dashboard) => (dashboard.created_by_fk !== null) === filter.value;
    // No tagging system here: no dashboard carries a tag.
    case 'dashboard_tags':
    case 'dashboard_tag_id':
      return () => false;
    default:
      return filter.opr.includes('rel_') ? relationPredicate(filter) : null;
  }
}

/** The list reply for the dashboards the user may list (items serialised in the same order). */
export function dashboardListReply(
  dashboards: DashboardRecord[],
  items: Record<string, unknown>[],
  args: ListArgs,
  context: DashboardFilterContext,
): ListReply {
  const own: DashboardPredicate[] = [];
  const generic: ListFilter[] = [];
  for (const filter of args.filters ?? []) {
    const operators = DASHBOARD_LIST_SPEC.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr))
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    const predicate = dashboardPredicate(filter, context);
    if (predicate) own.push(predicate);
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
  // FAB lists the order columns among the columns asked for, when some are.
  if (selected && Array.isArray(reply.order_columns))
    reply.order_columns = reply.order_columns.filter((column) => selected.includes(String(column)));
  if (selected && reply.label_columns)
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  return reply;
}
