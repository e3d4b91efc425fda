import { useCallback, useState } from 'react';
import {
  USER_LIST_PAGE_SIZE,
  USER_LIST_SORT_COLUMNS,
  type UserListFilterValues,
  type UserListRequest,
  type UserListSortColumn,
} from '../../../api/securityAdmin';

const DEFAULT_USER_SORT: { column: UserListSortColumn; direction: 'asc' | 'desc' } = {
  column: 'username',
  direction: 'asc',
};

export function isUserListSortColumn(value: unknown): value is UserListSortColumn {
  return typeof value === 'string' && (USER_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

interface UserListQueryState {
  request: UserListRequest;
  filters: UserListFilterValues;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof UserListFilterValues>(key: K, value: UserListFilterValues[K]) => void;
  /** Sorts by a column; null goes back to the default order. */
  setSort: (column: UserListSortColumn | null, direction: 'asc' | 'desc') => void;
  /** 0-based. */
  setPage: (page: number) => void;
  hasFilters: boolean;
}

/** The users list's search, filters, order and page, as the request the page sends. */
export function useUserListQuery(): UserListQueryState {
  const [filters, setFilters] = useState<UserListFilterValues>({ searchColumn: 'username' });
  const [sort, setSortState] = useState(DEFAULT_USER_SORT);
  const [page, setPage] = useState(0);

  const setFilter = useCallback(<K extends keyof UserListFilterValues>(key: K, value: UserListFilterValues[K]) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setPage(0);
  }, []);

  const setSort = useCallback((column: UserListSortColumn | null, direction: 'asc' | 'desc') => {
    setSortState(column ? { column, direction } : DEFAULT_USER_SORT);
    setPage(0);
  }, []);

  const hasFilters = Boolean(filters.search?.trim()) || filters.roleId !== undefined || filters.active !== undefined;
  return {
    request: {
      ...filters,
      orderColumn: sort.column,
      orderDirection: sort.direction,
      page,
      pageSize: USER_LIST_PAGE_SIZE,
    },
    filters,
    setFilter,
    setSort,
    setPage,
    hasFilters,
  };
}
