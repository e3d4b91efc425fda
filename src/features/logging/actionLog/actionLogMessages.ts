/** The Action log page's texts (Superset's ActionLog list where it has them). */
export const ACTION_LOG_TITLE = 'Action Logs';
export const NO_LOGS = 'No Logs yet';
export const NO_MATCHING_LOGS = 'No results match your filter criteria';
export const ACTION_LOG_NO_ACCESS = 'Only administrators can read the action log.';
export const ALL_USERS = 'All';
export const REFRESH = 'Refresh';
