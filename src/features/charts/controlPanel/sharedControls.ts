/**
 * The controls many viz types share, by Superset's names, labels and defaults (spec charts §5, §9).
 * A viz type's control panel names them in its rows.
 */
import type { DatasourceColumn } from '../../../api/datasourceTypes';
import {
  CATEGORICAL_SCHEME_OPTIONS,
  DEFAULT_CATEGORICAL_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  SEQUENTIAL_SCHEME_OPTIONS,
} from '../../../utils/colorSchemes';
import { D3_FORMAT_OPTIONS, SMART_NUMBER } from '../../../utils/numberFormat';
import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../../../utils/timeFormat';
import { validateInteger, validateMaxValue, validateNonEmpty } from '../../../utils/validators';
import type { ControlConfig, ControlState, ControlValidator } from './controlTypes';
import { NO_TIME_RANGE } from '../../../../common/timeRange';

const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
const DEFAULT_ROW_LIMIT = 10000;
const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;
/** SQL_MAX_ROW when the server does not say (spec charts §5). */
const FALLBACK_SQL_MAX_ROW = 100000;
const INVALID_ORDERBY_MESSAGE = 'Found invalid orderby options';

const TIME_GRAIN_CHOICES: readonly (readonly [string, string])[] = [
  ['PT5S', '5 second'],
  ['PT30S', '30 second'],
  ['PT1M', 'Minute'],
  ['PT5M', '5 minute'],
  ['PT30M', '30 minute'],
  ['PT1H', 'Hour'],
  ['PT6H', '6 hour'],
  ['P1D', 'Day'],
  ['P7D', '7 day'],
  ['P1W', 'Week'],
  ['week_starting_sunday', 'Week starting Sunday'],
  ['week_ending_saturday', 'Week ending Saturday'],
  ['P1M', 'Month'],
  ['P3M', 'Quarter'],
  ['P1Y', 'Year'],
];

const TIME_SHIFT_CHOICES: readonly (readonly [string, string])[] = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((shift) => [shift, shift] as const);

let sqlMaxRow = FALLBACK_SQL_MAX_ROW;

/** The server's SQL_MAX_ROW (bootstrap `common.conf`) bounds the row limit. */
export function setSqlMaxRow(value: number | null | undefined): void {
  sqlMaxRow = value && value > 0 ? value : FALLBACK_SQL_MAX_ROW;
}

const nonEmpty: ControlValidator = (value) => validateNonEmpty(value);
const integer: ControlValidator = (value) =>
  value === undefined || value === null || value === '' ? false : validateInteger(value);
const atMostSqlMaxRow: ControlValidator = (value) =>
  value === undefined || value === null || value === '' ? false : validateMaxValue(value, sqlMaxRow);

/** Every entry must be JSON (order-by pairs as Superset stores them). */
export const validateOrderBy: ControlValidator = (value) => {
  const entries = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    try {
      JSON.parse(entry);
    } catch {
      return INVALID_ORDERBY_MESSAGE;
    }
  }
  return false;
};

function isTemporal(column: DatasourceColumn): boolean {
  return Boolean(column.is_dttm) || column.type_generic === 'temporal' || column.type_generic === 2;
}

/**
 * Superset's displayTimeRelatedControls: the time grain shows while the x-axis is unset, a custom
 * SQL column or a temporal column, and hides for a plain non-temporal x-axis (e.g. a category).
 */
export function xAxisIsTemporalOrUnset({ datasource, formData }: ControlState): boolean {
  const xAxis = formData.x_axis;
  if (xAxis === undefined || xAxis === null || xAxis === '' || typeof xAxis !== 'string') return true;
  const column = datasource?.columns.find((candidate) => candidate.column_name === xAxis);
  return Boolean(column && isTemporal(column));
}

function columnChoices({ datasource }: ControlState, temporalFirst = false): [string, string][] {
  const columns = [...(datasource?.columns ?? [])];
  if (temporalFirst) columns.sort((a, b) => Number(isTemporal(b)) - Number(isTemporal(a)));
  return columns.map((column) => [column.column_name, column.verbose_name || column.column_name]);
}

function metricChoices({ datasource }: ControlState): [string, string][] {
  return (datasource?.metrics ?? []).map((metric) => [metric.metric_name, metric.verbose_name || metric.metric_name]);
}

export const SHARED_CONTROLS: Record<string, ControlConfig> = {
  metrics: { type: 'MetricsControl', label: 'Metrics', multi: true, default: [], validators: [nonEmpty] },
  metric: { type: 'MetricsControl', label: 'Metric', multi: false, default: null, validators: [nonEmpty] },
  percent_metrics: { type: 'MetricsControl', label: 'Percentage metrics', multi: true, default: [] },
  groupby: { type: 'ColumnsControl', label: 'Dimensions', multi: true, default: [] },
  columns: { type: 'ColumnsControl', label: 'Columns', multi: true, default: [] },
  x_axis: {
    type: 'SelectControl',
    label: 'X-axis',
    default: null,
    validators: [nonEmpty],
    choicesFromState: (state) => columnChoices(state, true),
  },
  granularity_sqla: {
    type: 'SelectControl',
    label: 'Time column',
    default: null,
    choicesFromState: (state) =>
      columnChoices(state).filter(([name]) =>
        state.datasource?.columns.some((column) => column.column_name === name && isTemporal(column)),
      ),
  },
  time_grain_sqla: {
    type: 'SelectControl',
    label: 'Time grain',
    default: 'P1D',
    clearable: true,
    visibility: xAxisIsTemporalOrUnset,
    choicesFromState: ({ datasource }) =>
      datasource?.time_grain_sqla?.length ? datasource.time_grain_sqla : TIME_GRAIN_CHOICES,
  },
  time_range: { type: 'TimeRangeControl', label: 'Time range', default: NO_TIME_RANGE },
  adhoc_filters: { type: 'AdhocFilterControl', label: 'Filters', default: [] },
  row_limit: {
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: ROW_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
    validators: [nonEmpty, integer, atMostSqlMaxRow],
  },
  series_limit: {
    type: 'SelectControl',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    default: null,
    choices: SERIES_LIMIT_CHOICES.map((limit) => [limit, String(limit)] as const),
    validators: [integer],
  },
  series_limit_metric: { type: 'MetricsControl', label: 'Sort by', multi: false, default: null },
  timeseries_limit_metric: { type: 'MetricsControl', label: 'Sort by', multi: false, default: null },
  order_desc: { type: 'CheckboxControl', label: 'Sort descending', default: true },
  orderby: {
    type: 'SelectControl',
    label: 'Ordering',
    multi: true,
    freeForm: true,
    default: [],
    validators: [validateOrderBy],
  },
  y_axis_format: {
    type: 'SelectControl',
    label: 'Y Axis Format',
    freeForm: true,
    default: SMART_NUMBER,
    choices: D3_FORMAT_OPTIONS,
    renderTrigger: true,
  },
  number_format: {
    type: 'SelectControl',
    label: 'Number format',
    freeForm: true,
    default: SMART_NUMBER,
    choices: D3_FORMAT_OPTIONS,
    renderTrigger: true,
  },
  currency_format: { type: 'CurrencyControl', label: 'Currency format', default: null, renderTrigger: true },
  x_axis_time_format: {
    type: 'SelectControl',
    label: 'Time format',
    freeForm: true,
    default: SMART_DATE,
    choices: D3_TIME_FORMAT_OPTIONS,
    renderTrigger: true,
  },
  color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    schemeKind: 'categorical',
    default: DEFAULT_CATEGORICAL_SCHEME,
    choices: CATEGORICAL_SCHEME_OPTIONS,
    renderTrigger: true,
  },
  linear_color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Linear Color Scheme',
    schemeKind: 'sequential',
    default: DEFAULT_SEQUENTIAL_SCHEME,
    choices: SEQUENTIAL_SCHEME_OPTIONS,
    renderTrigger: true,
  },
  rolling_type: {
    type: 'SelectControl',
    label: 'Rolling Function',
    default: null,
    clearable: true,
    choices: [
      ['None', 'None'],
      ['mean', 'mean'],
      ['sum', 'sum'],
      ['std', 'std'],
      ['cumsum', 'cumsum'],
    ],
  },
  rolling_periods: { type: 'TextControl', label: 'Periods', isInt: true, default: '', validators: [integer] },
  min_periods: { type: 'TextControl', label: 'Min periods', isInt: true, default: '', validators: [integer] },
  time_compare: {
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    default: [],
    choices: TIME_SHIFT_CHOICES,
  },
  comparison_type: {
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    choices: [
      ['values', 'Actual values'],
      ['difference', 'Difference'],
      ['percentage', 'Percentage change'],
      ['ratio', 'Ratio'],
    ],
  },
  resample_rule: {
    type: 'SelectControl',
    label: 'Rule',
    freeForm: true,
    clearable: true,
    default: null,
    choices: [
      ['1T', '1 minutely frequency'],
      ['1H', '1 hourly frequency'],
      ['1D', '1 calendar day frequency'],
      ['7D', '7 calendar day frequency'],
      ['1MS', '1 month start frequency'],
      ['1M', '1 month end frequency'],
      ['1AS', '1 year start frequency'],
      ['1A', '1 year end frequency'],
    ],
  },
  resample_method: {
    type: 'SelectControl',
    label: 'Fill method',
    clearable: true,
    default: null,
    choices: [
      ['asfreq', 'Null imputation'],
      ['zerofill', 'Zero imputation'],
      ['linear', 'Linear interpolation'],
      ['ffill', 'Forward values'],
      ['bfill', 'Backward values'],
      ['median', 'Median values'],
      ['mean', 'Mean values'],
      ['sum', 'Sum values'],
    ],
  },
  show_legend: { type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true },
  sort_by_metric: { type: 'CheckboxControl', label: 'Sort by metric', default: true },
  // It changes the query's post-processing (the rename rule), so it needs 'Update chart'.
  truncate_metric: {
    type: 'CheckboxControl',
    label: 'Truncate Metric',
    default: true,
    description: 'Whether to truncate metrics',
  },
  contribution_mode: {
    type: 'SelectControl',
    label: 'Contribution Mode',
    clearable: true,
    default: null,
    choices: [
      ['row', 'Row'],
      ['column', 'Series'],
    ],
  },
  saved_metric_choices: {
    type: 'SelectControl',
    label: 'Saved metrics',
    default: null,
    choicesFromState: metricChoices,
  },
};

/** A row entry's name and config: a shared control by name, or an inline one. */
export function resolveControl(
  item: string | { name: string; config: ControlConfig },
): { name: string; config: ControlConfig } | null {
  if (typeof item !== 'string') return item;
  const config = SHARED_CONTROLS[item];
  return config ? { name: item, config } : null;
}
