/**
 * The table's queries: aggregate mode (dimensions + metrics, percent metrics as a contribution) or
 * raw records mode (columns, order by); with server pagination, one page and the count of all rows.
 */
import type { QueryColumn, QueryFormData, QueryMetric, QueryObject } from '../../../../api/chartDataTypes';
import { buildQueryContext, columnsOf, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import type { BuildQueryOptions } from '../types';
import { isServerPagination, readTableOwnState, serverPageQueries } from './serverPagination';

export function isRawMode(formData: QueryFormData): boolean {
  return formData.query_mode === 'raw';
}

/** `order_by_cols` entries are JSON strings `["column", ascending]`; invalid ones are dropped. */
export function parseOrderByCols(value: unknown): [QueryColumn, boolean][] {
  const entries = Array.isArray(value) ? value : [];
  const parsed: [QueryColumn, boolean][] = [];
  for (const entry of entries) {
    try {
      const pair: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'boolean')
        parsed.push([pair[0], pair[1]]);
    } catch {
      // An invalid entry is reported by the control's validator ('Found invalid orderby options').
    }
  }
  return parsed;
}

function buildTableQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  if (isRawMode(formData)) {
    return {
      ...base,
      columns: columnsOf(formData, 'all_columns'),
      metrics: undefined,
      orderby: parseOrderByCols(formData.order_by_cols),
      post_processing: [],
    };
  }
  const metrics = metricsOf(formData, 'metrics');
  const percentMetrics = metricsOf(formData, 'percent_metrics');
  const allMetrics: QueryMetric[] = [
    ...metrics,
    ...percentMetrics.filter((metric) => !metrics.some((m) => getMetricLabel(m) === getMetricLabel(metric))),
  ];
  const sortMetric = (formData.timeseries_limit_metric ?? formData.series_limit_metric) as QueryMetric | undefined;
  const orderMetric = sortMetric || allMetrics[0];
  const orderDesc = formData.order_desc === undefined ? true : Boolean(formData.order_desc);
  return {
    ...base,
    columns: columnsOf(formData, 'groupby'),
    metrics: allMetrics,
    orderby: orderMetric ? [[orderMetric, !orderDesc]] : [],
    post_processing: percentMetrics.length
      ? [
          {
            operation: 'contribution',
            options: {
              columns: percentMetrics.map(getMetricLabel),
              rename_columns: percentMetrics.map((metric) => `%${getMetricLabel(metric)}`),
            },
          },
        ]
      : [],
  };
}

/**
 * Server pagination applies only where the host keeps the chart's own state (`options`, a dashboard):
 * without it (Explore, CSV download, 'View results') the query is today's single query of every row
 * up to the row limit, shown with client-side sorting.
 */
export function buildTableQueryContext(formData: QueryFormData, options?: BuildQueryOptions) {
  return buildQueryContext(formData, (base) => {
    const query = buildTableQuery(formData, base);
    if (!options || !isServerPagination(formData)) return [query];
    return serverPageQueries(formData, query, readTableOwnState(formData, options.ownState));
  });
}
