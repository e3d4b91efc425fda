/** The chart the Explore journeys build: online orders per month with a 7-period rolling mean. */
import { expect } from '@playwright/test';
import type { ExplorePage } from './ExplorePage';

/** Its form data, for the form-data cache. */
export const onlineOrdersLine = {
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: [],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
  ],
  time_range: 'No filter',
  rolling_type: 'mean',
  rolling_periods: 7,
  row_limit: 10000,
};

/** Builds it in the controls panel, as a user does, on sales.orders. */
export async function buildOnlineOrdersLine(explore: ExplorePage): Promise<void> {
  await explore.chooseVizType('Line Chart');
  await expect(explore.combobox('X-axis')).toBeVisible();
  await explore.chooseInControl('X-axis', 'order_date', { type: true });
  await explore.chooseInControl('Time grain', 'Month', { type: true });
  await explore.addSavedMetric('COUNT(*)');
  await explore.addEqualsFilter('channel', 'Online');
  await expect(explore.filterTags).toHaveText(['channel == Online']);
  await explore.openAdvancedAnalytics();
  await explore.chooseInControl('Rolling Function', 'mean');
  await explore.controls.getByRole('textbox', { name: 'Periods', exact: true }).fill('7');
}

/** The controls show it: viz type, metric, filter, x-axis, time grain and rolling settings. */
export async function expectOnlineOrdersControls(explore: ExplorePage): Promise<void> {
  await expect(explore.combobox('Chart type')).toBeVisible({ timeout: 20_000 });
  await expect(explore.controls.getByText('Line Chart', { exact: true })).toBeVisible();
  await expect(explore.metricTags).toHaveText(['COUNT(*)']);
  await expect(explore.filterTags).toHaveText(['channel == Online']);
  await expect(explore.control('X-axis')).toContainText('order_date');
  await expect(explore.control('Time grain')).toContainText('Month');
  await explore.openAdvancedAnalytics();
  await expect(explore.control('Rolling Function')).toContainText('mean');
  await expect(explore.controls.getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
}
