/**
 * Pivot table query (Superset's pivot_table_v2 buildQuery): the column and row dimensions
 * grouped (once each), the metrics aggregated, ordered by the series-limit metric or the first
 * metric. A temporal dimension (per `temporal_columns_lookup`, or the time column) is truncated to
 * the time grain. The pivoting itself happens in the browser.
 */
import type { AdhocColumn, QueryColumn, QueryFormData, QueryMetric } from '../../../../api/chartDataTypes';
import { buildQueryContext, columnsOf, getColumnLabel, metricsOf } from '../../buildQueryHelpers';

function timeGrainOf(formData: QueryFormData): string | undefined {
  const extra = formData.extra_form_data as { time_grain_sqla?: string } | undefined;
  const grain = extra?.time_grain_sqla || formData.time_grain_sqla;
  return typeof grain === 'string' && grain ? grain : undefined;
}

/** groupbyColumns then groupbyRows, each column once, temporal ones as BASE_AXIS with the grain. */
function pivotColumnsOf(formData: QueryFormData): QueryColumn[] {
  const timeGrain = timeGrainOf(formData);
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const seen = new Set<string>();
  const columns: QueryColumn[] = [];
  for (const column of [...columnsOf(formData, 'groupbyColumns'), ...columnsOf(formData, 'groupbyRows')]) {
    const label = getColumnLabel(column);
    if (seen.has(label)) continue;
    seen.add(label);
    if (typeof column === 'string' && timeGrain && (lookup[column] || formData.granularity_sqla === column)) {
      const adhoc: AdhocColumn = {
        timeGrain,
        columnType: 'BASE_AXIS',
        sqlExpression: column,
        label: column,
        expressionType: 'SQL',
      };
      columns.push(adhoc);
    } else {
      columns.push(column);
    }
  }
  return columns;
}

export function buildPivotTableQuery(formData: QueryFormData) {
  return buildQueryContext(formData, (base) => {
    const metrics = metricsOf(formData, 'metrics');
    const orderMetric: QueryMetric | undefined = base.series_limit_metric ?? metrics[0];
    const orderDesc = base.order_desc !== false;
    return [
      { ...base, columns: pivotColumnsOf(formData), metrics, orderby: orderMetric ? [[orderMetric, !orderDesc]] : [] },
    ];
  });
}
