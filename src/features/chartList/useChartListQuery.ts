import { useCallback, useState } from 'react';
import {
  CHART_LIST_PAGE_SIZE,
  CHART_LIST_SORT_COLUMNS,
  type ChartListFilterValues,
  type ChartListRequest,
  type ChartListSortColumn,
} from '../../api/charts';

const DEFAULT_CHART_SORT: { column: ChartListSortColumn; direction: 'asc' | 'desc' } = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

export function isChartListSortColumn(value: unknown): value is ChartListSortColumn {
  return typeof value === 'string' && (CHART_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

interface ChartListQueryState {
  request: ChartListRequest;
  filters: ChartListFilterValues;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof ChartListFilterValues>(key: K, value: ChartListFilterValues[K]) => void;
  /** Sorts by a column; null goes back to the default order. */
  setSort: (column: ChartListSortColumn | null, direction: 'asc' | 'desc') => void;
  /** 0-based. */
  setPage: (page: number) => void;
  hasFilters: boolean;
}

/** The list's search, filters, order and page, as the request the page sends. */
export function useChartListQuery(): ChartListQueryState {
  const [filters, setFilters] = useState<ChartListFilterValues>({});
  const [sort, setSortState] = useState(DEFAULT_CHART_SORT);
  const [page, setPage] = useState(0);

  const setFilter = useCallback(<K extends keyof ChartListFilterValues>(key: K, value: ChartListFilterValues[K]) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setPage(0);
  }, []);

  const setSort = useCallback((column: ChartListSortColumn | null, direction: 'asc' | 'desc') => {
    setSortState(column ? { column, direction } : DEFAULT_CHART_SORT);
    setPage(0);
  }, []);

  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== '');
  return {
    request: {
      ...filters,
      orderColumn: sort.column,
      orderDirection: sort.direction,
      page,
      pageSize: CHART_LIST_PAGE_SIZE,
    },
    filters,
    setFilter,
    setSort,
    setPage,
    hasFilters,
  };
}
