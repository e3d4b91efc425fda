/**
 * Query results → the table's props: dates formatted for display (raw rows kept for cross-filter
 * values), how numbers and conditionally formatted cells look, the dimensions a click filters on
 * and, with server pagination, the page and the total.
 */
import { columnsOf, getColumnLabel } from '../../buildQueryHelpers';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import type { ChartProps } from '../types';
import { isRawMode } from './buildQuery';
import { isServerPagination, readTableOwnState, rowcountOf } from './serverPagination';
import { tableCellFormat } from './tableCellFormat';
import type { TableRenderProps } from './TableChart';

const EMPTY_RESULT = { colnames: [], coltypes: [], data: [], rowcount: 0 };

/**
 * The page being shown, when the reply has the counting query: only a host keeping the chart's own
 * state asks for it, so Explore's single query keeps the client-side grid.
 */
function serverPageOf({ formData, queriesData, ownState }: ChartProps): TableRenderProps['serverPage'] {
  if (!isServerPagination(formData)) return undefined;
  const total = rowcountOf(queriesData[1]?.data);
  if (total === null) return undefined;
  const { currentPage, pageSize, sortBy } = readTableOwnState(formData, ownState);
  return { currentPage, pageSize, total, sortBy: sortBy ?? [] };
}

export function transformTableProps(props: ChartProps): TableRenderProps {
  const { formData, queriesData } = props;
  const result = queriesData[0] ?? EMPTY_RESULT;
  const formatTime = getTimeFormatter(
    (formData.table_timestamp_format ?? formData.x_axis_time_format ?? '%Y-%m-%d %H:%M:%S') as string,
  );
  const temporal = result.colnames.filter((_, index) => result.coltypes[index] === 2);
  const rows = temporal.length
    ? result.data.map((row) => {
        const copy: Record<string, unknown> = { ...row };
        for (const column of temporal)
          copy[column] = typeof row[column] === 'number' ? formatTime(row[column]) : row[column];
        return copy;
      })
    : result.data;
  const serverPage = serverPageOf(props);
  const cellFormat = tableCellFormat(formData, result, props.datasource?.currency_formats);
  return {
    columns: result.colnames.map((name, index) => ({
      column_name: name,
      type_generic: result.coltypes[index] === 2 ? 1 : (result.coltypes[index] ?? 1),
    })),
    rows,
    rawRows: result.data,
    filterColumns: isRawMode(formData)
      ? []
      : columnsOf(formData, 'groupby').map((column) => ({ label: getColumnLabel(column), column })),
    ...(serverPage ? { serverPage } : {}),
    ...(cellFormat ? { cellFormat } : {}),
  };
}
