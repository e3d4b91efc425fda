import { useCallback, useState } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

interface ListQueryOptions<Filters, Column extends string> {
  initialFilters: Filters;
  /** The order the list opens in, and goes back to when a sort is cleared. */
  defaultSort: ListSort<Column>;
  /** Which table column keys the server can sort by. */
  isSortColumn?: (value: unknown) => value is Column;
}

interface ListQueryState<Filters, Column extends string> {
  filters: Filters;
  sort: ListSort<Column>;
  /** 0-based. */
  page: number;
  /** Sets one filter (undefined clears it) and goes back to the first page. */
  setFilter: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  /** Sorts by a column; null goes back to the default order. Goes back to the first page. */
  setSort: (column: Column | null, direction: SortDirection) => void;
  /** A sort asked for by the table: an unknown column or no direction is the default order. */
  sortBy: (column: unknown, direction: SortDirection | null) => void;
  setPage: (page: number) => void;
  /** Whether any filter has a value (an empty text is none). */
  hasFilters: boolean;
}

/** Whether any of the values filters the list. */
export function hasFilterValues(filters: object): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** A list's filters, order and page, which the feature turns into its request. */
export function useListQueryState<Filters extends object, Column extends string>({
  initialFilters,
  defaultSort,
  isSortColumn,
}: ListQueryOptions<Filters, Column>): ListQueryState<Filters, Column> {
  const [filters, setFilters] = useState<Filters>(initialFilters);
  // The default order is fixed for the list's life, like the initial filters.
  const [initialSort] = useState(defaultSort);
  const [sort, setSortState] = useState(defaultSort);
  const [page, setPage] = useState(0);

  const setFilter = useCallback(<K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setPage(0);
  }, []);

  const setSort = useCallback(
    (column: Column | null, direction: SortDirection) => {
      setSortState(column ? { column, direction } : initialSort);
      setPage(0);
    },
    [initialSort],
  );

  const sortBy = useCallback(
    (column: unknown, direction: SortDirection | null) => {
      if (direction && isSortColumn?.(column)) setSort(column, direction);
      else setSort(null, initialSort.direction);
    },
    [initialSort, isSortColumn, setSort],
  );

  return { filters, sort, page, setFilter, setSort, sortBy, setPage, hasFilters: hasFilterValues(filters) };
}
