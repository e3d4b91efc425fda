// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/app/store';
import { addDangerToast } from '../../src/features/toasts';

describe('the app store', () => {
  it('registers every slice of the design card, with the layout under undo history', () => {
    const state = createAppStore().getState();
    for (const slice of [
      'bootstrap',
      'sqlLab',
      'charts',
      'dashboardLayout',
      'nativeFilters',
      'dataMask',
      'toasts',
      'api',
    ]) {
      expect(state).toHaveProperty(slice);
    }
    expect(state.dashboardLayout).toHaveProperty('past');
    expect(state.dashboardLayout).toHaveProperty('present');
  });

  it('runs actions through its reducers', () => {
    const store = createAppStore();
    store.dispatch(addDangerToast('Network error'));
    expect(store.getState().toasts.messages[0]).toMatchObject({ text: 'Network error', duration: 8000 });
  });
});
