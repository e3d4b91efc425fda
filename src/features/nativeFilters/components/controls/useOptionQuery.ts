/**
 * Runs a filter's option query context (null: the filter has no target yet, nothing is asked).
 * `data` is the latest result, kept while a new context (search, parent change) loads;
 * `currentData` only belongs to the context asked now.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { queryErrorText } from '../../../../api/baseApi';
import type { QueryContext } from '../../../../api/chartDataTypes';
import { useGetNativeFilterOptionsQuery } from '../../../../api/nativeFilterOptions';

export function useOptionQuery(queryContext: QueryContext | null, dashboardId: number) {
  const { data, currentData, error, isFetching } = useGetNativeFilterOptionsQuery(
    queryContext ? { queryContext, dashboardId } : skipToken,
  );
  return { data, currentData, isFetching, errorText: queryErrorText(error) };
}
