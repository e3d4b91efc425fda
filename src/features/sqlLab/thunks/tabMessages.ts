/** Toast texts of SQL Lab's tab, table and persistence workflows (spec sql-editor §8, Superset's words). */
export const ADD_TAB_FAILED_MESSAGE = 'Unable to add a new tab to the backend. Please contact your administrator.';
export const ACTIVATE_TAB_FAILED_MESSAGE =
  'An error occurred while setting the active tab. Please contact your administrator.';
export const FETCH_TAB_FAILED_MESSAGE = 'An error occurred while fetching tab state';
export const REMOVE_TAB_FAILED_MESSAGE = 'An error occurred while removing tab. Please contact your administrator.';
export const REMOVE_QUERY_FAILED_MESSAGE = 'An error occurred while removing query. Please contact your administrator.';
export const STORE_QUERY_FAILED_MESSAGE =
  'An error occurred while storing your query in the backend. To avoid losing your changes, ' +
  'please save your query using the "Save Query" button.';
/** The warning (logged and toasted) when the periodic tab-state save fails; the edits stay in the browser. */
export const EDITOR_STATE_SAVE_FAILED_MESSAGE = 'An error occurred while saving your editor state.';
export const MIGRATE_EDITOR_FAILED_MESSAGE =
  'Unable to migrate query editor state to backend. Superset will retry later. ' +
  'Please contact your administrator if this problem persists.';
export const MIGRATE_TABLE_FAILED_MESSAGE =
  'Unable to migrate table schema state to backend. Superset will retry later. ' +
  'Please contact your administrator if this problem persists.';
export const MIGRATE_QUERY_FAILED_MESSAGE =
  'Unable to migrate query state to backend. Superset will retry later. ' +
  'Please contact your administrator if this problem persists.';
export const TABLE_METADATA_FAILED_MESSAGE =
  'An error occurred while fetching table metadata. Please contact your administrator.';
export const EXPAND_TABLE_FAILED_MESSAGE =
  'An error occurred while expanding the table schema. Please contact your administrator.';
export const COLLAPSE_TABLE_FAILED_MESSAGE =
  'An error occurred while collapsing the table schema. Please contact your administrator.';
export const REMOVE_TABLE_FAILED_MESSAGE =
  'An error occurred while removing the table schema. Please contact your administrator.';
