import { expect, test } from './fixtures';
import { datasetId, formDataKey, isChartDataRequest } from './helpers/appApi';

const overTime = { x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['count'], groupby: ['channel'] };

/** Every viz type with controls that make sense on sales.orders. */
const VIZ_TYPES: Record<string, Record<string, unknown>> = {
  table: { query_mode: 'aggregate', groupby: ['channel'], metrics: ['count', 'sum__revenue'], row_limit: 100 },
  pivot_table_v2: { groupbyRows: ['region'], groupbyColumns: ['channel'], metrics: ['sum__revenue'] },
  big_number_total: { metric: 'sum__revenue' },
  big_number: { x_axis: 'order_date', time_grain_sqla: 'P1M', metric: 'count' },
  echarts_timeseries_line: overTime,
  echarts_timeseries_bar: overTime,
  echarts_area: overTime,
  echarts_timeseries_scatter: overTime,
  mixed_timeseries: {
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    groupby: ['channel'],
    metrics_b: ['sum__revenue'],
    groupby_b: [],
  },
  pie: { groupby: ['status'], metric: 'sum__revenue' },
  funnel: { groupby: ['status'], metric: 'count' },
  gauge_chart: { metric: 'count' },
  treemap_v2: { groupby: ['region', 'country'], metric: 'sum__revenue' },
  sunburst_v2: { columns: ['region', 'country'], metric: 'sum__revenue' },
  heatmap_v2: { x_axis: 'channel', groupby: 'region', metric: 'count' },
  box_plot: { columns: ['country'], groupby: ['region'], metrics: ['sum__revenue'], whiskerOptions: 'Tukey' },
};

test.describe('every viz type renders in Explore', () => {
  test.use({ role: 'admin' });

  for (const [vizType, controlValues] of Object.entries(VIZ_TYPES)) {
    test(`${vizType} renders from a dataset without an error`, async ({ page, explore }) => {
      const ordersId = await datasetId(page, 'sales', 'orders');
      const key = await formDataKey(page, ordersId, {
        viz_type: vizType,
        adhoc_filters: [],
        time_range: 'No filter',
        ...controlValues,
      });
      const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
      await explore.gotoFormData(key);
      const response = await answered;
      expect(response.status(), await response.text()).toBe(200);
      await expect(explore.controls).toBeVisible({ timeout: 20_000 });
      await explore.expectChartRendered(vizType);
      // No control is flagged: the form data is complete for the viz type.
      await expect(explore.controls.getByRole('alert')).toHaveCount(0);
      await expect(explore.chartArea.getByRole('alert')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`${vizType}.png`) });
    });
  }
});
