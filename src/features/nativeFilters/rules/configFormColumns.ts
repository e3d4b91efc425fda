/**
 * Which of a dataset's columns the filter form offers: any filterable column for a value filter,
 * numeric ones for a numerical range, temporal ones where a time column is asked for.
 */
import type { DatasourceColumn } from '../../../api/datasourceTypes';

const NUMERIC = 0;
const TEMPORAL = 2;
const GENERIC_CODES: Record<string, number> = { numeric: 0, string: 1, temporal: 2, boolean: 3 };

function genericCode(column: DatasourceColumn): number | null {
  const generic = column.type_generic;
  if (typeof generic === 'number') return generic;
  if (typeof generic === 'string') return GENERIC_CODES[generic] ?? null;
  return null;
}

function isTemporalColumn(column: DatasourceColumn): boolean {
  return column.is_dttm === true || genericCode(column) === TEMPORAL;
}

function isNumericColumn(column: DatasourceColumn): boolean {
  return genericCode(column) === NUMERIC;
}

export function columnChoices(columns: readonly DatasourceColumn[], filterType: string): DatasourceColumn[] {
  const usable = columns.filter((column) => column.filterable !== false);
  if (filterType === 'filter_range') return usable.filter(isNumericColumn);
  if (filterType === 'filter_timecolumn') return usable.filter(isTemporalColumn);
  return usable;
}

export function columnLabel(column: DatasourceColumn): string {
  return column.verbose_name || column.column_name;
}
