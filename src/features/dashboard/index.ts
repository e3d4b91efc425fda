/**
 * The dashboard area's public surface: its layout state (undoable within the spec's limit), the
 * page's state, the URL rules the app frame needs, the address helpers for saves, and the pages
 * as their own chunk (lazy here, so importing the reducers never loads the page).
 */
import { lazy } from 'react';

export const DashboardPage = lazy(() => import('./components/DashboardPage'));
export const DashboardPermalinkPage = lazy(() => import('./components/DashboardPermalinkPage'));
export { dashboardLayoutReducer, layoutLoaded, componentsUpdated } from './dashboardLayoutSlice';
export type { DashboardLayout, DashboardLayoutHistory, LayoutComponent } from './dashboardLayoutSlice';
export { dashboardStateReducer, dashboardInfoChanged } from './state/dashboardStateSlice';
export type { DashboardState } from './state/dashboardStateSlice';
export { isNavHiddenByUrl, dashboardChrome } from './rules/urlParams';
export { dashboardPath, rewrittenDashboardAddress, dashboardPermalinkPath } from './rules/dashboardAddress';
