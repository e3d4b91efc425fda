import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPropertiesDialogs } from '../../../src/features/dashboard/components/DashboardPropertiesDialogs';
import { initialDashboardState } from '../../../src/features/dashboard/state/dashboardStateSlice';
import { LOCAL_INFO, recorded, renderWithStore, serveDashboardApi } from './propertiesTestKit';

vi.mock('../../../src/features/dashboardProperties/CodeEditor', async () => import('./codeEditorDouble'));

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

serveDashboardApi();

function renderDialogs(open: 'properties' | 'css', editMode: boolean) {
  const onClose = vi.fn();
  const dashboardState = { ...initialDashboardState, loadStatus: 'loaded' as const, info: LOCAL_INFO, editMode };
  const view = renderWithStore(
    <MemoryRouter initialEntries={['/superset/dashboard/5/']}>
      <DashboardPropertiesDialogs dashboardId={5} open={open} onClose={onClose} />
    </MemoryRouter>,
    {},
    { dashboardState },
  );
  return { ...view, onClose };
}

describe('the dashboard page’s property dialogs', () => {
  it('in edit mode apply the properties to the page and mark it unsaved, sending nothing', async () => {
    const { store, onClose } = renderDialogs('properties', true);
    await screen.findByLabelText('JSON metadata', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('Title')).toHaveValue('Sales (draft)');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Revenue' } });
    fireEvent.change(screen.getByLabelText('JSON metadata'), {
      target: { value: '{"color_scheme": "supersetColors", "refresh_frequency": 300}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const state = store.getState().dashboardState;
    expect(state.info).toMatchObject({
      dashboard_title: 'Revenue',
      css: '.header { color: green; }',
      metadata: { color_scheme: 'supersetColors', refresh_frequency: 300 },
    });
    expect(state.hasUnsavedChanges).toBe(true);
    expect(state.refreshFrequency).toBe(300);
    expect(onClose).toHaveBeenCalled();
    expect(recorded.gets).toBe(0);
    expect(recorded.puts).toEqual([]);
  });

  it('in edit mode apply the CSS to the page and mark it unsaved', async () => {
    const { store } = renderDialogs('css', true);
    fireEvent.change(await screen.findByLabelText('CSS', {}, { timeout: 10_000 }), {
      target: { value: 'body { margin: 0; }' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.getState().dashboardState.info?.css).toBe('body { margin: 0; }');
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    expect(recorded.puts).toEqual([]);
  });

  it("in view mode read the server's copy and save it", async () => {
    const { store, onClose } = renderDialogs('css', false);
    const editor = await screen.findByLabelText('CSS', {}, { timeout: 10_000 });
    expect(editor).toHaveValue('.header { color: red; }');
    fireEvent.change(editor, { target: { value: 'body { margin: 0; }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(recorded.puts).toEqual([expect.objectContaining({ css: 'body { margin: 0; }' })]);
    expect(store.getState().dashboardState.info?.css).toBe('body { margin: 0; }');
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
  });
});
