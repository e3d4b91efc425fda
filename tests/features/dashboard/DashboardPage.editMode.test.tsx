/**
 * Edit mode on the page (spec charts §4, §6, §8; reference §3.3, §4.4): who may enter it, the
 * header's controls, the full-object save with the layout as `positions`, its failure texts, the diff
 * confirmation, Discard, and the prompt before leaving with unsaved changes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';
import { applyLayoutEdit } from '../../../src/features/dashboard/state/layoutEditing';
import { dashboardReply, GAMMA, OWNER, renderDashboard, resetCalls, server } from './dashboardPageHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRunningChartRequests();
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetCalls();
});

type Store = ReturnType<typeof renderDashboard>['store'];
const toastTexts = (store: Store) => store.getState().toasts.messages.map((toast) => toast.text);
/**
 * The header's buttons, looked for in the header only: naming every button of an edited dashboard
 * (each chart's controls) costs jsdom tens of seconds of style computation.
 */
const headerBar = () => within(document.querySelector<HTMLElement>('[data-test="dashboard-header-bar"]')!);
const headerButton = (name: string) => headerBar().getByRole('button', { name });
const saveButton = () => headerButton('Save');

interface PutCall {
  body: Record<string, unknown>;
}

function recordPuts(reply: () => Response = () => HttpResponse.json({ id: 9, result: {} })): PutCall[] {
  const puts: PutCall[] = [];
  server.use(
    http.put('*/api/v1/dashboard/:id', async ({ request }) => {
      puts.push({ body: (await request.json()) as Record<string, unknown> });
      return reply();
    }),
  );
  return puts;
}

/** A layout edit as the grid makes one: CHART-1 narrower. */
async function resizeChart(store: Store) {
  const outcome = await store.dispatch(applyLayoutEdit({ kind: 'resize', componentId: 'CHART-1', width: 4 }));
  expect(outcome.ok).toBe(true);
}

async function openInEditMode(store?: Store) {
  await screen.findByText('Overview');
  if (!store) fireEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
  return screen.findByRole('button', { name: 'Discard' });
}

describe('entering edit mode', { timeout: 60_000 }, () => {
  it("'Edit dashboard' shows undo, redo, Discard and Save; Save waits for a change", async () => {
    renderDashboard();
    await openInEditMode();
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(headerButton('Undo')).toBeDisabled();
    expect(headerButton('Redo')).toBeDisabled();
    expect(saveButton()).toBeDisabled();
  });

  it('edit=true opens an owner in edit mode', async () => {
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    expect(store.getState().dashboardState.editMode).toBe(true);
  });

  it("edit=true shows a viewer the dashboard read-only with the spec's message", async () => {
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true', GAMMA);
    await screen.findByText('Overview');
    await waitFor(() => expect(toastTexts(store)).toContain('You do not have permissions to edit this dashboard.'));
    expect(store.getState().dashboardState.editMode).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('saving edit mode', { timeout: 60_000 }, () => {
  it('sends the whole dashboard with the layout as positions, then leaves edit mode and drops edit=true', async () => {
    const puts = recordPuts();
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    fireEvent.change(screen.getByLabelText('Dashboard title'), { target: { value: 'Renamed board' } });
    fireEvent.blur(screen.getByLabelText('Dashboard title'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());

    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]!.body;
    expect(Object.keys(body).sort()).toEqual([
      'certification_details',
      'certified_by',
      'css',
      'dashboard_title',
      'json_metadata',
      'owners',
      'slug',
    ]);
    expect(body.dashboard_title).toBe('Renamed board');
    expect(body.owners).toEqual([8]);
    const metadata = JSON.parse(String(body.json_metadata)) as Record<string, unknown>;
    // The other metadata keys travel with the layout: a PUT replaces the stored metadata whole.
    expect(metadata.label_colors).toEqual({ Shipped: '#ff0000' });
    const positions = metadata.positions as Record<string, { meta?: Record<string, unknown> }>;
    expect(positions['CHART-1']?.meta?.width).toBe(4);
    expect(positions.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(positions.HEADER_ID?.meta?.text).toBe('Renamed board');

    await waitFor(() => expect(store.getState().dashboardState.editMode).toBe(false));
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/superset/dashboard/sales/'));
    expect(await screen.findByRole('heading', { name: 'Renamed board' })).toBeInTheDocument();
  });

  it("a refused save says 'You do not have permissions to edit this dashboard.' and keeps the edits", async () => {
    recordPuts(() => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }));
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastTexts(store)).toContain('You do not have permissions to edit this dashboard.'));
    expect(store.getState().dashboardState.editMode).toBe(true);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    expect(store.getState().dashboardLayout.present['CHART-1']?.meta.width).toBe(4);
  });

  it("another failure says 'Sorry, there was an error saving this dashboard: {error}'", async () => {
    recordPuts(() => HttpResponse.json({ message: { json_metadata: ['Not a valid JSON.'] } }, { status: 400 }));
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toastTexts(store)).toContain(
        'Sorry, there was an error saving this dashboard: json_metadata: ["Not a valid JSON."]',
      ),
    );
  });

  it('with CONFIRM_DASHBOARD_DIFF, a save after someone else saved asks to confirm what it overwrites', async () => {
    const puts = recordPuts();
    let reads = 0;
    server.use(
      http.get('*/api/v1/dashboard/:idOrSlug', () => {
        reads += 1;
        // The first read is the page's; later reads see another browser's save.
        return HttpResponse.json(
          reads === 1
            ? dashboardReply({ changed_on: '2026-11-24T10:00:00' })
            : dashboardReply({ changed_on: '2026-11-24T10:05:00', css: 'h1 { color: blue; }', changed_by_name: 'Ann' }),
        );
      }),
    );
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true', OWNER, {
      ESCAPE_MARKDOWN_HTML: true,
      CONFIRM_DASHBOARD_DIFF: true,
    });
    await openInEditMode(store);
    await resizeChart(store);
    fireEvent.click(saveButton());

    expect(await screen.findByText('Please confirm the overwrite values.')).toBeInTheDocument();
    const fields = [...document.querySelectorAll('[data-test="overwrite-item"]')].map((item) =>
      item.getAttribute('data-key-path'),
    );
    expect(fields).toEqual(['css', 'position_json']);
    expect(puts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, overwrite changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
  });
});

describe('discarding and leaving', { timeout: 60_000 }, () => {
  it('Discard restores the saved layout and leaves edit mode', async () => {
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    const saved = store.getState().dashboardLayout.present;
    await resizeChart(store);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(store.getState().dashboardState.editMode).toBe(false));
    expect(store.getState().dashboardLayout.present).toEqual(saved);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('Discard also returns the title changed in edit mode; undoing the layout keeps a changed title unsaved', async () => {
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    fireEvent.change(screen.getByLabelText('Dashboard title'), { target: { value: 'Renamed board' } });
    fireEvent.blur(screen.getByLabelText('Dashboard title'));
    fireEvent.click(headerButton('Undo'));
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Sales board' })).toBeInTheDocument();
    expect(store.getState().dashboardState.info?.dashboard_title).toBe('Sales board');
  });

  it('undo and redo buttons step through the history; undoing everything clears the unsaved flag', async () => {
    const { store } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    await waitFor(() => expect(headerButton('Undo')).toBeEnabled());
    fireEvent.click(headerButton('Undo'));
    expect(store.getState().dashboardLayout.present['CHART-1']?.meta.width).toBe(6);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(store.getState().dashboardLayout.present['CHART-1']?.meta.width).toBe(4);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('leaving with unsaved changes asks first; Discard goes on', async () => {
    const { store, router } = renderDashboard('/superset/dashboard/sales/?edit=true');
    await openInEditMode(store);
    await resizeChart(store);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    void router.navigate('/dashboard/list/');
    expect(await screen.findByText('Save changes to your dashboard?')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toContain('/superset/dashboard/sales/');
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/list/'));
  });
});
