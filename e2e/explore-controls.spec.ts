import { expect, test } from './fixtures';
import { datasetId, formDataKey, isChartDataRequest, type SentQueryContext } from './helpers/appApi';
import { chooseOption } from './pages';

test.use({ role: 'admin' });

test.describe('Explore filter operators', () => {
  test('a REGEX filter narrows a table chart to the rows whose value matches', async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const key = await formDataKey(page, ordersId, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['channel'],
      metrics: ['count'],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
    });
    await explore.gotoFormData(key);
    await explore.expectChartRendered('table');
    const table = explore.chartArea.getByTestId('chart-rendered');
    for (const channel of ['Online', 'Mobile App', 'Retail', 'Partner']) await expect(table).toContainText(channel);

    await explore.controls.getByRole('button', { name: 'Add filter' }).click();
    const filterEditor = page.getByTestId('adhoc-filter-editor');
    await chooseOption(page, filterEditor.getByRole('combobox', { name: 'Filter column' }), 'channel', { type: true });
    await chooseOption(page, filterEditor.getByRole('combobox', { name: 'Operator' }), 'Regex', { type: true });
    await filterEditor.getByRole('textbox', { name: 'Filter value' }).fill('^(Online|Retail)$');
    await filterEditor.getByRole('button', { name: 'Save' }).click();
    await expect(explore.filterTags).toHaveText(['channel REGEX ^(Online|Retail)$']);

    const sent = page.waitForRequest(isChartDataRequest);
    const answered = page.waitForResponse((response) => isChartDataRequest(response.request()));
    await explore.updateChart();
    const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
    expect(query.filters).toContainEqual({ col: 'channel', op: 'REGEX', val: '^(Online|Retail)$' });
    expect((await answered).status()).toBe(200);
    await explore.expectChartRendered('table');
    await expect(table).toContainText('Online');
    await expect(table).toContainText('Retail');
    await expect(table).not.toContainText('Mobile App');
    await expect(table).not.toContainText('Partner');
  });
});

test.describe('Explore select controls', () => {
  test('every example chart opens in Explore with its saved select values kept', async ({ page, explore }) => {
    const response = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent('(page_size:100)')}`);
    expect(response.ok()).toBe(true);
    const charts = ((await response.json()) as { result: { id: number; slice_name: string }[] }).result;
    expect(charts.length).toBeGreaterThan(5);
    // Each chart is opened in turn, until its first query.
    test.setTimeout(charts.length * 30_000);
    const isPlain = (value: unknown) =>
      typeof value === 'string' ||
      typeof value === 'number' ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'));
    for (const chart of charts) {
      const saved = await page.request.get(`/api/v1/chart/${chart.id}`);
      const params = JSON.parse(((await saved.json()) as { result: { params: string } }).result.params) as Record<
        string,
        unknown
      >;
      const sent = page.waitForRequest(isChartDataRequest);
      await explore.gotoChart(chart.id);
      const formData = ((await sent).postDataJSON() as SentQueryContext).form_data ?? {};
      // Every plain saved value the query carries (a dropped select value would be null or []) is as saved.
      for (const [key, value] of Object.entries(params))
        if (isPlain(value) && key in formData) expect(formData[key], `${chart.slice_name}: ${key}`).toEqual(value);
    }
  });
});

test.describe('Explore raw records table', () => {
  test("a raw table is sorted by the column chosen in 'Ordering'", async ({ page, explore }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    const key = await formDataKey(page, ordersId, {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['order_id', 'channel'],
      order_by_cols: [],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 10,
    });
    await explore.gotoFormData(key);
    await explore.expectChartRendered('table');
    const firstOrderId = explore.chartArea.getByTestId('chart-rendered').getByRole('gridcell').first();

    const orderedBy = async (choice: string): Promise<unknown> => {
      // A multiple select stays open after a choice: pick it from the list, then close the list.
      await explore.combobox('Ordering').click();
      await explore.combobox('Ordering').fill(choice);
      await page.locator('.ant-select-dropdown:visible').getByTitle(choice, { exact: true }).click();
      await page.keyboard.press('Escape');
      const sent = page.waitForRequest(isChartDataRequest);
      await explore.updateChart();
      const query = ((await sent).postDataJSON() as SentQueryContext).queries[0]!;
      await explore.expectChartRendered('table');
      return query.orderby;
    };
    expect(await orderedBy('order_id [asc]')).toEqual([['order_id', true]]);
    await expect(firstOrderId).toHaveText('1');
    const ascendingFirst = await firstOrderId.textContent();

    // Replace the ordering: clear the chosen pair, then sort the other way.
    await explore.control('Ordering').locator('.ant-select-selection-item-remove').first().click();
    expect(await orderedBy('order_id [desc]')).toEqual([['order_id', false]]);
    await expect(firstOrderId).not.toHaveText(ascendingFirst ?? '');
  });
});
