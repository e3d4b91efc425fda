/**
 * Spec §5: a native-filter or cross-filter value is kept only if the columns (or metrics) it
 * filters on exist in the datasource; otherwise the filter's default applies. Guards against
 * stale URLs and permalinks after a dataset changed.
 */
import type { ExtraFormData } from '../../api/chartDataTypes';
import type { DataMask } from './dataMaskTypes';

interface DatasourceFields {
  columns: readonly { column_name: string }[];
  metrics?: readonly { metric_name: string }[];
}

/** Column names a mask's extra form data refers to (simple filters, SIMPLE adhoc filters, time column). */
function referencedColumns(extraFormData: ExtraFormData): string[] {
  const names: string[] = [];
  for (const filter of extraFormData.filters ?? []) {
    if (typeof filter.col === 'string') names.push(filter.col);
  }
  for (const filter of extraFormData.adhoc_filters ?? []) {
    if (filter.expressionType === 'SIMPLE' && filter.subject) names.push(filter.subject);
  }
  for (const column of [extraFormData.granularity_sqla, extraFormData.granularity]) {
    if (column) names.push(column);
  }
  return names;
}

export function maskForDatasource(mask: DataMask, fallback: DataMask, datasource: DatasourceFields): DataMask {
  const known = new Set([
    ...datasource.columns.map((column) => column.column_name),
    ...(datasource.metrics ?? []).map((metric) => metric.metric_name),
  ]);
  const valid = referencedColumns(mask.extraFormData).every((name) => known.has(name));
  return valid ? mask : fallback;
}
