/**
 * What survives a change of datasource (spec charts §4: "changing the datasource remaps
 * controls"): saved metrics and columns the new dataset has, custom SQL metrics, columns and
 * filters, and SIMPLE metrics and filters on columns it has; everything else is dropped, and a
 * control left empty takes its default for the new dataset.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ControlPanelConfig } from '../../charts';
import { defaultFormDataFor } from './controlPanelDefaults';

/** Controls whose values name metrics (one or many). */
const METRIC_CONTROLS = [
  'metrics',
  'metric',
  'metrics_b',
  'metric_2',
  'secondary_metric',
  'percent_metrics',
  'series_limit_metric',
  'timeseries_limit_metric',
  'x',
  'y',
  'size',
];
/** Controls whose values name columns (one or many). */
const COLUMN_CONTROLS = [
  'groupby',
  'groupby_b',
  'columns',
  'all_columns',
  'x_axis',
  'series_columns',
  'groupbyRows',
  'groupbyColumns',
  'granularity_sqla',
  'order_by_cols',
];
const FILTER_CONTROLS = ['adhoc_filters', 'adhoc_filters_b'];

type Item = unknown;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function remapFormDataToDatasource(
  formData: QueryFormData,
  datasource: DatasourceMeta,
  panel: ControlPanelConfig,
): QueryFormData {
  const columns = new Set(datasource.columns.map((column) => column.column_name));
  const metrics = new Set(datasource.metrics.map((metric) => metric.metric_name));

  const keepMetric = (item: Item): boolean => {
    if (typeof item === 'string') return metrics.has(item);
    if (typeof item !== 'object' || item === null) return false;
    const adhoc = item as { expressionType?: string; column?: { column_name?: string } | null };
    if (adhoc.expressionType === 'SQL') return true;
    return adhoc.expressionType === 'SIMPLE' && (!adhoc.column?.column_name || columns.has(adhoc.column.column_name));
  };
  const keepColumn = (item: Item): boolean => {
    if (typeof item === 'string') return columns.has(item);
    if (typeof item !== 'object' || item === null) return false;
    const adhoc = item as { sqlExpression?: string; isColumnReference?: boolean };
    return adhoc.isColumnReference ? columns.has(adhoc.sqlExpression ?? '') : typeof adhoc.sqlExpression === 'string';
  };
  const keepFilter = (item: Item): boolean => {
    if (typeof item !== 'object' || item === null) return false;
    const filter = item as { expressionType?: string; subject?: unknown };
    return filter.expressionType === 'SQL' || (typeof filter.subject === 'string' && columns.has(filter.subject));
  };
  const filterValue = (value: unknown, keep: (item: Item) => boolean): unknown => {
    if (Array.isArray(value)) return value.filter(keep);
    return value === null || value === undefined || keep(value) ? value : null;
  };

  const next: QueryFormData = { ...formData, datasource: datasource.uid };
  for (const name of METRIC_CONTROLS) if (name in next) next[name] = filterValue(next[name], keepMetric);
  for (const name of COLUMN_CONTROLS) if (name in next) next[name] = filterValue(next[name], keepColumn);
  for (const name of FILTER_CONTROLS) if (name in next) next[name] = filterValue(next[name], keepFilter);
  const defaults = defaultFormDataFor(panel, datasource);
  for (const [name, value] of Object.entries(defaults)) {
    if (isEmpty(next[name]) && !isEmpty(value)) next[name] = value;
  }
  return next;
}
