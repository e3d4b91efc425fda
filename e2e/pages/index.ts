/** The page objects of the journeys: each page's parts by role and accessible name, and its steps. */
export { ActionLogPage } from './ActionLogPage';
export { AdminUsersPage } from './AdminUsersPage';
export { chooseOption, openSelectList, selectOption } from './antSelect';
export {
  applyFilters,
  chartIdsByName,
  filterControl,
  nextChartQuery,
  offeredValues,
  pickFilterValue,
  recordChartQueries,
  type ChartQuery,
} from './filterBar';
export { openMenu, openSubmenu, popupsSettled } from './antMenu';
export { AppMenu } from './AppMenu';
export { ChartListPage } from './ChartListPage';
export { ExplorePage } from './ExplorePage';
export { LoginPage } from './LoginPage';
export { buildOnlineOrdersLine, expectOnlineOrdersControls, onlineOrdersLine } from './onlineOrdersLine';
export { QueryHistoryPage } from './QueryHistoryPage';
export { ReportModal, deleteOwnReports } from './ReportModal';
export { ReportListPage } from './ReportListPage';
export { SavedQueriesPage } from './SavedQueriesPage';
export { SqlLabPage } from './SqlLabPage';
