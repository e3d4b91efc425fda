import { ROLE_LIST_PAGE_SIZE, type RoleListRequest } from '../../../api/securityAdmin';
import { useListQueryState, type ListSort } from '../../../components/ListPage';

export type RoleListFilterValues = Pick<RoleListRequest, 'name' | 'userId' | 'permissionId'>;

/** Roles sort by name only. */
const DEFAULT_ROLE_SORT: ListSort<'name'> = { column: 'name', direction: 'asc' };
const NO_FILTERS: RoleListFilterValues = {};

/** The roles list's filters, order (by name) and page. */
export function useRoleListQuery() {
  const state = useListQueryState({ initialFilters: NO_FILTERS, defaultSort: DEFAULT_ROLE_SORT });
  const request = {
    ...state.filters,
    orderDirection: state.sort.direction,
    page: state.page,
    pageSize: ROLE_LIST_PAGE_SIZE,
  } satisfies RoleListRequest;
  return { ...state, request };
}
