import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { bootstrapReducer } from '../features/shell';
import { sqlLabReducer } from '../features/sqlLab';
import { chartAnnotationsReducer, chartsReducer } from '../features/charts';
import { dashboardLayoutReducer, dashboardStateReducer } from '../features/dashboard';
import { nativeFiltersReducer } from '../features/nativeFilters';
import { dataMaskReducer } from '../features/dataMask';
import { toastsReducer } from '../features/toasts';
import { exploreReducer } from '../features/explore';
import { createAsyncEventMiddleware, type AsyncEventMiddlewareConfig } from '../features/asyncEvents';
import { createLoggerMiddleware, type LoggerMiddlewareOptions } from '../features/logging';

const rootReducer = combineReducers({
  bootstrap: bootstrapReducer,
  sqlLab: sqlLabReducer,
  charts: chartsReducer,
  chartAnnotations: chartAnnotationsReducer,
  dashboardLayout: dashboardLayoutReducer,
  dashboardState: dashboardStateReducer,
  nativeFilters: nativeFiltersReducer,
  dataMask: dataMaskReducer,
  toasts: toastsReducer,
  explore: exploreReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

interface AppStoreOptions {
  preloadedState?: Partial<RootState>;
  /** The async event channel (charts' async results); off when not given. */
  asyncEvents?: AsyncEventMiddlewareConfig;
  /** Usage logging (the logger middleware); off when not given, and `logEvent` actions change nothing. */
  logger?: LoggerMiddlewareOptions;
}

const ASYNC_EVENTS_OFF: AsyncEventMiddlewareConfig = {
  enabled: false,
  transport: 'polling',
  pollingDelayMs: 500,
  websocketUrl: '',
};

export function createAppStore(options: AppStoreOptions = {}) {
  const asyncEventMiddleware = createAsyncEventMiddleware(options.asyncEvents ?? ASYNC_EVENTS_OFF);
  const loggerMiddlewares = options.logger ? [createLoggerMiddleware(options.logger)] : [];
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, asyncEventMiddleware, ...loggerMiddlewares),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
