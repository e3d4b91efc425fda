/**
 * The dashboard page in view mode (issue 14) against the embedded server's example dashboards:
 * every chart rendered, charts of hidden tabs queried only when their tab opens, a permalink
 * opened in a fresh session, standalone=2, and a Gamma user without edit controls.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMenu, openSubmenu } from './pages';

const SALES = '/superset/dashboard/sales-overview/';
const AUDIENCE = '/superset/dashboard/audience-and-flights/';

/** The slice ids of the chart data requests the page sends, in order. */
function recordChartQueries(page: Page): number[] {
  const sliceIds: number[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/v1/chart/data')) return;
    const body = request.postDataJSON() as { form_data?: { slice_id?: number; dashboardId?: number } } | null;
    if (body?.form_data?.slice_id !== undefined) sliceIds.push(body.form_data.slice_id);
  });
  return sliceIds;
}

const visibleCharts = (page: Page): Locator => page.locator('[data-test="dashboard-chart"]:visible');

/** Scrolls to each chart shown and waits until it has drawn, without an error; resolves with their chart ids. */
async function expectEveryVisibleChartRendered(page: Page): Promise<number[]> {
  const charts = visibleCharts(page);
  const count = await charts.count();
  expect(count).toBeGreaterThan(0);
  const chartIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const chart = charts.nth(index);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByTestId('chart-rendered')).toBeVisible({ timeout: 30_000 });
    await expect(chart.getByTestId('chart-error')).toHaveCount(0);
    chartIds.push(Number(await chart.getAttribute('data-chart-id')));
  }
  return chartIds;
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

test.describe('the dashboard page', () => {
  test.use({ role: 'admin' });

  test('shows every chart of the sales overview and queries a hidden tab only when it opens', async ({ page }) => {
    const queried = recordChartQueries(page);
    await page.goto(SALES);
    await expect(page.getByRole('heading', { name: 'Sales overview' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Sales at a glance')).toBeVisible();
    await expect(page.locator('[data-test="dashboard-markdown"]').first().locator('table')).toBeVisible();

    // Each chart queries once, when shown: the grid's and the first tab's now, no other.
    const seen = new Set(await expectEveryVisibleChartRendered(page));
    expect(sorted(queried)).toEqual(sorted(seen));

    await page.getByRole('tab', { name: 'Breakdown' }).click();
    await expect(page.getByRole('tab', { name: 'Regions' })).toHaveAttribute('aria-selected', 'true');
    for (const id of await expectEveryVisibleChartRendered(page)) seen.add(id);
    expect(sorted(queried)).toEqual(sorted(seen));

    await page.getByRole('tab', { name: 'Customers' }).click();
    for (const id of await expectEveryVisibleChartRendered(page)) seen.add(id);
    expect(sorted(queried)).toEqual(sorted(seen));

    // Nothing is fetched twice: back to a tab already seen.
    await page.getByRole('tab', { name: 'Trends' }).click();
    await expectEveryVisibleChartRendered(page);
    expect(sorted(queried)).toEqual(sorted(seen));
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  test('shows every chart of the audience dashboard, nested tabs included', async ({ page }) => {
    await page.goto(AUDIENCE);
    await expect(page.getByRole('heading', { name: 'Audience and flights' })).toBeVisible();
    await expectEveryVisibleChartRendered(page);
    await page.getByRole('tab', { name: 'Flights' }).click();
    await expectEveryVisibleChartRendered(page);
    await page.getByRole('tab', { name: 'Delays' }).click();
    await expectEveryVisibleChartRendered(page);
  });

  test('a permalink opens the same tabs in a fresh session', async ({ page, context, pageAs }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(SALES);
    await page.getByRole('tab', { name: 'Breakdown' }).click();
    await page.getByRole('tab', { name: 'Customers' }).click();
    await openMenu(page, page.getByRole('button', { name: 'Dashboard actions' }));
    await openSubmenu(page, page.getByRole('menuitem', { name: /Share/ }));
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    const other = await pageAs('admin');
    await other.goto(link);
    await expect(other).toHaveURL(/permalink_key=/);
    await expect(other.getByRole('tab', { name: 'Breakdown' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    await expectEveryVisibleChartRendered(other);
  });

  test('standalone=2 hides the navigation and the title', async ({ page }) => {
    await page.goto(`${SALES}?standalone=2`);
    await expect(page.getByText('Sales at a glance')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sales overview' })).toHaveCount(0);
    await expect(page.locator('header.ant-layout-header')).toHaveCount(0);
    await expectEveryVisibleChartRendered(page);
  });
});

test.describe('a Gamma user', () => {
  test.use({ role: 'gamma' });

  test('views the dashboard but sees no edit controls', async ({ page }) => {
    await page.goto(SALES);
    await expect(page.getByRole('heading', { name: 'Sales overview' })).toBeVisible({ timeout: 30_000 });
    await expectEveryVisibleChartRendered(page);
    await expect(page.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Published' })).toHaveCount(0);
  });
});
