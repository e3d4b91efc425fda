/** A real store with the dashboard and toast reducers, opened in edit mode on a loaded layout. */
import { configureStore } from '@reduxjs/toolkit';
import {
  dashboardLayoutReducer,
  layoutLoaded,
  type DashboardLayout,
} from '../../../../src/features/dashboard/dashboardLayoutSlice';
import {
  dashboardStateReducer,
  editModeChanged,
  savedLayoutRecorded,
} from '../../../../src/features/dashboard/state/dashboardStateSlice';
import { selectToasts, toastsReducer } from '../../../../src/features/toasts';

interface LayoutTestStoreOptions {
  /** Redux Toolkit's mutation and serialisability checks walk the whole history on every dispatch. */
  devChecks?: boolean;
}

export function layoutTestStore(layout: DashboardLayout, { devChecks = true }: LayoutTestStoreOptions = {}) {
  const store = configureStore({
    reducer: { dashboardLayout: dashboardLayoutReducer, dashboardState: dashboardStateReducer, toasts: toastsReducer },
    middleware: (getDefault) => getDefault({ immutableCheck: devChecks, serializableCheck: devChecks }),
  });
  store.dispatch(layoutLoaded(layout));
  store.dispatch(savedLayoutRecorded(layout));
  store.dispatch(editModeChanged(true));
  return store;
}

export type LayoutTestStore = ReturnType<typeof layoutTestStore>;

export function toastTexts(store: LayoutTestStore, toastType?: string): string[] {
  return selectToasts(store.getState())
    .filter((toast) => toastType === undefined || toast.toastType === toastType)
    .map((toast) => toast.text);
}
