/**
 * Loading as Superset (reference §3.2): the dashboard, /charts and /datasets once each, then one
 * chart data call per chart that comes into view; charts in hidden tabs query when their tab opens;
 * nothing is fetched twice; every chart data call names the dashboard.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import { resetRunningChartRequests } from '../../../src/features/charts/thunks/runChart';
import { calls, ControlledIntersectionObserver, renderDashboard, resetCalls, server } from './dashboardPageHarness';

const originalObserver = globalThis.IntersectionObserver;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRunningChartRequests();
  globalThis.IntersectionObserver = originalObserver;
  ControlledIntersectionObserver.instances = [];
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  resetCalls();
  globalThis.IntersectionObserver = ControlledIntersectionObserver;
});

const queriedSlices = () => calls.chartData.map((call) => call.body.form_data?.slice_id);
const revealAll = () => act(() => ControlledIntersectionObserver.reveal(() => true));

describe('dashboard loading', { timeout: 60_000 }, () => {
  it('reads the dashboard, its charts and datasets once, and queries no chart before it is seen', async () => {
    renderDashboard();
    expect(await screen.findByText('Sales board')).toBeInTheDocument();
    expect(calls).toMatchObject({ dashboard: 1, charts: 1, datasets: 1 });
    expect(calls.chartData).toHaveLength(0);
    revealAll();
    await waitFor(() => expect(queriedSlices()).toEqual([1]));
  });

  it('queries a chart in a hidden tab only when its tab opens, and never twice', async () => {
    renderDashboard();
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(queriedSlices()).toEqual([1]));

    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await screen.findByRole('tab', { name: 'Inner one' });
    revealAll();
    await waitFor(() => expect(queriedSlices()).toEqual([1, 2]));

    fireEvent.click(screen.getByRole('tab', { name: 'Inner two' }));
    await waitFor(() => expect(screen.getByText('Three')).toBeInTheDocument());
    revealAll();
    await waitFor(() => expect(queriedSlices()).toEqual([1, 2, 3]));

    // Back and forth: every chart already has its data.
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    revealAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queriedSlices()).toEqual([1, 2, 3]);
    expect(calls).toMatchObject({ dashboard: 1, charts: 1, datasets: 1 });
  });

  it('sends dashboard_id and form_data.dashboardId with every chart query', async () => {
    renderDashboard();
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(calls.chartData).toHaveLength(1));
    const [call] = calls.chartData;
    expect(call!.url.searchParams.get('dashboard_id')).toBe('9');
    expect(call!.body.form_data).toMatchObject({
      dashboardId: 9,
      slice_id: 1,
      color_scheme: 'supersetColors',
      label_colors: { Shipped: '#ff0000' },
    });
  });

  it('refreshes the loaded charts, forced, from the menu', async () => {
    renderDashboard();
    await screen.findByText('Sales board');
    revealAll();
    await waitFor(() => expect(calls.chartData).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard actions' }));
    fireEvent.click(await screen.findByText('Refresh dashboard'));
    await waitFor(() => expect(calls.chartData).toHaveLength(2));
    expect(calls.chartData[1]!.body.force).toBe(true);
    expect(queriedSlices()).toEqual([1, 1]);
  });

  it('opens the tabs leading to focused_chart, then takes it off the address', async () => {
    renderDashboard('/superset/dashboard/sales/?focused_chart=3&standalone=1');
    await screen.findByText('Sales board');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/superset\/dashboard\/sales\/\?standalone=1$/),
    );
    expect(screen.getByRole('tab', { name: 'Inner two' })).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelector('[data-chart-id="3"]')).toHaveAttribute('data-focused', 'true');
  });

  it('opens the tab of a #anchor', async () => {
    renderDashboard('/superset/dashboard/sales/#TAB-b1');
    await screen.findByText('Sales board');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Inner one' })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores the tabs a permalink stored (permalink_key)', async () => {
    server.use(
      http.get('*/api/v1/dashboard/permalink/k9', () =>
        HttpResponse.json({ dashboardId: 'uuid-9', state: { activeTabs: ['TAB-b', 'TAB-b2'], anchor: 'CHART-3' } }),
      ),
    );
    renderDashboard('/superset/dashboard/9/?permalink_key=k9');
    await screen.findByText('Sales board');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Inner two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Three')).toBeInTheDocument();
  });
});
