import {
  USER_LIST_PAGE_SIZE,
  USER_LIST_SORT_COLUMNS,
  type UserListFilterValues,
  type UserListRequest,
  type UserListSortColumn,
} from '../../../api/securityAdmin';
import { hasFilterValues, useListQueryState, type ListSort } from '../../../components/ListPage';

const DEFAULT_USER_SORT: ListSort<UserListSortColumn> = { column: 'username', direction: 'asc' };
const INITIAL_FILTERS: UserListFilterValues = { searchColumn: 'username' };

function isUserListSortColumn(value: unknown): value is UserListSortColumn {
  return typeof value === 'string' && (USER_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

/** The users list's search, filters, order and page, as the request the page sends. */
export function useUserListQuery() {
  const state = useListQueryState({
    initialFilters: INITIAL_FILTERS,
    defaultSort: DEFAULT_USER_SORT,
    isSortColumn: isUserListSortColumn,
  });
  const request = {
    ...state.filters,
    orderColumn: state.sort.column,
    orderDirection: state.sort.direction,
    page: state.page,
    pageSize: USER_LIST_PAGE_SIZE,
  } satisfies UserListRequest;
  // The column searched in is not a filter by itself.
  const hasFilters = hasFilterValues({ ...state.filters, searchColumn: undefined });
  return { ...state, request, hasFilters };
}
