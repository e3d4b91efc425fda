import type { Page } from '@playwright/test';
import {
  addSavedMetric,
  buildOnlineOrdersLine,
  chartArea,
  controlNamed,
  controls,
  copyPermalink,
  expectChartRendered,
  expectOnlineOrdersControls,
  findInChartList,
  isChartDataRequest,
  saveChartAs,
} from '../helpers/explore';
import { expect, freshSession, test } from './fixtures';
import { signIn } from './session';
import { deleteCharts, exampleDataset, unique } from './supersetData';

/** Opens Explore on sales.orders as a fresh chart (Superset's default viz type, the table). */
async function exploreOrders(page: Page): Promise<number> {
  const ordersId = await exampleDataset(page, 'sales', 'orders');
  await page.goto(`/explore/?datasource_type=table&datasource_id=${ordersId}`);
  await expect(controls(page)).toBeVisible();
  return ordersId;
}

/** Picks a column in a multi-select column control (Dimensions, Columns). */
async function addColumn(page: Page, controlLabel: string, column: string): Promise<void> {
  const select = controls(page).getByRole('combobox', { name: controlLabel });
  await select.click();
  await select.fill(column);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${column}\\b`) })
    .first()
    .click();
  await select.press('Escape');
  await expect(controlNamed(page, controlLabel)).toContainText(column);
}

test.describe('Explore against Superset', () => {
  test.beforeEach(async ({ page, context, failedCalls }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, failedCalls);
  });

  test('a table chart: nothing is queried until it has a dimension or a metric; then it renders, is saved and listed', async ({
    page,
  }) => {
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (isChartDataRequest(request)) chartRequests.push(request.postData() ?? '');
    });
    await exploreOrders(page);
    await expect(controls(page).getByRole('combobox', { name: 'Chart type' })).toBeVisible();
    // A fresh table chart: the controls say what is missing where the chart would be; Superset is not asked.
    await expect(chartArea(page).getByTestId('chart-controls-needed')).toBeVisible();
    await expect(controlNamed(page, 'Metrics').getByRole('alert')).toBeVisible();
    await expect(controls(page).getByRole('button', { name: 'Update chart' })).toBeDisabled();
    expect(chartRequests).toEqual([]);

    await addColumn(page, 'Dimensions', 'status');
    await addSavedMetric(page, 'COUNT(*)');
    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    expect([200, 202]).toContain((await answered).status());
    await expectChartRendered(page, 'table');
    await expect(chartArea(page).getByRole('grid').or(chartArea(page).getByRole('table')).first()).toContainText(
      'Delivered',
    );

    const chartName = unique('Orders by status');
    const sliceId = await saveChartAs(page, chartName);
    const row = await findInChartList(page, chartName);
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: chartName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/\\?.*slice_id=${sliceId}`));
    await expectChartRendered(page, 'table');
    await deleteCharts(page, [sliceId]);
  });

  test('a line chart built in the controls renders, is saved, listed, and its permalink opens in a fresh session', async ({
    page,
    browser,
    baseURL,
    failedCalls,
  }) => {
    await exploreOrders(page);
    await buildOnlineOrdersLine(page);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    await expectChartRendered(page, 'echarts_timeseries_line');

    const chartName = unique('Online orders per month');
    const sliceId = await saveChartAs(page, chartName);
    const saved = await page.request.get(`/api/v1/chart/${sliceId}`);
    expect(saved.ok()).toBe(true);
    const params = JSON.parse(((await saved.json()) as { result: { params: string } }).result.params) as Record<
      string,
      unknown
    >;
    expect(params).toMatchObject({ viz_type: 'echarts_timeseries_line', rolling_type: 'mean', x_axis: 'order_date' });

    const row = await findInChartList(page, chartName);
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: chartName, exact: true }).click();
    await expectChartRendered(page, 'echarts_timeseries_line');
    await expectOnlineOrdersControls(page);

    const link = await copyPermalink(page);
    expect(link.startsWith(`${baseURL}/`)).toBe(true);
    const other = await freshSession(browser, baseURL, failedCalls);
    await signIn(other.page, failedCalls);
    await other.page.goto(link);
    await expectChartRendered(other.page, 'echarts_timeseries_line');
    await expect(other.page.getByRole('heading', { name: chartName })).toBeVisible();
    await expectOnlineOrdersControls(other.page);
    await other.context.close();
    await deleteCharts(page, [sliceId]);
  });
});
