/**
 * How category values become labels in the category charts (treemap, sunburst, funnel, gauge, box
 * plot): null → '<NULL>', dates with the chosen time format, numbers with the number format; and
 * HTML escaping for tooltips, which ECharts renders as HTML.
 */
import type { ChartDataCell, ChartDataQueryResult, GenericDataType } from '../../../../api/chartDataTypes';
import type { NumberFormatter } from '../../../../utils/numberFormat';
import type { TimeFormatter } from '../../../../utils/timeFormat';

export const NULL_LABEL = '<NULL>';

/** What a chart shows when a query returned nothing. */
export const EMPTY_RESULT: ChartDataQueryResult = { colnames: [], coltypes: [], data: [], rowcount: 0 };

interface CategoryFormatters {
  number?: NumberFormatter;
  time?: TimeFormatter;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to put in a tooltip's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Column name → generic type, from a result's colnames/coltypes. */
export function coltypesOf(result: ChartDataQueryResult | undefined): Record<string, GenericDataType> {
  const types: Record<string, GenericDataType> = {};
  result?.colnames.forEach((name, index) => {
    const type = result.coltypes[index];
    if (type !== undefined) types[name] = type;
  });
  return types;
}

/** A category value as a label: null → '<NULL>', temporal → time format, number → number format. */
export function formatCategoryName(
  value: ChartDataCell | undefined,
  coltype: GenericDataType | undefined,
  formatters: CategoryFormatters = {},
): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (typeof value === 'boolean') return String(value);
  if (coltype === 2 && formatters.time) {
    const epoch = typeof value === 'number' ? value : Date.parse(value);
    return Number.isNaN(epoch) ? String(value) : formatters.time(epoch);
  }
  if (typeof value === 'number' && formatters.number) return formatters.number(value);
  return String(value);
}

/** The label of a row's category: its dimension values joined with ', '. */
export function categoryLabelOf(
  row: Record<string, ChartDataCell>,
  columns: readonly string[],
  coltypes: Record<string, GenericDataType>,
  formatters: CategoryFormatters = {},
): string {
  return columns.map((column) => formatCategoryName(row[column], coltypes[column], formatters)).join(', ');
}
