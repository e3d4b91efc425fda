import {
  DASHBOARD_LIST_PAGE_SIZE,
  DASHBOARD_LIST_SORT_COLUMNS,
  type DashboardListFilterValues,
  type DashboardListRequest,
  type DashboardListSortColumn,
} from '../../api/dashboardList';
import { useListQueryState, type ListSort } from '../../components/ListPage';

/** Most recently changed first, as Superset's list opens. */
const DEFAULT_DASHBOARD_SORT: ListSort<DashboardListSortColumn> = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};
const NO_FILTERS: DashboardListFilterValues = {};

function isDashboardListSortColumn(value: unknown): value is DashboardListSortColumn {
  return typeof value === 'string' && (DASHBOARD_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

/** The list's search, filters, order and page, as the request the page sends. */
export function useDashboardListQuery() {
  const state = useListQueryState({
    initialFilters: NO_FILTERS,
    defaultSort: DEFAULT_DASHBOARD_SORT,
    isSortColumn: isDashboardListSortColumn,
  });
  const request = {
    ...state.filters,
    orderColumn: state.sort.column,
    orderDirection: state.sort.direction,
    page: state.page,
    pageSize: DASHBOARD_LIST_PAGE_SIZE,
  } satisfies DashboardListRequest;
  return { ...state, request };
}
