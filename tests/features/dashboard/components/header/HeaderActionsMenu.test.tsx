/**
 * The header's '…' menu on the dashboard page: 'Save as' (copy the dashboard, open the copy, or say
 * why not) for who may create dashboards, and Download → 'Export to PDF' / 'Download as Image'.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../../../src/api/client';
import { resetRunningChartRequests } from '../../../../../src/features/charts/thunks/runChart';
import { GAMMA, OWNER, person, renderDashboard, resetCalls, server } from '../../dashboardPageHarness';

const snapshot = vi.hoisted(() => ({ download: vi.fn() }));
vi.mock('../../../../../src/features/dashboard/components/header/dashboardSnapshot', () => ({
  downloadDashboardSnapshot: snapshot.download,
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRunningChartRequests();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetCalls();
  snapshot.download.mockReset();
});

type Store = ReturnType<typeof renderDashboard>['store'];
const toastTexts = (store: Store) => store.getState().toasts.messages.map((toast) => toast.text);

async function openMenu() {
  await screen.findByText('Sales board');
  fireEvent.click(screen.getByRole('button', { name: 'Dashboard actions' }));
  await screen.findByText('Refresh dashboard');
}

async function openSaveAs() {
  await openMenu();
  fireEvent.click(screen.getByText('Save as'));
  return screen.findByRole('dialog', { name: 'Save dashboard' });
}

/** Answers the copy with `reply`, recording the bodies posted. */
function copyReplies(reply: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/v1/dashboard/9/copy/', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
  return bodies;
}

describe("'Save as'", { timeout: 60_000 }, () => {
  it('copies the dashboard with its layout, the charts duplicated when asked, then opens the copy', async () => {
    const bodies = copyReplies(() => HttpResponse.json({ result: { id: 15, last_modified_time: 1 } }));
    const { store } = renderDashboard();
    const dialog = await openSaveAs();
    const name = within(dialog).getByLabelText('Save as:');
    expect(name).toHaveValue('Sales board [copy]');
    expect(name).toHaveAttribute('placeholder', '[dashboard name]');
    fireEvent.change(name, { target: { value: 'Sales for Europe' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'also copy (duplicate) charts' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/15/'));
    expect(toastTexts(store)).toContain('This dashboard was saved successfully.');
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body).toMatchObject({
      dashboard_title: 'Sales for Europe',
      css: '.dashboard-markdown h2 { color: rgb(1, 2, 3); }',
      duplicate_slices: true,
    });
    const metadata = JSON.parse(body.json_metadata as string) as Record<string, unknown>;
    expect(metadata).toMatchObject({ color_scheme: 'supersetColors', label_colors: { Shipped: '#ff0000' } });
    const positions = metadata.positions as Record<string, { meta?: { chartId?: number } }>;
    expect(positions.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(positions['CHART-1']?.meta?.chartId).toBe(1);
  });

  it("refuses an empty name: 'You must pick a name for the new dashboard'", async () => {
    const bodies = copyReplies(() => HttpResponse.json({ result: { id: 15 } }));
    const { store } = renderDashboard();
    const dialog = await openSaveAs();
    fireEvent.change(within(dialog).getByLabelText('Save as:'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(store)).toContain('You must pick a name for the new dashboard'));
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Save dashboard' })).toBeInTheDocument();
  });

  it.each([
    [403, { message: 'Forbidden' }, 'You do not have permission to edit this dashboard'],
    [
      422,
      { message: 'Dashboard could not be copied.' },
      'Sorry, there was an error saving this dashboard: Dashboard could not be copied.',
    ],
  ])('shows a failed copy (%i) as a toast and stays on the dashboard', async (status, reply, text) => {
    copyReplies(() => HttpResponse.json(reply, { status }));
    const { store } = renderDashboard();
    const dialog = await openSaveAs();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(store)).toContain(text));
    expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/sales/');
  });

  it('is offered only to who may create dashboards, and with DASHBOARD_RBAC only to owners', async () => {
    const { unmount } = renderDashboard('/superset/dashboard/sales/', GAMMA);
    await openMenu();
    expect(screen.queryByText('Save as')).not.toBeInTheDocument();
    unmount();
    const writer = person(5, [
      ['can_read', 'Dashboard'],
      ['can_write', 'Dashboard'],
    ]);
    renderDashboard('/superset/dashboard/sales/', writer, { DASHBOARD_RBAC: true });
    await openMenu();
    expect(screen.queryByText('Save as')).not.toBeInTheDocument();
  });
});

describe('Download', { timeout: 60_000 }, () => {
  it('draws the dashboard as a picture or a PDF named after its title, the YAML export beside them', async () => {
    snapshot.download.mockResolvedValue(undefined);
    renderDashboard('/superset/dashboard/sales/', OWNER);
    await openMenu();
    fireEvent.mouseEnter(screen.getByText('Download'));
    expect(await screen.findByText('Export YAML')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Download as Image'));
    await waitFor(() => expect(snapshot.download).toHaveBeenCalledWith('image', 'Sales board'));
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard actions' }));
    fireEvent.mouseEnter(await screen.findByText('Download'));
    fireEvent.click(await screen.findByText('Export to PDF'));
    await waitFor(() => expect(snapshot.download).toHaveBeenCalledWith('pdf', 'Sales board'));
  });

  it.each([
    ['Download as Image', 'Image download failed, please refresh and try again.'],
    ['Export to PDF', 'PDF download failed, please refresh and try again.'],
  ])("warns when '%s' fails: '%s'", async (item, text) => {
    snapshot.download.mockRejectedValue(new Error('tainted canvas'));
    const { store } = renderDashboard('/superset/dashboard/sales/', GAMMA);
    await openMenu();
    fireEvent.mouseEnter(screen.getByText('Download'));
    fireEvent.click(await screen.findByText(item));
    await waitFor(() => expect(toastTexts(store)).toContain(text));
    expect(store.getState().toasts.messages.find((toast) => toast.text === text)?.toastType).toBe('warning');
  });
});
