/**
 * What the page shows (spec charts §2, §5, §6): the title or '[ untitled dashboard ]', the URL's
 * display options, edit controls only for those who can edit, the publish toggle and its refusal
 * message, the permalink copy, every component type, markdown escaping, sliceNameOverride, the CSS.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';
import {
  calls,
  dashboardReply,
  GAMMA,
  OWNER,
  person,
  renderDashboard,
  resetCalls,
  server,
} from './dashboardPageHarness';

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
});

const toastTexts = (store: ReturnType<typeof renderDashboard>['store']) =>
  store.getState().toasts.messages.map((toast) => toast.text);

describe('the dashboard header', { timeout: 60_000 }, () => {
  it("shows '[ untitled dashboard ]' for an empty title", async () => {
    server.use(
      http.get('*/api/v1/dashboard/:idOrSlug', () => HttpResponse.json(dashboardReply({ dashboard_title: '' }))),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: '[ untitled dashboard ]' })).toBeInTheDocument();
  });

  it('standalone=2 hides the title bar', async () => {
    renderDashboard('/superset/dashboard/sales/?standalone=2');
    await screen.findByText('Overview');
    expect(screen.queryByText('Sales board')).not.toBeInTheDocument();
  });

  it("uiConfig=8 hides the charts' menus, uiConfig=2 the top-level tab bar", async () => {
    renderDashboard('/superset/dashboard/sales/?uiConfig=10');
    await screen.findByText('Sales board');
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More options for/ })).not.toBeInTheDocument();
  });

  it('a viewer sees no edit controls: no Edit dashboard, no publish toggle', async () => {
    renderDashboard('/superset/dashboard/sales/', GAMMA);
    await screen.findByText('Sales board');
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Published' })).not.toBeInTheDocument();
  });

  it('an owner sees Edit dashboard and publishes or unpublishes with a PUT of published only', async () => {
    server.use(
      http.put('*/api/v1/dashboard/9', async ({ request }) => {
        calls.writes.push({ method: 'PUT', path: '/api/v1/dashboard/9', body: await request.json() });
        return HttpResponse.json({ id: 9, result: { published: false }, last_modified_time: 1 });
      }),
    );
    renderDashboard();
    await screen.findByText('Sales board');
    expect(screen.getByRole('button', { name: 'Edit dashboard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(await screen.findByRole('button', { name: 'Draft' })).toBeInTheDocument();
    expect(calls.writes).toEqual([{ method: 'PUT', path: '/api/v1/dashboard/9', body: { published: false } }]);
  });

  it("a refused publish says 'You do not have permissions to edit this dashboard.'", async () => {
    server.use(http.put('*/api/v1/dashboard/9', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const { store } = renderDashboard();
    await screen.findByText('Sales board');
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    await waitFor(() => expect(toastTexts(store)).toContain('You do not have permissions to edit this dashboard.'));
    expect(screen.getByRole('button', { name: 'Published' })).toBeInTheDocument();
  });

  it("copies a permalink with the open tabs: 'Copied to clipboard!'", async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void written.push(text)) },
    });
    let permalinkBody: unknown = null;
    server.use(
      http.post('*/api/v1/dashboard/9/permalink', async ({ request }) => {
        permalinkBody = await request.json();
        return HttpResponse.json({ key: 'k1', url: 'http://localhost/superset/dashboard/p/k1/' }, { status: 201 });
      }),
    );
    const { store } = renderDashboard();
    await screen.findByText('Sales board');
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard actions' }));
    fireEvent.mouseEnter(await screen.findByText('Share'));
    fireEvent.click(await screen.findByText('Copy permalink to clipboard'));
    await waitFor(() => expect(toastTexts(store)).toContain('Copied to clipboard!'));
    expect(written).toEqual(['http://localhost/superset/dashboard/p/k1/']);
    expect(permalinkBody).toMatchObject({ activeTabs: ['TAB-b'], dataMask: {}, urlParams: [] });
  });

  it('offers no share, export or save as to a user without those permissions', async () => {
    renderDashboard('/superset/dashboard/sales/', person(7, [['can_read', 'Dashboard']]));
    await screen.findByText('Sales board');
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard actions' }));
    expect(await screen.findByText('Refresh dashboard')).toBeInTheDocument();
    expect(screen.getByText('Set auto-refresh interval')).toBeInTheDocument();
    expect(screen.queryByText('Share')).not.toBeInTheDocument();
    expect(screen.queryByText('Save as')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit properties')).not.toBeInTheDocument();
    // As in Superset, everyone may download a picture or a PDF; the YAML export needs can_export.
    fireEvent.mouseEnter(screen.getByText('Download'));
    expect(await screen.findByText('Download as Image')).toBeInTheDocument();
    expect(screen.queryByText('Export YAML')).not.toBeInTheDocument();
  });
});

describe('the grid', { timeout: 60_000 }, () => {
  it('renders headers by size and background, a divider, markdown with its table, and the CSS', async () => {
    renderDashboard();
    await screen.findByText('Sales board');
    const big = screen.getByText('Sales');
    expect(big).toHaveAttribute('data-header-size', 'LARGE_HEADER');
    expect(big).toHaveAttribute('data-background', 'white');
    expect(big).toHaveStyle({ fontSize: '32px' });
    expect(screen.getByText('Small print')).toHaveStyle({ fontSize: '16px' });
    expect(document.querySelector('[data-test="dashboard-divider"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    // ESCAPE_MARKDOWN_HTML on: the raw tag shows as text.
    expect(screen.getByText(/<b>raw<\/b>/)).toBeInTheDocument();
    expect(document.head.querySelector('style[data-dashboard-css]')?.textContent).toContain('rgb(1, 2, 3)');
  });

  it('renders raw HTML of markdown when ESCAPE_MARKDOWN_HTML is off', async () => {
    renderDashboard('/superset/dashboard/sales/', OWNER, {});
    await screen.findByText('Sales board');
    expect((await screen.findByText('raw')).tagName).toBe('B');
  });

  it('sizes charts from the 12-column grid and 8 px rows, and honours sliceNameOverride', async () => {
    renderDashboard();
    await screen.findByText('Sales board');
    // 1200 px grid: a column is (1200 + 16) / 12 − 16 px; width 6 = 6 columns + 5 gutters.
    expect(document.querySelector('[data-chart-id="1"]')).toHaveStyle({ width: '592px', height: '400px' });
    // Markdown in a width-6 column fills the column, whatever its own width says.
    expect(document.getElementById('MARKDOWN-1')).toHaveStyle({ width: '592px', height: '240px' });
    expect(screen.getByText('One')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('Two, renamed here')).toBeInTheDocument();
  });

  it('shows the error of a dashboard that cannot be read', async () => {
    server.use(
      http.get('*/api/v1/dashboard/:idOrSlug', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderDashboard();
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
