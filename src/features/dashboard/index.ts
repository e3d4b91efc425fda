/**
 * The dashboard area's public surface: its layout state (undoable within the spec's limit), the
 * page's state, the URL rules the app frame needs, the address helpers for saves, and the pages
 * as their own chunk (lazy here, so importing the reducers never loads the page).
 */
import { lazy } from 'react';

export { DashboardRoute as DashboardPage } from './components/DashboardRoute';
export const DashboardPermalinkPage = lazy(() => import('./components/DashboardPermalinkPage'));
export { dashboardLayoutReducer } from './dashboardLayoutSlice';
export { dashboardStateReducer } from './state/dashboardStateSlice';
export { isNavHiddenByUrl } from './rules/urlParams';
