/**
 * GET /api/v1/chart/ — ChartRestApi's list: rison filters (generic ones and the chart filters
 * chart_all_text, chart_is_favorite, chart_is_certified, chart_owned_created_favored_by_me,
 * chart_has_created_by, chart_created_by_me, relations), ordering, paging and column selection.
 */
import { HttpError } from '../../errors';
import type { ChartRecord } from '../../store/charts';
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
const NUMBER = ['eq', 'neq', 'gt', 'lt'] as const;
const MANY_TO_MANY = ['rel_m_m', 'nrel_m_m'] as const;
const MANY_TO_ONE = ['rel_o_m', 'nrel_o_m'] as const;

export const CHART_LIST_COLUMNS = [
  'is_managed_externally',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_dttm',
  'changed_on_utc',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'datasource_id',
  'datasource_name_text',
  'datasource_type',
  'datasource_url',
  'description',
  'description_markeddown',
  'edit_url',
  'form_data',
  'id',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'owners.email',
  'dashboards.id',
  'dashboards.dashboard_title',
  'params',
  'slice_name',
  'slice_url',
  'table.default_endpoint',
  'table.table_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'tags.id',
  'tags.name',
  'tags.type',
  'uuid',
] as const;

export const CHART_LIST_SPEC: ListSpec = {
  listColumns: CHART_LIST_COLUMNS,
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'datasource_id',
    'datasource_name',
    'last_saved_at',
    'last_saved_by.id',
    'last_saved_by.first_name',
    'last_saved_by.last_name',
    'slice_name',
    'viz_type',
  ],
  filterOperators: {
    slice_name: [...TEXT, 'chart_all_text'],
    description: TEXT,
    viz_type: TEXT,
    datasource_type: TEXT,
    datasource_name: TEXT,
    datasource_id: NUMBER,
    uuid: ['eq', 'neq'],
    id: [...NUMBER, 'chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me'],
    owners: MANY_TO_MANY,
    dashboards: MANY_TO_MANY,
    created_by: [...MANY_TO_ONE, 'chart_has_created_by', 'chart_created_by_me'],
    changed_by: MANY_TO_ONE,
    last_saved_by: MANY_TO_ONE,
    last_saved_at: ['gt', 'lt'],
  },
  listTitle: 'List Slice',
  // The saved-chart list asks for pages of 200 (spec charts §9).
  maxPageSize: 200,
};

export const chartListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(CHART_LIST_SPEC) },
  },
} as const;

/** What the chart filters need besides the chart row. */
export interface ChartFilterContext {
  userId: number;
  favouriteIds: Set<number>;
  /** Text the chart_all_text filter also searches: the datasource's table name. */
  tableNameOf(chart: ChartRecord): string;
}

type ChartPredicate = (chart: ChartRecord) => boolean;

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function asNumber(filter: ListFilter): number {
  const value =
    typeof filter.value === 'object' && filter.value !== null
      ? (filter.value as { value?: unknown }).value
      : filter.value;
  const number = Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) {
    throw new HttpError(400, `Filter value for ${filter.col} is not a valid number`);
  }
  return number;
}

function asTime(filter: ListFilter): number {
  const parsed = typeof filter.value === 'number' ? filter.value : Date.parse(String(filter.value));
  if (Number.isNaN(parsed)) throw new HttpError(400, `Filter value for ${filter.col} is not a valid time`);
  return parsed;
}

function textOf(value: string | null | undefined): string {
  return (value ?? '').toLowerCase();
}

function relationIds(chart: ChartRecord, column: string): number[] {
  switch (column) {
    case 'owners':
      return chart.owner_ids;
    case 'dashboards':
      return chart.dashboard_ids;
    case 'created_by':
      return chart.created_by_fk === null ? [] : [chart.created_by_fk];
    case 'changed_by':
      return chart.changed_by_fk === null ? [] : [chart.changed_by_fk];
    default:
      return chart.last_saved_by_fk === null ? [] : [chart.last_saved_by_fk];
  }
}

function chartPredicate(filter: ListFilter, context: ChartFilterContext): ChartPredicate | null {
  switch (filter.opr) {
    case 'chart_all_text': {
      const needle = textOf(String(filter.value ?? ''));
      return (chart) =>
        [chart.slice_name, chart.description, chart.viz_type, context.tableNameOf(chart)].some((text) =>
          textOf(text).includes(needle),
        );
    }
    case 'chart_is_favorite': {
      const wanted = truthy(filter.value);
      return (chart) => context.favouriteIds.has(chart.id) === wanted;
    }
    case 'chart_is_certified': {
      const wanted = truthy(filter.value);
      return (chart) => Boolean(chart.certified_by) === wanted;
    }
    case 'chart_owned_created_favored_by_me':
      return (chart) =>
        chart.owner_ids.includes(context.userId) ||
        chart.created_by_fk === context.userId ||
        chart.changed_by_fk === context.userId ||
        context.favouriteIds.has(chart.id);
    case 'chart_has_created_by': {
      const wanted = truthy(filter.value);
      return (chart) => (chart.created_by_fk !== null) === wanted;
    }
    case 'chart_created_by_me':
      return (chart) => chart.created_by_fk === context.userId;
    case 'rel_m_m':
    case 'rel_o_m': {
      const id = asNumber(filter);
      return (chart) => relationIds(chart, filter.col).includes(id);
    }
    case 'nrel_m_m':
    case 'nrel_o_m': {
      const id = asNumber(filter);
      return (chart) => !relationIds(chart, filter.col).includes(id);
    }
    case 'gt':
    case 'lt': {
      if (filter.col === 'last_saved_at') {
        const bound = asTime(filter);
        return (chart) =>
          chart.last_saved_at !== null &&
          (filter.opr === 'gt' ? chart.last_saved_at.getTime() > bound : chart.last_saved_at.getTime() < bound);
      }
      const bound = asNumber(filter);
      return (chart) => {
        const value = filter.col === 'id' ? chart.id : chart.datasource_id;
        return value !== null && (filter.opr === 'gt' ? value > bound : value < bound);
      };
    }
    default:
      return null;
  }
}

/** Columns FAB filters on although no list column carries them (matched on the chart itself). */
function rowColumnPredicate(filter: ListFilter, context: ChartFilterContext): ChartPredicate | null {
  if (filter.col !== 'datasource_name') return null;
  const needle = textOf(String(filter.value ?? ''));
  const test: Record<string, (text: string) => boolean> = {
    eq: (text) => text === needle,
    neq: (text) => text !== needle,
    ct: (text) => text.includes(needle),
    nct: (text) => !text.includes(needle),
    sw: (text) => text.startsWith(needle),
    ew: (text) => text.endsWith(needle),
  };
  const matches = test[filter.opr];
  return matches ? (chart) => matches(textOf(chart.datasource_name ?? context.tableNameOf(chart))) : null;
}

function checkFilter(filter: ListFilter): void {
  const operators = CHART_LIST_SPEC.filterOperators[filter.col];
  if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
  if (!operators.includes(filter.opr))
    throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
}

/** Splits the filters into those applied to chart records here and FAB's generic ones. */
export function splitChartFilters(
  filters: ListFilter[],
  context: ChartFilterContext,
): { own: ChartPredicate[]; generic: ListFilter[] } {
  const own: ChartPredicate[] = [];
  const generic: ListFilter[] = [];
  for (const filter of filters) {
    checkFilter(filter);
    const predicate = chartPredicate(filter, context) ?? rowColumnPredicate(filter, context);
    if (predicate) own.push(predicate);
    else generic.push(filter);
  }
  return { own, generic };
}

function readNested(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function writeNested(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The selected (possibly dotted) columns of a list item, as FAB nests them: `changed_by.id` →
 * `{changed_by: {id}}` (null when there is none), `owners.id` → `{owners: [{id}, …]}`.
 */
export function selectChartColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    const [head, ...rest] = column.split('.');
    const relation = row[head];
    if (rest.length === 0) {
      selected[head] = relation;
    } else if (Array.isArray(relation)) {
      const items = Array.isArray(selected[head])
        ? (selected[head] as Record<string, unknown>[])
        : relation.map(() => ({}));
      relation.forEach((item, index) => writeNested(items[index], rest, readNested(item, rest)));
      selected[head] = items;
    } else if (isPlainObject(relation)) {
      const nested = isPlainObject(selected[head]) ? selected[head] : {};
      writeNested(nested, rest, readNested(relation, rest));
      selected[head] = nested;
    } else if (!(head in selected)) {
      selected[head] = null;
    }
  }
  return selected;
}

/**
 * The list reply for the charts the caller may see, already serialised as list items
 * (`items[i]` belongs to `charts[i]`).
 */
export function chartListReply(
  charts: ChartRecord[],
  items: Record<string, unknown>[],
  args: ListArgs,
  context: ChartFilterContext,
): ListReply {
  const { own, generic } = splitChartFilters(args.filters ?? [], context);
  const rows = items.filter((_, index) => own.every((matches) => matches(charts[index])));
  const selected = args.select_columns ?? args.columns;
  const reply = buildListReply(
    CHART_LIST_SPEC,
    rows,
    { ...args, filters: generic, columns: undefined, select_columns: undefined },
    {
      defaultOrder: ['changed_on', 'desc'],
      sortKeys: {
        changed_on: 'changed_on_dttm',
        changed_on_delta_humanized: 'changed_on_dttm',
        datasource_name: 'table.table_name',
        'changed_by.first_name': 'changed_by.first_name',
      },
    },
  );
  if (!selected) return reply;
  reply.result = reply.result.map((row) => selectChartColumns(row, selected));
  if (reply.list_columns) reply.list_columns = [...selected];
  if (reply.label_columns)
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  return reply;
}
