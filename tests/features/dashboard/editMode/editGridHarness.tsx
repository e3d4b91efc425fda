/** The grid in edit mode over a store holding a layout, and readers of what the edits did. */
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { DashboardGrid } from '../../../../src/features/dashboard/components/grid/DashboardGrid';
import { layoutLoaded, type DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import type { DashboardPermissions } from '../../../../src/features/dashboard/rules/dashboardPermissions';
import { editModeChanged } from '../../../../src/features/dashboard/state/dashboardStateSlice';
import { OWNER } from '../dashboardPageHarness';

// The edit grid is a lazy chunk, and antd popups take seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 20_000 });

const PERMISSIONS: DashboardPermissions = {
  canEdit: true,
  canSaveAs: true,
  canShare: true,
  canExport: true,
  canExplore: true,
  canShareChart: true,
  canCsv: true,
};

export function renderGrid(layout: DashboardLayout, editMode = true) {
  const store = createAppStore({ preloadedState: { bootstrap: { user: OWNER, common: defaultCommon() } } });
  store.dispatch(layoutLoaded(layout));
  store.dispatch(editModeChanged(editMode));
  const view = render(
    <Provider store={store}>
      <DashboardGrid
        editMode={editMode}
        hideTabs={false}
        hideChartControls
        escapeMarkdownHtml
        permissions={PERMISSIONS}
      />
    </Provider>,
  );
  const layoutNow = () => store.getState().dashboardLayout.present;
  const toasts = () => store.getState().toasts.messages.map((toast) => toast.text);
  return { store, layoutNow, toasts, ...view };
}

/** The edit frame of layout component `id`. */
export function frameOf(container: HTMLElement, id: string): HTMLElement {
  const frame = container.querySelector<HTMLElement>(`[data-test="dashboard-component-frame"][data-layout-id="${id}"]`);
  if (!frame) throw new Error(`no frame for ${id}`);
  return frame;
}
