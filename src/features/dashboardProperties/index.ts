/**
 * Dashboard properties: the properties modal and the CSS editor, opened from the dashboard page's
 * menu and the dashboard list. Both save the whole dashboard (reference §3.3).
 */
export { PropertiesModal, CssEditorModal } from './lazyModals';
export { dashboardSaveErrorText, NO_PERMISSIONS_TO_EDIT_DASHBOARD } from './saveErrorText';
export type { SavedDashboard } from '../../api/dashboardProperties';
