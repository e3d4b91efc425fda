/**
 * The order of a timeseries chart's series (spec charts §9 sort-series options): by name, or by
 * the sum, minimum, maximum or average of each series' values, descending unless asked otherwise —
 * Superset's sort_series_type / sort_series_ascending. The order drives the legend and stacking.
 */
import type { QueryFormData } from '../../../../api/chartDataTypes';
import type { ControlSetRow } from '../../controlPanel/controlTypes';

const SORT_SERIES_TYPES = ['name', 'sum', 'min', 'max', 'avg'] as const;
type SortSeriesType = (typeof SORT_SERIES_TYPES)[number];

const SORT_SERIES_CHOICES: readonly (readonly [SortSeriesType, string])[] = [
  ['name', 'Category name'],
  ['sum', 'Total value'],
  ['min', 'Minimum value'],
  ['max', 'Maximum value'],
  ['avg', 'Average value'],
];

/** The 'Series Order' rows of the timeseries charts' options. */
export const SORT_SERIES_CONTROL_ROWS: readonly ControlSetRow[] = [
  [
    {
      name: 'sort_series_type',
      config: {
        type: 'SelectControl',
        label: 'Sort Series By',
        description: 'Based on what should series be ordered on the chart and legend',
        choices: SORT_SERIES_CHOICES,
        default: 'sum',
        renderTrigger: true,
      },
    },
  ],
  [
    {
      name: 'sort_series_ascending',
      config: {
        type: 'CheckboxControl',
        label: 'Sort Series Ascending',
        description: 'Sort series in ascending order',
        default: false,
        renderTrigger: true,
      },
    },
  ],
];

interface SortableSeries {
  name: string;
  points: readonly (readonly [unknown, number | null])[];
}

function valuesOf(series: SortableSeries): number[] {
  return series.points.map(([, y]) => y).filter((y): y is number => typeof y === 'number' && !Number.isNaN(y));
}

/** The key a series is ordered by; null (a series without values) sorts last either way. */
function sortKey(series: SortableSeries, type: SortSeriesType): number | string | null {
  if (type === 'name') return series.name.toLowerCase();
  const values = valuesOf(series);
  if (values.length === 0) return null;
  if (type === 'min') return Math.min(...values);
  if (type === 'max') return Math.max(...values);
  const sum = values.reduce((total, value) => total + value, 0);
  return type === 'avg' ? sum / values.length : sum;
}

function isSortSeriesType(value: unknown): value is SortSeriesType {
  return typeof value === 'string' && (SORT_SERIES_TYPES as readonly string[]).includes(value);
}

/**
 * The series in the order the form asks for; a form without a sort type (saved before the control
 * existed) keeps the query's order. Equal keys keep their query order.
 */
export function sortSeries<Series extends SortableSeries>(
  series: readonly Series[],
  formData: QueryFormData,
): Series[] {
  const type = formData.sort_series_type;
  if (!isSortSeriesType(type)) return [...series];
  const direction = formData.sort_series_ascending ? 1 : -1;
  const keyed = series.map((entry, index) => ({ entry, index, key: sortKey(entry, type) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    if (a.key < b.key) return -direction;
    if (a.key > b.key) return direction;
    return a.index - b.index;
  });
  return keyed.map(({ entry }) => entry);
}
