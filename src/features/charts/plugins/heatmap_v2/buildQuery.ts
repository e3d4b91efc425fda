/**
 * Heatmap query (Superset's heatmap_v2 buildQuery): x-axis and y dimension grouped, the metric
 * aggregated, each axis ordered by its label or by the metric as `sort_x_axis`/`sort_y_axis` say,
 * then a `rank` post-processing step (within each x, each y, or the whole heatmap) for the
 * normalised colour scale.
 */
import type { QueryColumn, QueryFormData, QueryMetric, QueryObject } from '../../../../api/chartDataTypes';
import {
  buildQueryContext,
  columnsOf,
  getColumnLabel,
  getMetricLabel,
  metricsOf,
  normalizeTimeColumn,
} from '../../buildQueryHelpers';

/** The y dimension: `groupby` is a single column here (a value or a one-element list). */
export function yColumnOf(formData: QueryFormData): QueryColumn | undefined {
  return columnsOf(formData, 'groupby')[0];
}

function axisOrder(
  sort: unknown,
  metricLabel: string,
  column: QueryColumn | undefined,
): [QueryMetric | QueryColumn, boolean] | null {
  if (typeof sort !== 'string' || !sort) return null;
  const key = sort.includes('value') ? metricLabel : column;
  return key === undefined ? null : [key, sort.includes('asc')];
}

export function buildHeatmapQuery(formData: QueryFormData) {
  const [metric] = metricsOf(formData, 'metric');
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const xAxis = typeof formData.x_axis === 'string' && formData.x_axis ? formData.x_axis : undefined;
  const yColumn = yColumnOf(formData);
  const columns: QueryColumn[] = [...(xAxis ? [xAxis] : []), ...(yColumn !== undefined ? [yColumn] : [])];
  const orderby = [
    axisOrder(formData.sort_x_axis, metricLabel, columns[0]),
    axisOrder(formData.sort_y_axis, metricLabel, columns[1]),
  ].filter((entry): entry is [QueryMetric | QueryColumn, boolean] => entry !== null);
  const normalizeAcross = formData.normalize_across;
  const groupBy =
    normalizeAcross === 'x' && xAxis
      ? xAxis
      : normalizeAcross === 'y' && yColumn !== undefined
        ? getColumnLabel(yColumn)
        : undefined;
  return buildQueryContext(formData, (base) => {
    const query: QueryObject = {
      ...base,
      columns,
      metrics: metric ? [metric] : [],
      orderby,
      post_processing: [
        { operation: 'rank', options: { metric: metricLabel, ...(groupBy ? { group_by: groupBy } : {}) } },
      ],
    };
    return [normalizeTimeColumn(formData, query)];
  });
}
