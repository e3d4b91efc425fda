/**
 * Box plot query (Superset's box_plot buildQuery): metrics aggregated per "distribute across"
 * columns and dimensions, then the `boxplot` post-processing step summarises each metric's
 * distribution per dimension group, with whiskers as `whiskerOptions` says.
 */
import type { AdhocColumn, PostProcessingRule, QueryColumn, QueryFormData } from '../../../../api/chartDataTypes';
import { buildQueryContext, columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';

export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;
const PERCENTILES_PATTERN = /^(\d+)\/(\d+) percentiles$/;

interface WhiskerSettings {
  whisker_type: 'tukey' | 'min/max' | 'percentile';
  percentiles?: [number, number];
}

/** 'Tukey', 'Min/max (no outliers)' or 'N/M percentiles'; null for anything else. */
export function parseWhiskerOptions(whiskerOptions: string): WhiskerSettings | null {
  if (whiskerOptions === 'Tukey') return { whisker_type: 'tukey' };
  if (whiskerOptions === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = PERCENTILES_PATTERN.exec(whiskerOptions);
  return match ? { whisker_type: 'percentile', percentiles: [Number(match[1]), Number(match[2])] } : null;
}

const UNSUPPORTED_WHISKER_MESSAGE = 'Unsupported whisker type: %s';

/** The control's validator: a typed-in whisker option must be one the boxplot operation reads. */
export function validateWhiskerOptions(value: unknown): string | false {
  if (typeof value !== 'string' || value === '') return false;
  return parseWhiskerOptions(value) ? false : UNSUPPORTED_WHISKER_MESSAGE.replace('%s', value);
}

/** A temporal "distribute across" column (per `temporal_columns_lookup`) truncated to the time grain. */
function distributionColumn(column: QueryColumn, formData: QueryFormData): QueryColumn {
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const timeGrain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined;
  if (typeof column !== 'string' || !timeGrain || !lookup[column]) return column;
  const adhoc: AdhocColumn = {
    timeGrain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
  return adhoc;
}

export function buildBoxPlotQuery(formData: QueryFormData) {
  return buildQueryContext(formData, (base) => {
    const distributeAcross = columnsOf(formData, 'columns');
    const granularity =
      typeof formData.granularity_sqla === 'string' && formData.granularity_sqla
        ? formData.granularity_sqla
        : undefined;
    const distribution = distributeAcross.length === 0 && granularity ? [granularity] : distributeAcross;
    const groupby = columnsOf(formData, 'groupby');
    const metrics = metricsOf(formData, 'metrics');
    const whiskerOptions = typeof formData.whiskerOptions === 'string' ? formData.whiskerOptions : '';
    const whiskers = whiskerOptions ? parseWhiskerOptions(whiskerOptions) : null;
    const boxplot: PostProcessingRule | null = whiskers
      ? {
          operation: 'boxplot',
          options: { ...whiskers, groupby: groupby.map(getColumnLabel), metrics: metrics.map(getMetricLabel) },
        }
      : null;
    return [
      {
        ...base,
        columns: [...distribution.map((column) => distributionColumn(column, formData)), ...groupby],
        series_columns: groupby,
        metrics,
        post_processing: boxplot ? [boxplot] : [],
      },
    ];
  });
}
