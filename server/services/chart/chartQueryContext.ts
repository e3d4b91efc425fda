/**
 * The query context Explore saves with a chart, built on the server for the charts it creates
 * itself (examples, imports), by viz type. Null for a viz type the app has no plugin for: such a
 * chart is saved without one, as Explore would.
 */
import { getMetricLabel } from '../../../common/labels';
import type { QueryContext, QueryFormData, QueryObject } from '../../../common/queryObject';
import {
  boxPlotQuery,
  heatmapQuery,
  metricByDimensionsQuery,
  pieQuery,
  pivotTableQuery,
  tableQuery,
} from './categoryQueries';
import { buildQueryContextFrom, metricsOf, normalizeTimeColumn } from './queryContextBase';
import { buildTimeseriesQuery, rollingRule, xAxisOf } from './timeseriesQuery';
import { DTTM_ALIAS } from '../../../common/queryObject';

type QueriesBuilder = (formData: QueryFormData, base: QueryObject) => QueryObject[];

function bigNumberTotalQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  return { ...base, metrics: metricsOf(formData, 'metric'), columns: [], orderby: [] };
}

/** Big number with trendline: the metric over the x-axis, pivoted and optionally rolled. */
function bigNumberQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const xAxis = xAxisOf(formData);
  const metrics = metricsOf(formData, 'metric');
  const label = metrics[0] ? getMetricLabel(metrics[0]) : '';
  const rolling = rollingRule(formData, { [label]: label });
  const postProcessing = [
    {
      operation: 'pivot',
      options: {
        index: [xAxis ?? DTTM_ALIAS],
        aggregates: { [label]: { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    ...(rolling ? [rolling] : []),
    { operation: 'flatten' },
  ];
  return normalizeTimeColumn(
    { ...formData, x_axis: xAxis },
    {
      ...base,
      columns: xAxis ? [xAxis] : [],
      metrics,
      orderby: [],
      post_processing: postProcessing,
      ...(xAxis ? {} : { is_timeseries: true }),
    },
  );
}

const single =
  (build: (formData: QueryFormData, base: QueryObject) => QueryObject): QueriesBuilder =>
  (formData, base) => [build(formData, base)];

const BUILDERS: Readonly<Record<string, QueriesBuilder>> = {
  table: single(tableQuery),
  big_number_total: single(bigNumberTotalQuery),
  big_number: single(bigNumberQuery),
  echarts_timeseries_line: single(buildTimeseriesQuery),
  echarts_timeseries_bar: single(buildTimeseriesQuery),
  echarts_area: single(buildTimeseriesQuery),
  echarts_timeseries_scatter: single(buildTimeseriesQuery),
  pie: single(pieQuery),
  funnel: single((formData, base) => metricByDimensionsQuery(formData, base, 'groupby')),
  gauge_chart: single((formData, base) => metricByDimensionsQuery(formData, base, 'groupby')),
  treemap_v2: single((formData, base) => metricByDimensionsQuery(formData, base, 'groupby')),
  sunburst_v2: single((formData, base) => metricByDimensionsQuery(formData, base, 'columns', 'secondary_metric')),
  heatmap_v2: single(heatmapQuery),
  pivot_table_v2: single(pivotTableQuery),
  box_plot: single(boxPlotQuery),
};

const QUERY_B_SUFFIX = '_b';

/** The mixed chart's query A reads the form without the `_b` controls… */
function withoutSuffixed(formData: QueryFormData): QueryFormData {
  const view: QueryFormData = { ...formData };
  for (const key of Object.keys(view)) if (key.endsWith(QUERY_B_SUFFIX)) delete view[key];
  return view;
}

/** …and query B reads them in place of their plain counterparts (metrics_b → metrics…). */
function withSuffixedAsPlain(formData: QueryFormData): QueryFormData {
  const view = withoutSuffixed(formData);
  for (const [key, value] of Object.entries(formData))
    if (key.endsWith(QUERY_B_SUFFIX)) view[key.slice(0, -QUERY_B_SUFFIX.length)] = value;
  return view;
}

function mixedTimeseriesContext(formData: QueryFormData): QueryContext {
  const formDataA = withoutSuffixed(formData);
  const formDataB = withSuffixedAsPlain(formData);
  const contextA = buildQueryContextFrom(formDataA, (base) => [buildTimeseriesQuery(formDataA, base)]);
  const contextB = buildQueryContextFrom(formDataB, (base) => [buildTimeseriesQuery(formDataB, base)]);
  return { ...contextA, queries: [...contextA.queries, ...contextB.queries] };
}

/** Viz types the server can build a query context for. */
export function canBuildQueryContext(vizType: string): boolean {
  return vizType === 'mixed_timeseries' || Object.hasOwn(BUILDERS, vizType);
}

/** The query context Explore would save for this form data, or null for an unknown viz type. */
export function buildChartQueryContext(formData: QueryFormData): QueryContext | null {
  if (formData.viz_type === 'mixed_timeseries') return mixedTimeseriesContext(formData);
  if (!Object.hasOwn(BUILDERS, formData.viz_type)) return null;
  const build = BUILDERS[formData.viz_type];
  return build ? buildQueryContextFrom(formData, (base) => build(formData, base)) : null;
}

/**
 * The query context as Explore saves it with a chart (JSON text, full JSON result), or null for
 * an unknown viz type: charts the server creates (examples, imports) carry one too, so their
 * `/api/v1/chart/{id}/data/` and CSV reports work before anyone opens them in Explore.
 */
export function savedQueryContextText(formData: QueryFormData): string | null {
  const queryContext = buildChartQueryContext(formData);
  return queryContext ? JSON.stringify({ ...queryContext, result_type: 'full', result_format: 'json' }) : null;
}
