import {
  CHART_LIST_PAGE_SIZE,
  CHART_LIST_SORT_COLUMNS,
  type ChartListFilterValues,
  type ChartListRequest,
  type ChartListSortColumn,
} from '../../api/charts';
import { useListQueryState, type ListSort } from '../../components/ListPage';

const DEFAULT_CHART_SORT: ListSort<ChartListSortColumn> = { column: 'changed_on_delta_humanized', direction: 'desc' };
const NO_FILTERS: ChartListFilterValues = {};

function isChartListSortColumn(value: unknown): value is ChartListSortColumn {
  return typeof value === 'string' && (CHART_LIST_SORT_COLUMNS as readonly string[]).includes(value);
}

/** The list's search, filters, order and page, as the request the page sends. */
export function useChartListQuery() {
  const state = useListQueryState({
    initialFilters: NO_FILTERS,
    defaultSort: DEFAULT_CHART_SORT,
    isSortColumn: isChartListSortColumn,
  });
  const request = {
    ...state.filters,
    orderColumn: state.sort.column,
    orderDirection: state.sort.direction,
    page: state.page,
    pageSize: CHART_LIST_PAGE_SIZE,
  } satisfies ChartListRequest;
  return { ...state, request };
}
