/**
 * The distinct values of a column, for a value filter's default: a grouped chart data query
 * (one COUNT(*) per value, at most NATIVE_FILTER_DEFAULT_ROW_LIMIT rows), as the filter's own option query does.
 */
import { useEffect } from 'react';
import { queryErrorText } from '../../../../api/baseApi';
import { useLazyGetChartDataResultsQuery } from '../../../../api/chartData';
import type { QueryContext } from '../../../../api/chartDataTypes';

const NATIVE_FILTER_DEFAULT_ROW_LIMIT = 1000;

function valuesQuery(datasetId: number, column: string): QueryContext {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        columns: [column],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
        filters: [],
        extras: {},
        row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
      },
    ],
    result_type: 'full',
    result_format: 'json',
  };
}

interface ColumnValues {
  values: (string | number)[];
  loading: boolean;
  error: string | undefined;
}

export function useColumnValues(datasetId: number | undefined, column: string | undefined): ColumnValues {
  const [load, { data, isFetching, error }] = useLazyGetChartDataResultsQuery();
  useEffect(() => {
    if (datasetId !== undefined && column) void load(valuesQuery(datasetId, column), true);
  }, [datasetId, column, load]);
  if (datasetId === undefined || !column) return { values: [], loading: false, error: undefined };
  const rows = data?.[0]?.data ?? [];
  const values = rows
    .map((row) => row[column])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
  return { values, loading: isFetching, error: queryErrorText(error) };
}
