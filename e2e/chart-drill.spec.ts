/**
 * Drilling from a chart's right-click menu: in Explore, a bar's 'Drill to detail by <value>' lists
 * the rows behind the bar (as many as the bar counts), fifty a page, page 2 on the server; on a
 * dashboard, 'Drill by' re-draws a pie slice grouped by another column, as a chart or a table.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { datasetId, formDataKey, isChartDataRequest } from './helpers/appApi';
import { openSubmenu, popupsSettled } from './pages';

/** One bar: shipped orders of Europe, counted per status. */
const shippedEuropeBar = {
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'status',
  metrics: ['count'],
  groupby: [],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: '==', comparator: 'Europe' },
  ],
  time_range: 'No filter',
  row_limit: 10000,
};

const isSamplesRequest = (url: string, page: number) =>
  new URL(url).pathname === '/datasource/samples' && new URL(url).searchParams.get('page') === String(page);

/** Right-clicks the canvas at a share of its width and height, then waits for the menu to settle. */
async function rightClickCanvas(page: Page, canvas: Locator, x: number, y: number): Promise<Locator> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The chart has no canvas');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y, { button: 'right' });
  const menu = page.locator('.ant-dropdown-menu:visible').first();
  await expect(menu).toBeVisible();
  await popupsSettled(page);
  return menu;
}

/**
 * Opens a submenu of the chart's menu and clicks one of its items. On a busy machine a submenu can
 * close while the pointer travels to its item: then the menu (opened again if it closed) is tried again.
 */
async function clickInSubmenu(page: Page, openMenu: () => Promise<Locator>, submenu: string, item: string) {
  await expect(async () => {
    const open = page.locator('.ant-dropdown-menu:visible').first();
    const menu = (await open.count()) > 0 ? open : await openMenu();
    await openSubmenu(page, menu.getByText(submenu, { exact: true }));
    await page.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

test.describe('chart drill', () => {
  test.use({ role: 'admin' });

  test("a bar's 'Drill to detail by' lists the rows behind it, paged on the server", async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const key = await formDataKey(page, ordersId, shippedEuropeBar);
    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    await explore.gotoFormData(key);
    const reply = (await (await answered).json()) as { result: { data: Record<string, number>[] }[] };
    const barCount = reply.result[0]!.data[0]!.count!;
    expect(barCount).toBeGreaterThan(50);
    await explore.expectChartRendered('echarts_timeseries_bar');

    // The one bar fills the middle of the plot from its foot to well above half its height; left of
    // the middle, so that the menu and its submenu open inside the window.
    const openMenu = () => rightClickCanvas(page, explore.chartArea.locator('canvas').first(), 0.35, 0.7);
    const menu = await openMenu();
    await expect(menu.getByRole('menuitem', { name: 'Drill to detail', exact: true })).toBeVisible();
    const firstPage = page.waitForResponse((response) => isSamplesRequest(response.url(), 1));
    await clickInSubmenu(page, openMenu, 'Drill to detail by', 'Drill to detail by Shipped');
    const sent = (await firstPage).request().postDataJSON() as { filters: unknown[] };
    expect(sent.filters).toContainEqual({ col: 'status', op: '==', val: 'Shipped' });

    const dialog = page.getByRole('dialog', { name: /^Drill to detail: .*orders$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-test="filter-col"]')).toHaveText(['statusShipped']);
    await expect(dialog.locator('[data-test="row-count-label"]')).toHaveText(
      `${new Intl.NumberFormat('en-US').format(barCount)} rows`,
    );
    const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(50);
    const firstRowOfPage1 = await rows.first().textContent();

    const secondPage = page.waitForResponse((response) => isSamplesRequest(response.url(), 2));
    await dialog.locator('.ant-pagination-item-2').click();
    expect((await secondPage).status()).toBe(200);
    await expect(dialog.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(rows.first()).not.toHaveText(firstRowOfPage1 ?? '');
    await expect(rows).toHaveCount(Math.min(50, barCount - 50));
  });

  test("'Drill by' on a dashboard's pie re-groups the slice by another column", async ({ page }) => {
    // The pie is the dashboard's rightmost chart: a wider window leaves its menu room for a submenu.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/superset/dashboard/sales-overview/');
    const chart = page
      .locator('[data-test="dashboard-chart"]')
      .filter({ has: page.locator('[data-test="chart-title"]:text-is("Revenue by order status")') });
    await expect(chart).toBeVisible({ timeout: 30_000 });
    // At the top of the window: the menu and its submenu open below it without scrolling the page
    // (a scroll moves the page under the pointer, and the submenu closes).
    await chart.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(chart).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });

    // 'Delivered', four fifths of the ring clockwise from twelve o'clock: left of the centre, in the
    // outer part of the ring (it spans 30% to 70% of the radius).
    const canvas = chart.locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    const radiusShare = (Math.min(box.width, box.height) / 2 / box.width) * 0.62;
    const openMenu = () => rightClickCanvas(page, canvas, 0.5 - radiusShare, 0.5);
    await openMenu();
    const drilled = page.waitForRequest(isChartDataRequest);
    await clickInSubmenu(page, openMenu, 'Drill by', 'channel');
    const context = (await drilled).postDataJSON() as { queries: { columns: unknown[]; filters: unknown[] }[] };
    expect(context.queries[0]!.columns).toEqual(['channel']);
    expect(context.queries[0]!.filters).toContainEqual({ col: 'status', op: '==', val: 'Delivered' });

    const dialog = page.getByRole('dialog', { name: 'Drill by: Revenue by order status' });
    await expect(dialog.getByTestId('chart-rendered')).toHaveAttribute('data-viz-type', 'pie', { timeout: 20_000 });
    await expect(dialog.locator('canvas').first()).toBeVisible();
    await dialog.getByText('Table', { exact: true }).click();
    await expect(dialog.getByTestId('drill-by-table')).toContainText('Online');
    await expect(dialog.getByTestId('drill-by-table')).toContainText('Partner');
  });
});
