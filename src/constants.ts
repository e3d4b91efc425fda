/** The specification's business constants, in one place. */

export const TOAST_DURATION_MS = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
} as const;

export const SQL_EDITOR_STATE_SAVE_DEBOUNCE_MS = 5000;
export const SQL_EDITOR_UNDO_LIMIT = 50;
export const ASYNC_POLLING_DELAY_MS = 500;
export const ASYNC_UNKNOWN_JOB_RETRIES = 6;
export const ASYNC_WEBSOCKET_RETRIES = 6;
export const ASYNC_WEBSOCKET_RETRY_DELAY_MS = 2500;

export const SELECT_PAGE_SIZE = 100;
export const SELECT_DEFAULT_MAX_TAG_COUNT = 4;
export const SELECT_SCROLL_LOAD_THRESHOLD = 0.7;

export const LOCAL_RESULTS_MAX_AGE_MS = 86_400_000;
export const LOCAL_RESULTS_MAX_KB = 5120;

export const MODAL_DEFAULT_WIDTH = 600;

export const DASHBOARD_UNDO_LIMIT = 50;

/** Superset's config defaults, used when the page carries no bootstrap payload. */
export const DEFAULT_COMMON_CONF = {
  DEFAULT_SQLLAB_LIMIT: 1000,
  SQL_MAX_ROW: 100000,
  DISPLAY_MAX_ROW: 10000,
  SQLLAB_DEFAULT_DBID: null,
  SQLLAB_SAVE_WARNING_MESSAGE: null,
  SQLLAB_QUERY_RESULT_TIMEOUT: 0,
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '',
  CSV_STREAMING_ROW_THRESHOLD: 1000,
  SUPERSET_WEBSERVER_TIMEOUT: 60,
} as const;

/** SQL Lab local storage: size estimate of stored results, in bytes per JSON character. */
export const LOCAL_STORAGE_BYTES_PER_CHAR = 2;
