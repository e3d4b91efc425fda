/**
 * Dashboard properties: the properties modal and the CSS editor, opened from the dashboard page's
 * menu and the dashboard list. Both save the whole dashboard (reference §3.3).
 */
export { PropertiesModal } from './PropertiesModal';
export type { PropertiesModalProps } from './PropertiesModal';
export { CssEditorModal } from './CssEditorModal';
export type { CssEditorModalProps } from './CssEditorModal';
export {
  NO_PERMISSIONS_TO_EDIT_DASHBOARD,
  NO_PERMISSION_TO_EDIT_DASHBOARD,
  DASHBOARD_SAVED_TEXT,
  dashboardSaveErrorText,
} from './saveErrorText';
export type { DashboardSaveKind } from './saveErrorText';
export type { SavedDashboard } from '../../api/dashboardProperties';
