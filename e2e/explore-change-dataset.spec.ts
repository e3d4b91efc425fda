import { expect, test } from './fixtures';
import { datasetId, formDataKey, isChartDataRequest, type SentQueryContext } from './helpers/appApi';
import { chooseOption } from './pages';

test.describe('changing the dataset in Explore', () => {
  test.use({ role: 'admin' });

  test('keeps what the new dataset has, drops the rest, and the chart runs on the new dataset', async ({
    page,
    explore,
  }) => {
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
    await explore.gotoFormData(key);
    await explore.expectChartRendered('echarts_timeseries_line');

    await page.getByRole('button', { name: 'Change dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dataset' });
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Dataset' }), 'main.daily_metrics', { type: true });
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog).toBeHidden();

    await expect(explore.datasourcePanel.getByRole('heading', { name: 'main.daily_metrics' })).toBeVisible();
    // count exists in both; channel does not exist in daily_metrics; the x-axis falls back to its time column.
    await expect(explore.metricTags).toHaveText(['COUNT(*)']);
    await expect(explore.control('X-axis')).toContainText('ds');

    const sent = page.waitForRequest(isChartDataRequest);
    await explore.updateChart();
    const context = (await sent).postDataJSON() as SentQueryContext;
    expect(context.datasource).toEqual({ id: dailyId, type: 'table' });
    expect(JSON.stringify(context.queries[0]?.columns)).not.toContain('channel');
    await explore.expectChartRendered('echarts_timeseries_line');
  });
});
