import { useCallback, useState } from 'react';
import { ROLE_LIST_PAGE_SIZE, type RoleListRequest } from '../../../api/securityAdmin';

export type RoleListFilterValues = Pick<RoleListRequest, 'name' | 'userId' | 'permissionId'>;

interface RoleListQueryState {
  request: RoleListRequest;
  filters: RoleListFilterValues;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof RoleListFilterValues>(key: K, value: RoleListFilterValues[K]) => void;
  setOrderDirection: (direction: 'asc' | 'desc') => void;
  /** 0-based. */
  setPage: (page: number) => void;
  hasFilters: boolean;
}

/** The roles list's filters, order (by name) and page. */
export function useRoleListQuery(): RoleListQueryState {
  const [filters, setFilters] = useState<RoleListFilterValues>({});
  const [orderDirection, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(0);

  const setFilter = useCallback(<K extends keyof RoleListFilterValues>(key: K, value: RoleListFilterValues[K]) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setPage(0);
  }, []);

  const setOrderDirection = useCallback((direction: 'asc' | 'desc') => {
    setDirection(direction);
    setPage(0);
  }, []);

  const hasFilters =
    Boolean(filters.name?.trim()) || filters.userId !== undefined || filters.permissionId !== undefined;
  return {
    request: { ...filters, orderDirection, page, pageSize: ROLE_LIST_PAGE_SIZE },
    filters,
    setFilter,
    setOrderDirection,
    setPage,
    hasFilters,
  };
}
