/**
 * The option queries of native filters (reference §3.6 'Option query'): the form data Superset's
 * filter bar sends, and the query context a value select (distinct values) or a numerical range
 * (MIN and MAX) posts to /api/v1/chart/data. The filter's own pre-filter (adhoc filters, time
 * range, time column) and its cascade parents' extra form data narrow the values offered.
 */
import type { AdhocMetric, ExtraFormData, QueryContext, QueryFormData, QueryObject } from '../../../api/chartDataTypes';
import { buildQueryContext } from '../../charts';
import type { NativeFilterConfig } from './filterTypes';

/** Superset's NATIVE_FILTER_DEFAULT_ROW_LIMIT: the most values a filter offers. */
export const NATIVE_FILTER_DEFAULT_ROW_LIMIT = 1000;

interface FilterOptionsContext {
  dashboardId: number;
  /** Merged extra form data of the filter's cascade parents. */
  parentExtraFormData: ExtraFormData;
  /** The page's own URL parameters, passed on as Superset does. */
  urlParams?: Record<string, string>;
}

function filterTarget(filter: NativeFilterConfig): { datasetId: number; column: string } | null {
  const target = filter.targets[0];
  const datasetId = target?.datasetId;
  const column = target?.column?.name;
  return typeof datasetId === 'number' && column ? { datasetId, column } : null;
}

/** The form data of a filter's option query, key for key as Superset's filter bar builds it. */
export function filterOptionsFormData(filter: NativeFilterConfig, context: FilterOptionsContext): QueryFormData {
  const target = filterTarget(filter);
  return {
    ...filter.controlValues,
    datasource: target ? `${target.datasetId}__table` : '',
    ...(target ? { groupby: [target.column] } : {}),
    ...(filter.sortMetric ? { sortMetric: filter.sortMetric } : {}),
    metrics: ['count'],
    adhoc_filters: filter.adhoc_filters ?? [],
    time_range: filter.time_range,
    granularity_sqla: filter.granularity_sqla,
    extra_form_data: context.parentExtraFormData,
    row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
    url_params: context.urlParams ?? {},
    viz_type: filter.filterType,
    type: 'NATIVE_FILTER',
    dashboardId: context.dashboardId,
    native_filter_id: filter.id,
  };
}

/**
 * The option query of a filter built like any chart's (the shared query builder): its pre-filter
 * and time range with the parents' extra form data merged in, then `queries` from that base.
 */
function optionsQueryContext(
  target: { datasetId: number },
  formData: QueryFormData,
  queries: (base: QueryObject) => QueryObject,
): QueryContext {
  const context = buildQueryContext(formData, (base) => [queries(base)]);
  return { ...context, datasource: { id: target.datasetId, type: 'table' } };
}

/** `%text%` for ILIKE: the typed text matched anywhere in the value. */
function containsPattern(text: string): string {
  return `%${text}%`;
}

/**
 * The distinct values of a value select's column, without nulls, ordered by the sort metric when
 * there is one, else by value (ascending unless `sortAscending` is false). `searchText` (server
 * search) keeps the values containing it, ignoring case. Null when the filter has no target.
 */
export function selectOptionsQueryContext(
  filter: NativeFilterConfig,
  context: FilterOptionsContext,
  searchText = '',
): QueryContext | null {
  const target = filterTarget(filter);
  if (!target) return null;
  const ascending = filter.controlValues?.sortAscending !== false;
  const search = searchText.trim();
  return optionsQueryContext(target, filterOptionsFormData(filter, context), (base) => ({
    ...base,
    columns: [target.column],
    metrics: ['count'],
    filters: [
      ...(base.filters ?? []),
      { col: target.column, op: 'IS NOT NULL' },
      ...(search ? [{ col: target.column, op: 'ILIKE' as const, val: containsPattern(search) }] : []),
    ],
    orderby: [[filter.sortMetric || target.column, ascending]],
  }));
}

/** Labels of the two metrics of a range's bounds query. */
export const RANGE_MIN_LABEL = 'min';
export const RANGE_MAX_LABEL = 'max';

function boundMetric(aggregate: 'MIN' | 'MAX', column: string, label: string): AdhocMetric {
  return { expressionType: 'SIMPLE', aggregate, column: { column_name: column }, hasCustomLabel: true, label };
}

/** MIN and MAX of a numerical range filter's column (labels 'min' and 'max'). Null without a target. */
export function rangeBoundsQueryContext(
  filter: NativeFilterConfig,
  context: FilterOptionsContext,
): QueryContext | null {
  const target = filterTarget(filter);
  if (!target) return null;
  return optionsQueryContext(target, filterOptionsFormData(filter, context), (base) => ({
    ...base,
    metrics: [boundMetric('MIN', target.column, RANGE_MIN_LABEL), boundMetric('MAX', target.column, RANGE_MAX_LABEL)],
  }));
}
