import { useCallback, useState } from 'react';
import type { ReportType } from '../../../api/reports';
import {
  DEFAULT_REPORT_SORT,
  type ReportListFilterValues,
  type ReportListRequest,
  type ReportListSortColumn,
} from './reportListRequest';

interface ReportListQueryState {
  request: ReportListRequest;
  filters: ReportListFilterValues;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof ReportListFilterValues>(key: K, value: ReportListFilterValues[K]) => void;
  /** null goes back to the default order. */
  setSort: (column: ReportListSortColumn | null, direction: 'asc' | 'desc') => void;
  setPage: (page: number) => void;
  hasFilters: boolean;
}

/** The list's search, filters, order and page for one type (alerts or reports). */
export function useReportListQuery(type: ReportType): ReportListQueryState {
  const [filters, setFilters] = useState<ReportListFilterValues>({});
  const [sort, setSortState] = useState(DEFAULT_REPORT_SORT);
  const [page, setPage] = useState(0);

  const setFilter = useCallback(<K extends keyof ReportListFilterValues>(key: K, value: ReportListFilterValues[K]) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setPage(0);
  }, []);

  const setSort = useCallback((column: ReportListSortColumn | null, direction: 'asc' | 'desc') => {
    setSortState(column ? { column, direction } : DEFAULT_REPORT_SORT);
    setPage(0);
  }, []);

  return {
    request: { ...filters, type, orderColumn: sort.column, orderDirection: sort.direction, page },
    filters,
    setFilter,
    setSort,
    setPage,
    hasFilters: Object.values(filters).some((value) => value !== undefined && value !== ''),
  };
}
