import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { datasetId, isChartDataRequest, type SentQueryContext } from './helpers/appApi';
import { buildOnlineOrdersLine, chooseOption } from './pages';

test.use({ role: 'admin' });

test.describe('building a chart in Explore', () => {
  test('a line chart of a metric by month with a filter and a rolling mean renders, and its query carries them', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoDataset(ordersId);
    await buildOnlineOrdersLine(explore);

    const sent = page.waitForRequest(isChartDataRequest);
    await explore.updateChart();
    const context = (await sent).postDataJSON() as SentQueryContext;
    await explore.expectChartRendered('echarts_timeseries_line');

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
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoDataset(ordersId);
    await buildOnlineOrdersLine(explore);
    await explore.updateChart();
    await explore.expectChartRendered('echarts_timeseries_line');

    const expectSettingsKept = async () => {
      await expect(explore.metricTags).toHaveText(['COUNT(*)']);
      await expect(explore.filterTags).toHaveText(['channel == Online']);
      await expect(explore.control('X-axis')).toContainText('order_date');
      await expect(explore.control('Time grain')).toContainText('Month');
      await explore.openAdvancedAnalytics();
      await expect(explore.control('Rolling Function')).toContainText('mean');
      await expect(explore.controls.getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
    };

    await explore.chooseVizType('Bar Chart');
    await expectSettingsKept();
    let sent = page.waitForRequest(isChartDataRequest);
    await explore.updateChart();
    expect(((await sent).postDataJSON() as SentQueryContext).form_data?.viz_type).toBe('echarts_timeseries_bar');
    await explore.expectChartRendered('echarts_timeseries_bar');

    await explore.chooseVizType('Line Chart');
    await expectSettingsKept();
    sent = page.waitForRequest(isChartDataRequest);
    await explore.updateChart();
    const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
    expect(query.filters).toContainEqual({ col: 'channel', op: '==', val: 'Online' });
    expect(query.post_processing?.find((step) => step?.operation === 'rolling')?.options).toMatchObject({
      rolling_type: 'mean',
      window: 7,
    });
    await explore.expectChartRendered('echarts_timeseries_line');
  });
});

test.describe('explore state', () => {
  test('the controls are kept in the form-data cache: after Update chart a reload shows the same chart and controls', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoDataset(ordersId);
    await buildOnlineOrdersLine(explore);
    await explore.updateChart();
    await explore.expectChartRendered('echarts_timeseries_line');
    await expect(page).toHaveURL(/\/explore\/\?form_data_key=[^&]+$/);

    await page.reload();
    await explore.expectChartRendered('echarts_timeseries_line');
    await expect(explore.metricTags).toHaveText(['COUNT(*)']);
    await expect(explore.filterTags).toHaveText(['channel == Online']);
    await explore.openAdvancedAnalytics();
    await expect(explore.controls.getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
  });

  test('a control with a validation error blocks Update chart until it is fixed', async ({ page, explore }) => {
    await explore.gotoChart(1);
    await explore.expectChartRendered('echarts_timeseries_line');
    const update = explore.updateChartButton;
    await explore.controls.getByLabel('Remove COUNT(*)').click();
    await expect(explore.control('Metrics').getByRole('alert')).toHaveText('Metrics cannot be empty');
    await expect(update).toBeDisabled();

    await explore.controls.getByRole('button', { name: 'Add Metrics' }).click();
    const { metricEditor } = explore;
    await chooseOption(page, metricEditor.getByRole('combobox', { name: 'Column' }), 'revenue', { type: true });
    await chooseOption(page, metricEditor.getByRole('combobox', { name: 'Aggregate' }), 'SUM');
    await metricEditor.getByRole('button', { name: 'Save' }).click();
    await expect(explore.metricTags).toHaveText(['SUM(revenue)']);
    await expect(explore.control('Metrics').getByRole('alert')).toHaveCount(0);
    const sent = page.waitForRequest(isChartDataRequest);
    await update.click();
    const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
    expect(query.metrics).toEqual([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' } }),
    ]);
    await explore.expectChartRendered('echarts_timeseries_line');
  });
});

test.describe("the chart's query and data", () => {
  test('View query shows the SQL; View results and Samples show rows', async ({ page, explore }) => {
    await explore.gotoChart(1);
    await explore.expectChartRendered('echarts_timeseries_line');

    await page.getByRole('button', { name: 'View query' }).click();
    const queryDialog = page.getByRole('dialog', { name: 'View query' });
    await expect(queryDialog.getByTestId('view-query-sql')).toContainText(/SELECT[\s\S]*order_date[\s\S]*channel/i);
    await queryDialog.getByRole('button', { name: 'Close' }).click();
    await expect(queryDialog).toBeHidden();

    const dataPane = explore.chartArea.getByTestId('data-pane');
    await dataPane.getByRole('tab', { name: 'View results' }).click();
    await expect(dataPane.getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await expect(dataPane.getByRole('grid')).toContainText('Online');
    await dataPane.getByRole('tab', { name: 'Samples' }).click();
    await expect(dataPane.getByRole('tabpanel', { name: 'Samples' }).getByRole('grid')).toContainText('order_id', {
      timeout: 20_000,
    });
  });

  test('the chart downloads as CSV and as an image', async ({ page, explore }) => {
    await explore.gotoChart(1);
    await explore.expectChartRendered('echarts_timeseries_line');

    let download = page.waitForEvent('download');
    await explore.chooseMenuAction('Download CSV');
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('Orders per month.csv');
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\n')[0]).toContain('order_date');
    expect(text).toContain('Online');

    download = page.waitForEvent('download');
    await explore.chooseMenuAction('Download as image');
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
  test("one metric split by a dimension names its series by the dimension's values, not 'count, Online'", async ({
    page,
    explore,
  }) => {
    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    // 'Orders per month': COUNT(*) per month by channel.
    await explore.gotoChart(1);
    const response = await answered;
    expect(response.status()).toBe(200);
    const colnames = ((await response.json()) as { result: { colnames: string[] }[] }).result[0]!.colnames;
    expect(colnames).toEqual(['order_date', 'Mobile App', 'Online', 'Partner', 'Retail']);
    await explore.expectChartRendered('echarts_timeseries_line');

    // Without truncation the metric name stays in front.
    await explore.control('Truncate Metric').getByRole('checkbox').uncheck();
    const untruncated = page.waitForResponse((reply) => isChartDataRequest(reply.request()));
    await explore.updateChart();
    const names = ((await (await untruncated).json()) as { result: { colnames: string[] }[] }).result[0]!.colnames;
    expect(names).toEqual(['order_date', 'count, Mobile App', 'count, Online', 'count, Partner', 'count, Retail']);
  });
});

test.describe('query errors in Explore', () => {
  test('a custom SQL metric over a missing column shows the error box with the engine message', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoDataset(ordersId);
    const panel = explore.controls;
    await explore.chooseVizType('Big Number');

    await panel.getByRole('button', { name: 'Add Metric' }).click();
    const { metricEditor } = explore;
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

    const error = explore.chartError;
    await expect(error).toBeVisible();
    await expect(error.getByRole('alert')).toContainText('no_such_column');
    await expect(explore.chartArea.getByTestId('chart-rendered')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('metric-error.png') });
  });
});
