/**
 * Filtering a dashboard in the browser (spec charts §3–§6, reference §3.6–§3.8, §4.5) on the
 * example 'Sales overview': a region chosen and applied re-queries only the charts in its scope,
 * the indicator names it, a reload keeps it (native_filters_key); the country filter offers only
 * the chosen region's countries; the order date narrows the line chart; a pie slice clicked
 * filters the other charts and clicked again lets them go; a chart's permalink brings back
 * filters, cross-filter, tab and anchor in a fresh browser.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  applyFilters,
  chartIdsByName,
  filterControl,
  nextChartQuery,
  offeredValues,
  pickFilterValue,
  recordChartQueries,
  type ChartQuery,
} from './pages';

const SALES = '/superset/dashboard/sales-overview/';
const EUROPE_FILTER = { col: 'region', op: 'IN', val: ['Europe'] };

const chartNamed = (page: Page, name: string): Locator =>
  page
    .locator('[data-test="dashboard-chart"]')
    .filter({ has: page.locator(`[data-test="chart-title"]:text-is("${name}")`) });

/** Scrolls to each chart shown and waits until it has drawn; resolves with their ids. */
async function visibleChartsRendered(page: Page): Promise<number[]> {
  const charts = page.locator('[data-test="dashboard-chart"]:visible');
  // The page loads before the dashboard's layout arrives: wait for its first chart before counting.
  await expect(charts.first()).toBeVisible({ timeout: 30_000 });
  const ids: number[] = [];
  for (let index = 0; index < (await charts.count()); index += 1) {
    const chart = charts.nth(index);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
    ids.push(Number(await chart.getAttribute('data-chart-id')));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return ids;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
const queriedSince = (queries: ChartQuery[], from: number) => queries.slice(from);

/**
 * Clicks the pie's largest slice ('Delivered', four fifths of the ring from twelve o'clock
 * clockwise): right of the centre, halfway out, is always inside it.
 */
async function clickPieSlice(page: Page, chart: Locator, expectFilter: boolean): Promise<void> {
  await expect(chart).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
  const canvas = chart.locator('canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The pie has no canvas');
  const radius = Math.min(box.width, box.height) / 2;
  await page.mouse.click(box.x + box.width / 2 + radius * 0.55, box.y + box.height / 2);
  await expect(page.locator('[data-test="cross-filter"]')).toHaveCount(expectFilter ? 1 : 0, { timeout: 15_000 });
}

test.describe('dashboard filters', () => {
  test.use({ role: 'admin' });

  test('a region applied re-queries only the charts in its scope, shows in their indicator, and survives a reload', async ({
    page,
  }) => {
    const queries = recordChartQueries(page);
    await page.goto(SALES);
    await expect(filterControl(page, 'Region')).toBeVisible({ timeout: 30_000 });
    const shown = await visibleChartsRendered(page);
    const ids = await chartIdsByName(page);
    const before = queries.length;

    await pickFilterValue(page, 'Region', 'Europe');
    // Chosen, not applied: nothing queries yet.
    expect(queriedSince(queries, before)).toEqual([]);
    await applyFilters(page);

    // Every chart shown re-queries with the region, except 'Total revenue' (left out of its scope).
    const inScope = shown.filter((id) => id !== ids['Total revenue']);
    await expect
      .poll(() => sorted(queriedSince(queries, before).map((query) => query.sliceId)))
      .toEqual(sorted(inScope));
    for (const query of queriedSince(queries, before))
      expect(query.extraFormData.filters).toContainEqual(EUROPE_FILTER);
    for (const id of inScope)
      await expect(page.locator(`[data-chart-id="${id}"]`)).toHaveAttribute('data-chart-status', 'rendered');
    // The numbers changed: the funnel counts fewer orders.
    const funnel = queries.filter((query) => query.sliceId === ids['Order funnel']);
    expect(JSON.stringify(funnel.at(-1)?.rows)).not.toEqual(JSON.stringify(funnel[0]?.rows));

    // The indicator names the filter and its value; the excluded chart has none.
    const indicator = chartNamed(page, 'Order funnel').locator('[data-test="filter-indicators"]');
    await expect(indicator).toHaveAttribute('data-applied', '1');
    await indicator.hover();
    await expect(page.locator('[data-test="applied-filters"]')).toContainText('Region: Europe');
    await expect(chartNamed(page, 'Total revenue').locator('[data-test="filter-indicators"]')).toHaveCount(0);

    // The address names the filter state; a reload brings it back.
    await expect(page).toHaveURL(/native_filters_key=/);
    const reloaded = queries.length;
    await page.reload();
    await expect(filterControl(page, 'Region')).toContainText('Europe', { timeout: 30_000 });
    await visibleChartsRendered(page);
    const funnelAfterReload = queriedSince(queries, reloaded).find((query) => query.sliceId === ids['Order funnel']);
    expect(funnelAfterReload?.extraFormData.filters).toContainEqual(EUROPE_FILTER);
  });

  test('the country filter offers only the countries of the region chosen above it', async ({ page }) => {
    await page.goto(SALES);
    await expect(filterControl(page, 'Country')).toBeVisible({ timeout: 30_000 });
    const all = await offeredValues(page, 'Country');
    // The list is virtual: its first ten, alphabetically, from several regions.
    expect(all).toEqual(expect.arrayContaining(['Argentina', 'Australia', 'Canada', 'France']));

    // Picked but not yet applied: the child already follows its parent's pending choice.
    await pickFilterValue(page, 'Region', 'North America');
    await expect.poll(() => offeredValues(page, 'Country')).toEqual(['Canada', 'United States']);
  });

  test('an order date range narrows the monthly line chart', async ({ page }) => {
    const queries = recordChartQueries(page);
    await page.goto(SALES);
    await expect(filterControl(page, 'Order date')).toBeVisible({ timeout: 30_000 });
    await visibleChartsRendered(page);
    const ids = await chartIdsByName(page);
    const lineId = ids['Orders per month'];
    const monthsBefore = queries.filter((query) => query.sliceId === lineId).at(-1)?.rows?.length ?? 0;
    expect(monthsBefore).toBeGreaterThan(24);

    const orderDate = filterControl(page, 'Order date');
    await orderDate.getByText('Advanced', { exact: true }).click();
    await orderDate.getByLabel('START (INCLUSIVE)').fill('2024-01-01');
    await orderDate.getByLabel('END (EXCLUSIVE)').fill('2025-01-01');
    const before = queries.length;
    await applyFilters(page);
    await expect
      .poll(() => queriedSince(queries, before).find((query) => query.sliceId === lineId && query.rows)?.rows?.length)
      .toBeLessThanOrEqual(12 * 4);
    const narrowed = queriedSince(queries, before).find((query) => query.sliceId === lineId);
    expect(narrowed?.extraFormData.time_range).toBe('2024-01-01 : 2025-01-01');
    expect(narrowed?.rows?.length).toBeLessThan(monthsBefore);
    await expect(chartNamed(page, 'Orders per month')).toHaveAttribute('data-chart-status', 'rendered');
  });

  test('a pie slice clicked filters the other charts; clicked again, they return', async ({ page }) => {
    const queries = recordChartQueries(page);
    await page.goto(SALES);
    await visibleChartsRendered(page);
    const ids = await chartIdsByName(page);
    const pie = chartNamed(page, 'Revenue by order status');
    await pie.scrollIntoViewIfNeeded();

    const before = queries.length;
    const funnelFiltered = nextChartQuery(page, ids['Order funnel']!);
    await clickPieSlice(page, pie, true);
    await expect(page.locator('[data-test="cross-filter"]')).toContainText('Revenue by order status');
    expect((await funnelFiltered).extraFormData).toMatchObject({ filters: [{ col: 'status', op: 'IN' }] });
    // The pie itself does not re-query with its own filter.
    expect(queriedSince(queries, before).some((query) => query.sliceId === ids['Revenue by order status'])).toBe(false);

    const funnelCleared = nextChartQuery(page, ids['Order funnel']!);
    await clickPieSlice(page, pie, false);
    expect((await funnelCleared).extraFormData).toEqual({});
  });

  test("a chart's permalink opens with the same filters, cross-filter, tab and anchor in a fresh browser", async ({
    page,
    context,
    pageAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(SALES);
    await visibleChartsRendered(page);
    await pickFilterValue(page, 'Region', 'Europe');
    await applyFilters(page);
    const pie = chartNamed(page, 'Revenue by order status');
    await pie.scrollIntoViewIfNeeded();
    await expect(pie).toHaveAttribute('data-chart-status', 'rendered');
    await clickPieSlice(page, pie, true);
    const crossFilterText = await page.locator('[data-test="cross-filter"]').innerText();

    await page.getByRole('tab', { name: 'Breakdown' }).click();
    const target = chartNamed(page, 'Revenue by region and channel');
    await target.scrollIntoViewIfNeeded();
    await target.getByRole('button', { name: /More options for/ }).click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    const other = await pageAs('admin');
    await other.setViewportSize({ width: 1280, height: 720 });
    const otherQueries = recordChartQueries(other);
    await other.goto(link);
    await expect(other).toHaveURL(/permalink_key=/);
    await expect(other.getByRole('tab', { name: 'Breakdown' })).toHaveAttribute('aria-selected', 'true');
    await expect(filterControl(other, 'Region')).toContainText('Europe');
    await expect(other.locator('[data-test="cross-filter"]')).toHaveText(crossFilterText, { useInnerText: true });
    const restored = chartNamed(other, 'Revenue by region and channel');
    await expect(restored).toBeInViewport();
    await expect(restored).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
    const targetId = Number(await restored.getAttribute('data-chart-id'));
    const restoredQuery = otherQueries.find((query) => query.sliceId === targetId);
    expect(restoredQuery?.extraFormData.filters).toContainEqual(EUROPE_FILTER);
    expect(restoredQuery?.extraFormData.filters).toContainEqual(expect.objectContaining({ col: 'status' }));
  });
});
