/**
 * How a chart's rows are shown as a grid (View results, Samples, View as table, drill to detail):
 * the columns with their kinds, and temporal values — epoch milliseconds in chart data — as
 * Superset's DATABASE_DATETIME text instead of bare numbers.
 */
import type { ChartDataQueryResult } from '../../api/chartDataTypes';
import type { DataGridCellFormat, DataGridColumn } from '../../components/DataGrid';
import { GENERIC_TYPE_CODES } from '../../../common/genericDataTypes';
import { getTimeFormatter } from '../../utils/timeFormat';

const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';
const formatDatabaseDatetime = getTimeFormatter(DATABASE_DATETIME);

type ResultShape = Pick<ChartDataQueryResult, 'colnames' | 'coltypes'>;

export function resultGridColumns(result: ResultShape): DataGridColumn[] {
  return result.colnames.map((name, index) => ({ column_name: name, type_generic: result.coltypes[index] ?? null }));
}

/** A temporal column's epoch value as its date and time (UTC); anything else as it is. */
export function formatResultCell(isTemporal: boolean, value: unknown): string | undefined {
  return isTemporal && typeof value === 'number' ? formatDatabaseDatetime(value) : undefined;
}

/** The grid's cell format for a result: temporal numbers as dates, the rest left to the grid. */
export function resultCellFormat(result: ResultShape): DataGridCellFormat {
  const temporal = new Set(
    result.colnames.filter((_name, index) => result.coltypes[index] === GENERIC_TYPE_CODES.temporal),
  );
  return (columnName, value) => {
    const text = formatResultCell(temporal.has(columnName), value);
    return text === undefined ? undefined : { text };
  };
}
