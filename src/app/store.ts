import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { bootstrapReducer } from '../features/shell/bootstrapSlice';
import { sqlLabReducer } from '../features/sqlLab/sqlLabSlice';
import { chartsReducer } from '../features/charts/chartsSlice';
import { dashboardLayoutReducer } from '../features/dashboard/dashboardLayoutSlice';
import { nativeFiltersReducer } from '../features/nativeFilters/nativeFiltersSlice';
import { dataMaskReducer } from '../features/dataMask/dataMaskSlice';
import { toastsReducer } from '../features/toasts';

export const rootReducer = combineReducers({
  bootstrap: bootstrapReducer,
  sqlLab: sqlLabReducer,
  charts: chartsReducer,
  dashboardLayout: dashboardLayoutReducer,
  nativeFilters: nativeFiltersReducer,
  dataMask: dataMaskReducer,
  toasts: toastsReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
