import type { ReportType } from '../../../api/reports';
import { useListQueryState } from '../../../components/ListPage';
import {
  DEFAULT_REPORT_SORT,
  isReportListSortColumn,
  type ReportListFilterValues,
  type ReportListRequest,
} from './reportListRequest';

const NO_FILTERS: ReportListFilterValues = {};

/** The list's search, filters, order and page for one type (alerts or reports). */
export function useReportListQuery(type: ReportType) {
  const state = useListQueryState({
    initialFilters: NO_FILTERS,
    defaultSort: DEFAULT_REPORT_SORT,
    isSortColumn: isReportListSortColumn,
  });
  const request = {
    ...state.filters,
    type,
    orderColumn: state.sort.column,
    orderDirection: state.sort.direction,
    page: state.page,
  } satisfies ReportListRequest;
  return { ...state, request };
}
