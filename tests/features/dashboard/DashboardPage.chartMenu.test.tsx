/**
 * A dashboard chart's menu (issue 14): view query (result_type query), view as table (the result
 * grid), CSV only with can_csv, 'Edit chart' to Explore with can_explore, fullscreen.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';
import { GAMMA, OWNER, renderDashboard, resetCalls, server } from './dashboardPageHarness';

const resultTypes: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRunningChartRequests();
  resultTypes.length = 0;
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetCalls();
  server.use(
    http.post('*/api/v1/chart/data', async ({ request }) => {
      const body = (await request.json()) as { result_type?: string };
      resultTypes.push(body.result_type ?? 'full');
      if (body.result_type === 'query')
        return HttpResponse.json({
          result: [{ query: 'SELECT COUNT(*) FROM orders', colnames: [], coltypes: [], data: [] }],
        });
      return HttpResponse.json({
        result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }],
      });
    }),
  );
});

async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More options for ${name}` }));
}

describe('the chart menu', { timeout: 60_000 }, () => {
  it('shows the query the chart runs', async () => {
    renderDashboard();
    await openMenu('One');
    fireEvent.click(await screen.findByText('View query'));
    expect(await screen.findByText('SELECT COUNT(*) FROM orders')).toBeInTheDocument();
    expect(resultTypes).toContain('query');
  });

  it('shows the results in a grid', async () => {
    renderDashboard();
    await openMenu('One');
    fireEvent.click(await screen.findByText('View as table'));
    await waitFor(() => expect(resultTypes).toContain('results'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it("offers CSV and 'Edit chart' to a user with can_csv and can_explore", async () => {
    renderDashboard('/superset/dashboard/sales/', OWNER);
    await openMenu('One');
    expect(await screen.findByText('Export to .CSV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit chart' })).toHaveAttribute('href', '/explore/?slice_id=1');
    expect(screen.queryByText('Copy permalink to clipboard')).not.toBeInTheDocument();
  });

  it('offers neither to a viewer without them', async () => {
    renderDashboard('/superset/dashboard/sales/', GAMMA);
    await openMenu('One');
    expect(await screen.findByText('Force refresh')).toBeInTheDocument();
    expect(screen.queryByText('Export to .CSV')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit chart')).not.toBeInTheDocument();
  });

  it('lays a chart over the page in fullscreen, and back', async () => {
    renderDashboard();
    await openMenu('One');
    fireEvent.click(await screen.findByText('Enter fullscreen'));
    await waitFor(() => expect(document.querySelector('[data-chart-id="1"]')).toHaveStyle({ position: 'fixed' }));
    await openMenu('One');
    fireEvent.click(await screen.findByText('Exit fullscreen'));
    await waitFor(() => expect(document.querySelector('[data-chart-id="1"]')).not.toHaveStyle({ position: 'fixed' }));
  });
});
