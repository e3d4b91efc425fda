/**
 * The query of the ECharts timeseries family (line, bar, area, scatter, and each side of the mixed
 * chart), as Superset's buildQuery makes it: x-axis + dimensions grouped, then post-processing
 * pivot → rolling / cum → time comparison → resample → rename → contribution → flatten.
 */
import type { PostProcessingRule, QueryFormData, QueryObject } from '../../../../api/chartDataTypes';
import {
  columnsOf,
  getColumnLabel,
  getMetricLabel,
  metricsOf,
  normalizeOrderBy,
  normalizeTimeColumn,
} from '../../buildQueryHelpers';
import { DTTM_ALIAS } from '../../../../../common/queryObject';
import type { AnnotationLayer } from '../../../../../common/annotationLayer';

const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value ? [value] : [];
}

/** Time offsets to compare with, when the form asks for a time comparison. */
function timeOffsetsOf(formData: QueryFormData): string[] {
  return asList(formData.time_compare);
}

/**
 * Superset's rename rule (truncate_metric): series read 'Online' rather than 'count, Online'. The
 * top column level — the metric — is dropped when there is one metric and series columns (or
 * several time shifts) and `truncate_metric` is set; time-compared columns are renamed to their
 * offset ('1 year ago', or 'count, 1 year ago' with several metrics) whatever `truncate_metric` says.
 */
export function renameRule(
  formData: QueryFormData,
  metricLabels: string[],
  seriesLabels: string[],
): PostProcessingRule | null {
  const offsets = timeOffsetsOf(formData);
  const comparisonType = typeof formData.comparison_type === 'string' ? formData.comparison_type : undefined;
  const timeComparison =
    comparisonType !== undefined &&
    (COMPARISON_TYPES as readonly string[]).includes(comparisonType) &&
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
  if (!derived && metricLabels.length === 1 && renames.length === 0) renames.push([metricLabels[0]!, null]);
  if (renames.length === 0) return null;
  return { operation: 'rename', options: { columns: Object.fromEntries(renames), level: 0, inplace: true } };
}

/** The post-processing chain for metric labels over an x-axis, grouped by series columns. */
function timeseriesPostProcessing(
  formData: QueryFormData,
  xAxisLabel: string,
  metricLabels: string[],
  seriesLabels: string[],
): PostProcessingRule[] {
  const offsets = timeOffsetsOf(formData);
  const comparisonType = typeof formData.comparison_type === 'string' ? formData.comparison_type : 'values';
  const comparedMetrics =
    offsets.length > 0
      ? [...metricLabels, ...offsets.flatMap((offset) => metricLabels.map((metric) => `${metric}__${offset}`))]
      : metricLabels;
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

  const rollingType = typeof formData.rolling_type === 'string' ? formData.rolling_type : null;
  const rolledColumns = Object.fromEntries(comparedMetrics.map((metric) => [metric, metric]));
  if (rollingType === 'cumsum') {
    rules.push({ operation: 'cum', options: { operator: 'sum', columns: rolledColumns } });
  } else if (rollingType === 'mean' || rollingType === 'sum' || rollingType === 'std') {
    const window = Number(formData.rolling_periods ?? 1) || 1;
    const minPeriods = Number(formData.min_periods ?? 0) || 0;
    rules.push({
      operation: 'rolling',
      options: { rolling_type: rollingType, window, min_periods: minPeriods, columns: rolledColumns },
    });
  }

  if (offsets.length > 0 && comparisonType !== 'values') {
    rules.push({
      operation: 'compare',
      options: {
        source_columns: offsets.flatMap(() => metricLabels),
        compare_columns: offsets.flatMap((offset) => metricLabels.map((metric) => `${metric}__${offset}`)),
        compare_type: comparisonType,
        drop_original_columns: true,
      },
    });
  }

  const resampleRule = typeof formData.resample_rule === 'string' ? formData.resample_rule : null;
  const resampleMethod = typeof formData.resample_method === 'string' ? formData.resample_method : null;
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

/** The form's annotation layers, sent so the server gives their data in `annotation_data`. */
function annotationLayersQuery(formData: QueryFormData): Pick<QueryObject, 'annotation_layers'> {
  const layers = formData.annotation_layers;
  return Array.isArray(layers) && layers.length > 0 ? { annotation_layers: layers as AnnotationLayer[] } : {};
}

/** One query object of the family, from the base query object, metrics and series of a form prefix. */
export function buildTimeseriesQuery(
  formData: QueryFormData,
  base: QueryObject,
  keys: { metrics: string; groupby: string } = { metrics: 'metrics', groupby: 'groupby' },
): QueryObject {
  const xAxis =
    typeof formData.x_axis === 'string' && formData.x_axis
      ? formData.x_axis
      : (formData.granularity_sqla as string | undefined);
  const metrics = metricsOf(formData, keys.metrics as 'metrics');
  const groupby = columnsOf(formData, keys.groupby);
  const xAxisLabel = xAxis ?? DTTM_ALIAS;
  const queryObject: QueryObject = {
    ...base,
    columns: [...(xAxis ? [xAxis] : []), ...groupby],
    series_columns: groupby,
    metrics,
    time_offsets: timeOffsetsOf(formData),
    ...annotationLayersQuery(formData),
    post_processing: timeseriesPostProcessing(
      formData,
      xAxisLabel,
      metrics.map(getMetricLabel),
      groupby.map(getColumnLabel),
    ),
  };
  if (!xAxis) queryObject.is_timeseries = true;
  return normalizeOrderBy(normalizeTimeColumn({ ...formData, x_axis: xAxis }, queryObject));
}
