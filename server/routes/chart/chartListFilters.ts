/**
 * The filters of ChartRestApi's list that match chart records rather than list rows: chart_all_text,
 * chart_is_favorite, chart_is_certified, chart_owned_created_favored_by_me, chart_has_created_by,
 * chart_created_by_me, relations and bounds; every filter is checked against the list's operators.
 */
import { HttpError } from '../../errors';
import type { ListFilter } from '../../http/listQuery';
import type { ChartRecord } from '../../store/charts';
import { CHART_LIST_SPEC } from './chartListSpec';

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
