/**
 * The query of the ECharts timeseries family (line, bar, area, scatter, big number with trendline
 * and each side of the mixed chart): the x-axis and the dimensions grouped, then post-processing
 * pivot → rolling / cum → time comparison → resample → rename → contribution → flatten.
 */
import { getColumnLabel, getMetricLabel } from '../../../common/labels';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../../../common/queryObject';
import { columnsOf, metricsOf, normalizeOrderBy, normalizeTimeColumn } from './queryContextBase';
import { DTTM_ALIAS } from '../../../common/queryObject';

const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'];
const WINDOW_ROLLING_TYPES = ['mean', 'sum', 'std'];

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value ? [value] : [];
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The rolling window step (`rolling` or `cum`) over `columns`, or null when the form asks none. */
export function rollingRule(formData: QueryFormData, columns: Record<string, string>): PostProcessingRule | null {
  const rollingType = stringOrNull(formData.rolling_type);
  if (rollingType === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  if (rollingType === null || !WINDOW_ROLLING_TYPES.includes(rollingType)) return null;
  return {
    operation: 'rolling',
    options: {
      rolling_type: rollingType,
      window: Number(formData.rolling_periods ?? 1) || 1,
      min_periods: Number(formData.min_periods ?? 0) || 0,
      columns,
    },
  };
}

/** Series read 'Online' rather than 'count, Online' (truncate_metric); compared columns read their offset. */
function renameRule(
  formData: QueryFormData,
  metricLabels: string[],
  seriesLabels: string[],
): PostProcessingRule | null {
  const offsets = stringList(formData.time_compare);
  const comparisonType = stringOrNull(formData.comparison_type);
  const timeComparison =
    comparisonType !== null &&
    COMPARISON_TYPES.includes(comparisonType) &&
    offsets.length > 0 &&
    metricLabels.length > 0;
  const truncate =
    formData.truncate_metric !== undefined && formData.truncate_metric !== null && Boolean(formData.truncate_metric);
  if (metricLabels.length === 0 || !(timeComparison || ((seriesLabels.length > 0 || offsets.length > 1) && truncate)))
    return null;
  const renames: [string, string | null][] = [];
  if (timeComparison) {
    for (const metric of metricLabels) {
      for (const offset of offsets) {
        const shifted = `${metric}__${offset}`;
        renames.push([
          comparisonType === 'values' ? shifted : [comparisonType, metric, shifted].join('__'),
          metricLabels.length > 1 ? `${metric}, ${offset}` : offset,
        ]);
      }
    }
  }
  const derived = comparisonType === 'difference' || comparisonType === 'percentage' || comparisonType === 'ratio';
  const [onlyMetric] = metricLabels;
  if (!derived && metricLabels.length === 1 && onlyMetric !== undefined && renames.length === 0)
    renames.push([onlyMetric, null]);
  if (renames.length === 0) return null;
  return { operation: 'rename', options: { columns: Object.fromEntries(renames), level: 0, inplace: true } };
}

function postProcessing(
  formData: QueryFormData,
  xAxisLabel: string,
  metricLabels: string[],
  seriesLabels: string[],
): PostProcessingRule[] {
  const offsets = stringList(formData.time_compare);
  const comparisonType = stringOrNull(formData.comparison_type) ?? 'values';
  const shiftedMetrics = offsets.flatMap((offset) => metricLabels.map((metric) => `${metric}__${offset}`));
  const comparedMetrics = [...metricLabels, ...shiftedMetrics];
  const rules: PostProcessingRule[] = [
    {
      operation: 'pivot',
      options: {
        index: [xAxisLabel],
        columns: seriesLabels,
        aggregates: Object.fromEntries(comparedMetrics.map((metric) => [metric, { operator: 'mean' }])),
        drop_missing_columns: formData.show_empty_columns === false,
      },
    },
  ];
  const rolling = rollingRule(formData, Object.fromEntries(comparedMetrics.map((metric) => [metric, metric])));
  if (rolling) rules.push(rolling);
  if (offsets.length > 0 && comparisonType !== 'values') {
    rules.push({
      operation: 'compare',
      options: {
        source_columns: offsets.flatMap(() => metricLabels),
        compare_columns: shiftedMetrics,
        compare_type: comparisonType,
        drop_original_columns: true,
      },
    });
  }
  const resampleRule = stringOrNull(formData.resample_rule);
  const resampleMethod = stringOrNull(formData.resample_method);
  if (resampleRule && resampleMethod) {
    const zeroFill = resampleMethod === 'zerofill';
    rules.push({
      operation: 'resample',
      options: { method: zeroFill ? 'asfreq' : resampleMethod, rule: resampleRule, fill_value: zeroFill ? 0 : null },
    });
  }
  const rename = renameRule(formData, metricLabels, seriesLabels);
  if (rename) rules.push(rename);
  if (formData.contributionMode === 'row' || formData.contribution_mode === 'row') {
    rules.push({ operation: 'contribution', options: { orientation: 'row' } });
  }
  rules.push({ operation: 'flatten' });
  return rules;
}

/** The x-axis of the form: `x_axis`, else the legacy time column. */
export function xAxisOf(formData: QueryFormData): string | undefined {
  if (typeof formData.x_axis === 'string' && formData.x_axis) return formData.x_axis;
  return formData.granularity_sqla as string | undefined;
}

/** One query of the family, from the base query object and the form's metrics and dimensions. */
export function buildTimeseriesQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  const xAxis = xAxisOf(formData);
  const metrics = metricsOf(formData, 'metrics');
  const groupby = columnsOf(formData, 'groupby');
  const queryObject: QueryObject = {
    ...base,
    columns: [...(xAxis ? [xAxis] : []), ...groupby],
    series_columns: groupby,
    metrics,
    time_offsets: stringList(formData.time_compare),
    post_processing: postProcessing(
      formData,
      xAxis ?? DTTM_ALIAS,
      metrics.map(getMetricLabel),
      groupby.map(getColumnLabel),
    ),
  };
  if (!xAxis) queryObject.is_timeseries = true;
  return normalizeOrderBy(normalizeTimeColumn({ ...formData, x_axis: xAxis }, queryObject));
}
