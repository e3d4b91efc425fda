/** The dashboard area's public surface: its layout state, undoable within the spec's limit. */
export { dashboardLayoutReducer, layoutLoaded, componentsUpdated } from './dashboardLayoutSlice';
export type { DashboardLayout, DashboardLayoutHistory, LayoutComponent } from './dashboardLayoutSlice';
