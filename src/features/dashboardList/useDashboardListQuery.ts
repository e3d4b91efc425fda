import { useCallback, useState } from 'react';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  DASHBOARD_LIST_SORT_COLUMNS,
  type DashboardListFilterValues,
  type DashboardListRequest,
  type DashboardListSortColumn,
} from '../../api/dashboardList';

/** Most recently changed first, as Superset's list opens. */
const DEFAULT_DASHBOARD_SORT: { column: DashboardListSortColumn; direction: 'asc' | 'desc' } = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

export function isDashboardListSortColumn(value: unknown): value is DashboardListSortColumn {
  return typeof value === 'string' && (DASHBOARD_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

interface DashboardListQueryState {
  request: DashboardListRequest;
  filters: DashboardListFilterValues;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof DashboardListFilterValues>(key: K, value: DashboardListFilterValues[K]) => void;
  /** Sorts by a column; null goes back to the default order. */
  setSort: (column: DashboardListSortColumn | null, direction: 'asc' | 'desc') => void;
  /** 0-based. */
  setPage: (page: number) => void;
  hasFilters: boolean;
}

/** The list's search, filters, order and page, as the request the page sends. */
export function useDashboardListQuery(): DashboardListQueryState {
  const [filters, setFilters] = useState<DashboardListFilterValues>({});
  const [sort, setSortState] = useState(DEFAULT_DASHBOARD_SORT);
  const [page, setPage] = useState(0);

  const setFilter = useCallback(
    <K extends keyof DashboardListFilterValues>(key: K, value: DashboardListFilterValues[K]) => {
      setFilters((current) => {
        const next = { ...current };
        if (value === undefined) delete next[key];
        else next[key] = value;
        return next;
      });
      setPage(0);
    },
    [],
  );

  const setSort = useCallback((column: DashboardListSortColumn | null, direction: 'asc' | 'desc') => {
    setSortState(column ? { column, direction } : DEFAULT_DASHBOARD_SORT);
    setPage(0);
  }, []);

  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== '');
  return {
    request: {
      ...filters,
      orderColumn: sort.column,
      orderDirection: sort.direction,
      page,
      pageSize: DASHBOARD_LIST_PAGE_SIZE,
    },
    filters,
    setFilter,
    setSort,
    setPage,
    hasFilters,
  };
}
