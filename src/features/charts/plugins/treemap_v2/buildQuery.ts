/**
 * The query of the category charts that show one metric split by dimensions (treemap, funnel,
 * gauge, sunburst), as Superset's buildQuery makes it: the dimensions grouped, the metric (and
 * any secondary metric) aggregated, ordered by the metric descending when `sort_by_metric` is on.
 */
import type { QueryFormData, QueryMetric, QueryObject } from '../../../../api/chartDataTypes';
import { buildQueryContext, columnsOf, getMetricLabel, metricsOf } from '../../buildQueryHelpers';

export function metricByDimensionsQuery(
  formData: QueryFormData,
  base: QueryObject,
  dimensionsKey: 'groupby' | 'columns',
  secondaryMetricKey?: string,
): QueryObject {
  const [metric] = metricsOf(formData, 'metric');
  const secondary = secondaryMetricKey ? (formData[secondaryMetricKey] as QueryMetric | null | undefined) : undefined;
  const metrics: QueryMetric[] = metric ? [metric] : [];
  if (secondary && !metrics.some((existing) => getMetricLabel(existing) === getMetricLabel(secondary)))
    metrics.push(secondary);
  return {
    ...base,
    columns: columnsOf(formData, dimensionsKey),
    metrics,
    ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
  };
}

export function buildTreemapQuery(formData: QueryFormData) {
  return buildQueryContext(formData, (base) => [metricByDimensionsQuery(formData, base, 'groupby')]);
}
