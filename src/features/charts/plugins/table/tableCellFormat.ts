/**
 * How the table's cells look: metric values in the chart's number format (with the chart's
 * currency symbol, or each metric's own from the dataset), percentage metrics as percentages, raw-records numbers in the number format, and the
 * conditional formatting rules' colours. Values stay numbers in the rows so sorting is numeric.
 */
import type { DataGridCellFormat } from '../../../../components/DataGrid';
import type { QueryFormData } from '../../../../api/chartDataTypes';
import { getCellColorFormatter } from '../../../../utils/conditionalFormatting';
import { getValueFormatter, metricCurrencyFormat } from '../../../../utils/currencyFormat';
import { getNumberFormatter, type NumberFormatter } from '../../../../utils/numberFormat';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import { isRawMode } from './buildQuery';

/** Superset shows percentage metrics with three decimals. */
const PERCENT_METRIC_FORMAT = ',.3%';
const NUMERIC = 0;

interface TableResult {
  colnames: readonly string[];
  coltypes: readonly number[];
  data: readonly Record<string, unknown>[];
}

/** Column → its number formatter, for the columns that hold numbers the chart formats. */
function numberFormattersOf(
  formData: QueryFormData,
  result: TableResult,
  datasourceCurrencies: unknown,
): Map<string, NumberFormatter> {
  const formatters = new Map<string, NumberFormatter>();
  const valueFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  if (isRawMode(formData)) {
    result.colnames.forEach((name, index) => {
      if (result.coltypes[index] === NUMERIC) formatters.set(name, valueFormatter);
    });
    return formatters;
  }
  for (const metric of metricsOf(formData, 'metrics')) {
    const label = getMetricLabel(metric);
    const currency = metricCurrencyFormat(formData.currency_format, datasourceCurrencies, label);
    formatters.set(label, getValueFormatter(formData.number_format, currency));
  }
  const percentFormatter = getNumberFormatter(PERCENT_METRIC_FORMAT);
  for (const metric of metricsOf(formData, 'percent_metrics'))
    formatters.set(`%${getMetricLabel(metric)}`, percentFormatter);
  return formatters;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

export function tableCellFormat(
  formData: QueryFormData,
  result: TableResult,
  /** The datasource's `currency_formats`: a metric's own currency when the chart sets none. */
  datasourceCurrencies?: unknown,
): DataGridCellFormat | undefined {
  const formatters = numberFormattersOf(formData, result, datasourceCurrencies);
  const colorOf = getCellColorFormatter(formData.conditional_formatting, result.data);
  if (formatters.size === 0 && !colorOf) return undefined;
  return (column, value) => {
    const formatter = formatters.get(column);
    const number = asNumber(value);
    const text = formatter && number !== null ? formatter(number) : undefined;
    const background = colorOf?.(column, value);
    return text === undefined && background === undefined ? undefined : { text, background };
  };
}

/** The columns a conditional formatting rule can colour: the metrics, or the numeric columns of raw mode. */
export function conditionalFormattingColumns(
  formData: QueryFormData,
  numericColumns: readonly (readonly [string, string])[],
): [string, string][] {
  if (isRawMode(formData)) {
    const chosen = columnsOf(formData, 'all_columns').map(getColumnLabel);
    return numericColumns.filter(([name]) => chosen.includes(name)).map(([name, label]) => [name, label]);
  }
  const metrics = metricsOf(formData, 'metrics').map(getMetricLabel);
  const percent = metricsOf(formData, 'percent_metrics').map((metric) => `%${getMetricLabel(metric)}`);
  return [...metrics, ...percent].map((label) => [label, label]);
}
