import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  buildOnlineOrdersLine,
  chartArea,
  chartError,
  chooseOption,
  controlNamed,
  controls,
  datasetId,
  expectChartRendered,
  isChartDataRequest,
  login,
  type SentQueryContext,
} from './helpers/explore';

test.describe('building a chart in Explore', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('a line chart of a metric by month with a filter and a rolling mean renders, and its query carries them', async ({
    page,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await page.goto(`/explore/?datasource_type=table&datasource_id=${ordersId}`);
    await expect(controls(page)).toBeVisible({ timeout: 20_000 });
    await buildOnlineOrdersLine(page);

    const sent = page.waitForRequest(isChartDataRequest);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    const context = (await sent).postDataJSON() as SentQueryContext;
    await expectChartRendered(page, 'echarts_timeseries_line');

    expect(context.datasource).toEqual({ id: ordersId, type: 'table' });
    const query = context.queries[0]!;
    expect(query.filters).toContainEqual({ col: 'channel', op: '==', val: 'Online' });
    expect(query.columns).toContainEqual(
      expect.objectContaining({ sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' }),
    );
    expect(query.metrics).toEqual(['count']);
    const rolling = query.post_processing?.find((step) => step?.operation === 'rolling');
    expect(rolling?.options).toMatchObject({ rolling_type: 'mean', window: 7 });
    await page.screenshot({ path: test.info().outputPath('line-online-rolling.png') });
  });

  test('switching the viz type to bar and back to line keeps the metric, x-axis, filter and rolling settings', async ({
    page,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await page.goto(`/explore/?datasource_type=table&datasource_id=${ordersId}`);
    await expect(controls(page)).toBeVisible({ timeout: 20_000 });
    await buildOnlineOrdersLine(page);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    await expectChartRendered(page, 'echarts_timeseries_line');

    const expectSettingsKept = async () => {
      await expect(controls(page).getByTestId('metric-tag')).toHaveText(['COUNT(*)']);
      await expect(controls(page).getByTestId('filter-tag')).toHaveText(['channel == Online']);
      await expect(controlNamed(page, 'X-axis')).toContainText('order_date');
      await expect(controlNamed(page, 'Time grain')).toContainText('Month');
      const advanced = controls(page).getByRole('button', { name: /Advanced analytics/ });
      if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
      await expect(controlNamed(page, 'Rolling Function')).toContainText('mean');
      await expect(controls(page).getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
    };

    await chooseOption(page, controls(page).getByRole('combobox', { name: 'Chart type' }), 'Bar Chart', { type: true });
    await expectSettingsKept();
    let sent = page.waitForRequest(isChartDataRequest);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    expect(((await sent).postDataJSON() as SentQueryContext).form_data?.viz_type).toBe('echarts_timeseries_bar');
    await expectChartRendered(page, 'echarts_timeseries_bar');

    await chooseOption(page, controls(page).getByRole('combobox', { name: 'Chart type' }), 'Line Chart', {
      type: true,
    });
    await expectSettingsKept();
    sent = page.waitForRequest(isChartDataRequest);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
    expect(query.filters).toContainEqual({ col: 'channel', op: '==', val: 'Online' });
    expect(query.post_processing?.find((step) => step?.operation === 'rolling')?.options).toMatchObject({
      rolling_type: 'mean',
      window: 7,
    });
    await expectChartRendered(page, 'echarts_timeseries_line');
  });
});

test.describe('explore state', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the controls are kept in the form-data cache: after Update chart a reload shows the same chart and controls', async ({
    page,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await page.goto(`/explore/?datasource_type=table&datasource_id=${ordersId}`);
    await expect(controls(page)).toBeVisible({ timeout: 20_000 });
    await buildOnlineOrdersLine(page);
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    await expectChartRendered(page, 'echarts_timeseries_line');
    await expect(page).toHaveURL(/\/explore\/\?form_data_key=[^&]+$/);

    await page.reload();
    await expectChartRendered(page, 'echarts_timeseries_line');
    await expect(controls(page).getByTestId('metric-tag')).toHaveText(['COUNT(*)']);
    await expect(controls(page).getByTestId('filter-tag')).toHaveText(['channel == Online']);
    await controls(page)
      .getByRole('button', { name: /Advanced analytics/ })
      .click();
    await expect(controls(page).getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
  });

  test('a control with a validation error blocks Update chart until it is fixed', async ({ page }) => {
    await page.goto('/explore/?slice_id=1');
    await expectChartRendered(page, 'echarts_timeseries_line');
    const update = controls(page).getByRole('button', { name: 'Update chart' });
    await controls(page).getByLabel('Remove COUNT(*)').click();
    await expect(controlNamed(page, 'Metrics').getByRole('alert')).toHaveText('Metrics cannot be empty');
    await expect(update).toBeDisabled();

    await controls(page).getByRole('button', { name: 'Add Metrics' }).click();
    const metricEditor = page.getByTestId('adhoc-metric-editor');
    await chooseOption(page, metricEditor.getByRole('combobox', { name: 'Column' }), 'revenue', { type: true });
    await chooseOption(page, metricEditor.getByRole('combobox', { name: 'Aggregate' }), 'SUM');
    await metricEditor.getByRole('button', { name: 'Save' }).click();
    await expect(controls(page).getByTestId('metric-tag')).toHaveText(['SUM(revenue)']);
    await expect(controlNamed(page, 'Metrics').getByRole('alert')).toHaveCount(0);
    const sent = page.waitForRequest(isChartDataRequest);
    await update.click();
    const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
    expect(query.metrics).toEqual([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' } }),
    ]);
    await expectChartRendered(page, 'echarts_timeseries_line');
  });
});

test.describe("the chart's query and data", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('View query shows the SQL; View results and Samples show rows', async ({ page }) => {
    await page.goto('/explore/?slice_id=1');
    await expectChartRendered(page, 'echarts_timeseries_line');

    await page.getByRole('button', { name: 'View query' }).click();
    const queryDialog = page.getByRole('dialog', { name: 'View query' });
    await expect(queryDialog.getByTestId('view-query-sql')).toContainText(/SELECT[\s\S]*order_date[\s\S]*channel/i);
    await queryDialog.getByRole('button', { name: 'Close' }).click();
    await expect(queryDialog).toBeHidden();

    const dataPane = chartArea(page).getByTestId('data-pane');
    await dataPane.getByRole('tab', { name: 'View results' }).click();
    await expect(dataPane.getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await expect(dataPane.getByRole('grid')).toContainText('Online');
    await dataPane.getByRole('tab', { name: 'Samples' }).click();
    await expect(dataPane.getByRole('tabpanel', { name: 'Samples' }).getByRole('grid')).toContainText('order_id', {
      timeout: 20_000,
    });
  });

  test('the chart downloads as CSV and as an image', async ({ page }) => {
    await page.goto('/explore/?slice_id=1');
    await expectChartRendered(page, 'echarts_timeseries_line');

    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Download CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('Orders per month.csv');
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\n')[0]).toContain('order_date');
    expect(text).toContain('Online');

    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Download as image' }).click();
    const image = await download;
    expect(image.suggestedFilename()).toBe('Orders per month.png');
    expect(
      readFileSync(await image.path())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

test.describe('series names', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test("one metric split by a dimension names its series by the dimension's values, not 'count, Online'", async ({
    page,
  }) => {
    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    // 'Orders per month': COUNT(*) per month by channel.
    await page.goto('/explore/?slice_id=1');
    const response = await answered;
    expect(response.status()).toBe(200);
    const colnames = ((await response.json()) as { result: { colnames: string[] }[] }).result[0]!.colnames;
    expect(colnames).toEqual(['order_date', 'Mobile App', 'Online', 'Partner', 'Retail']);
    await expectChartRendered(page, 'echarts_timeseries_line');

    // Without truncation the metric name stays in front.
    await controlNamed(page, 'Truncate Metric').getByRole('checkbox').uncheck();
    const untruncated = page.waitForResponse((reply) => isChartDataRequest(reply.request()));
    await controls(page).getByRole('button', { name: 'Update chart' }).click();
    const names = ((await (await untruncated).json()) as { result: { colnames: string[] }[] }).result[0]!.colnames;
    expect(names).toEqual(['order_date', 'count, Mobile App', 'count, Online', 'count, Partner', 'count, Retail']);
  });
});

test.describe('query errors in Explore', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('a custom SQL metric over a missing column shows the error box with the engine message', async ({ page }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await page.goto(`/explore/?datasource_type=table&datasource_id=${ordersId}`);
    const panel = controls(page);
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await chooseOption(page, panel.getByRole('combobox', { name: 'Chart type' }), 'Big Number', { type: true });

    await panel.getByRole('button', { name: 'Add Metric' }).click();
    const metricEditor = page.getByTestId('adhoc-metric-editor');
    await metricEditor.getByRole('tab', { name: 'Custom SQL' }).click();
    await metricEditor.getByRole('textbox', { name: 'SQL expression' }).fill('SUM(no_such_column)');
    await metricEditor.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('metric-tag')).toHaveText(['SUM(no_such_column)']);

    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    await panel.getByRole('button', { name: 'Update chart' }).click();
    const response = await answered;
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Error: .*no_such_column/s);

    const error = chartError(page);
    await expect(error).toBeVisible();
    await expect(error.getByRole('alert')).toContainText('no_such_column');
    await expect(chartArea(page).getByTestId('chart-rendered')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('metric-error.png') });
  });
});
