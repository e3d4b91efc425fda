import { expect, test } from '@playwright/test';
import {
  chooseOption,
  controls,
  datasetId,
  expectChartRendered,
  formDataKey,
  isChartDataRequest,
  login,
  type SentQueryContext,
} from './helpers/explore';

test.describe('changing the dataset in Explore', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('keeps what the new dataset has, drops the rest, and the chart runs on the new dataset', async ({ page }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const dailyId = await datasetId(page, 'main', 'daily_metrics');
    const key = await formDataKey(page, ordersId, {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: ['count'],
      groupby: ['channel'],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 10000,
    });
    await page.goto(`/explore/?form_data_key=${key}`);
    await expectChartRendered(page, 'echarts_timeseries_line');

    await page.getByRole('button', { name: 'Change dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dataset' });
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Dataset' }), 'main.daily_metrics', { type: true });
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog).toBeHidden();

    const panel = controls(page);
    await expect(
      page.getByTestId('datasource-panel').getByRole('heading', { name: 'main.daily_metrics' }),
    ).toBeVisible();
    // count exists in both; channel does not exist in daily_metrics; the x-axis falls back to its time column.
    await expect(panel.getByTestId('metric-tag')).toHaveText(['COUNT(*)']);
    await expect(
      panel.getByRole('combobox', { name: 'X-axis' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).toContainText('ds');

    const sent = page.waitForRequest(isChartDataRequest);
    await panel.getByRole('button', { name: 'Update chart' }).click();
    const context = (await sent).postDataJSON() as SentQueryContext;
    expect(context.datasource).toEqual({ id: dailyId, type: 'table' });
    expect(JSON.stringify(context.queries[0]?.columns)).not.toContain('channel');
    await expectChartRendered(page, 'echarts_timeseries_line');
  });
});
