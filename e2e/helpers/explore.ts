/** Shared steps of the Explore journeys: finding example datasets, opening Explore, reading the chart. */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export { login } from './sqlLab';

/** The session's CSRF token: every write the journeys make through `page.request` needs it. */
export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/security/csrf_token/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: string }).result;
}

/** The id of an example dataset, looked up by schema and table name through the dataset list API. */
export async function datasetId(page: Page, schema: string, table: string): Promise<number> {
  const q = `(filters:!((col:table_name,opr:eq,value:${table}),(col:schema,opr:eq,value:${schema})),page:0,page_size:5)`;
  const response = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { id: number; table_name: string; schema: string }[] };
  const found = body.result.find((row) => row.table_name === table && row.schema === schema);
  if (!found) throw new Error(`No example dataset ${schema}.${table}`);
  return found.id;
}

/** Stores form data in the explore form-data cache and answers the key for `/explore/?form_data_key=`. */
export async function formDataKey(
  page: Page,
  datasourceId: number,
  formData: Record<string, unknown>,
): Promise<string> {
  const response = await page.request.post('/api/v1/explore/form_data', {
    data: {
      datasource_id: datasourceId,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource: `${datasourceId}__table`, ...formData }),
    },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** The part of Explore that shows the chart (and its error box). */
export const chartArea = (page: Page): Locator => page.getByRole('main', { name: 'Chart' });

/** The Chart controls panel. */
export const controls = (page: Page): Locator => page.getByRole('region', { name: 'Chart controls' });

/** The chart drew: its renderer is on screen (an ECharts canvas, a table or a big number) and there is no error box. */
export async function expectChartRendered(page: Page, vizType?: string): Promise<void> {
  const area = chartArea(page);
  const rendered = area.getByTestId('chart-rendered');
  await expect(rendered).toBeVisible({ timeout: 20_000 });
  if (vizType) await expect(rendered).toHaveAttribute('data-viz-type', vizType);
  await expect(area.getByTestId('chart-error')).toHaveCount(0);
  await expect(
    rendered.locator('canvas, svg, table, [role="grid"], [role="table"], [data-testid="big-number-headline"]').first(),
  ).toBeVisible();
  // The chart fits the chart area: nothing of it is cut off on the right.
  await expect
    .poll(async () => {
      const [chart, container] = await Promise.all([rendered.boundingBox(), area.boundingBox()]);
      return chart && container ? chart.x + chart.width <= container.x + container.width : false;
    })
    .toBe(true);
}

/** The error box in the chart area. */
export const chartError = (page: Page): Locator => chartArea(page).getByTestId('chart-error');

/** The query context a chart data request carried. */
export interface SentQueryContext {
  datasource: { id: number; type: string };
  queries: {
    columns?: unknown[];
    metrics?: unknown[];
    filters?: { col: unknown; op: string; val?: unknown }[];
    extras?: Record<string, unknown>;
    post_processing?: ({ operation: string; options?: Record<string, unknown> } | null)[];
  }[];
  form_data?: Record<string, unknown>;
}

export const isChartDataRequest = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/**
 * Chooses an option of a single antd select by its title, typing to narrow long lists. Retried as a
 * whole: a click that lands while the list re-renders (its options still loading) is lost.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string,
  { type = false }: { type?: boolean } = {},
): Promise<void> {
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first();
  await expect(async () => {
    if (!(await item.isVisible())) {
      await select.click();
      if (type) await select.fill(option);
    }
    await item.click({ timeout: 2_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** One control of the panel (its label, its input and its messages), found by its exact label. */
export const controlNamed = (page: Page, label: string): Locator =>
  controls(page)
    .locator('.explore-control')
    .filter({ has: page.locator('label').getByText(label, { exact: true }) });

/** A line chart of order counts per month, online orders only, with a 7-period rolling mean. */
export async function buildOnlineOrdersLine(page: Page): Promise<void> {
  const panel = controls(page);
  await chooseOption(page, panel.getByRole('combobox', { name: 'Chart type' }), 'Line Chart', { type: true });
  await expect(panel.getByRole('combobox', { name: 'X-axis' })).toBeVisible();

  await chooseOption(page, panel.getByRole('combobox', { name: 'X-axis' }), 'order_date', { type: true });
  await chooseOption(page, panel.getByRole('combobox', { name: 'Time grain' }), 'Month', { type: true });

  await addSavedMetric(page, 'COUNT(*)');

  await panel.getByRole('button', { name: 'Add filter' }).click();
  const filterEditor = page.getByTestId('adhoc-filter-editor');
  await chooseOption(page, filterEditor.getByRole('combobox', { name: 'Filter column' }), 'channel', { type: true });
  await filterEditor.getByRole('textbox', { name: 'Filter value' }).fill('Online');
  await filterEditor.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByTestId('filter-tag')).toHaveText(['channel == Online']);

  await panel.getByRole('button', { name: /Advanced analytics/ }).click();
  await chooseOption(page, panel.getByRole('combobox', { name: 'Rolling Function' }), 'mean');
  await panel.getByRole('textbox', { name: 'Periods', exact: true }).fill('7');
}

/** Adds a saved metric of the dataset (by its label) through the metric editor of the Metrics control. */
export async function addSavedMetric(page: Page, label: string): Promise<void> {
  const panel = controls(page);
  await panel.getByRole('button', { name: 'Add Metrics' }).click();
  const metricEditor = page.getByTestId('adhoc-metric-editor');
  await metricEditor.getByRole('tab', { name: 'Saved' }).click();
  await chooseOption(page, metricEditor.getByRole('combobox', { name: 'Saved metric' }), label, { type: true });
  await metricEditor.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByTestId('metric-tag')).toContainText([label]);
}

/**
 * Saves the chart as a new one through the Save dialog, optionally into a dashboard created on the
 * way; answers the new chart's id.
 */
export async function saveChartAs(
  page: Page,
  chartName: string,
  { newDashboard }: { newDashboard?: string } = {},
): Promise<number> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save chart' });
  await expect(dialog.getByRole('radio', { name: 'Save as...' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Chart name' }).fill(chartName);
  if (newDashboard) {
    const dashboardSelect = dialog.getByRole('combobox', { name: 'Add to dashboard' });
    await dashboardSelect.click();
    await dashboardSelect.fill(newDashboard);
    await expect(
      page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title='+ Create "${newDashboard}"']`),
    ).toBeVisible();
    await dashboardSelect.press('Enter');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(
      dialog.getByTitle(newDashboard, { exact: true }).or(dialog.getByTitle(`+ Create "${newDashboard}"`)),
    ).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Chart [${chartName}] has been saved`)).toBeVisible();
  if (newDashboard) {
    await expect(
      page.getByText(`Dashboard [${newDashboard}] just got created and chart [${chartName}] was added to it`),
    ).toBeVisible();
  }
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: chartName })).toBeVisible();
  await expect(page).toHaveURL(/[?&]slice_id=\d+/);
  return Number(new URL(page.url()).searchParams.get('slice_id'));
}

/** 'Copy permalink to clipboard' and the link (the context needs clipboard permissions). */
export async function copyPermalink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu actions trigger' }).click();
  await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/explore\/p\/[^/?]+\/?$/);
  return link;
}

/** Opens the chart list filtered by a chart's name and answers its row. */
export async function findInChartList(page: Page, chartName: string): Promise<Locator> {
  await page.goto('/chart/list/');
  const search = page.getByRole('searchbox', { name: 'Search charts' });
  await search.fill(chartName);
  await search.press('Enter');
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: chartName, exact: true }) });
}

/** Online orders per month with a 7-period rolling mean: the chart the build journey makes. */
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

/** The controls show the chart `onlineOrdersLine` (and `buildOnlineOrdersLine`) describe. */
export async function expectOnlineOrdersControls(page: Page): Promise<void> {
  await expect(controls(page).getByRole('combobox', { name: 'Chart type' })).toBeVisible({ timeout: 20_000 });
  await expect(controls(page).getByText('Line Chart', { exact: true })).toBeVisible();
  await expect(controls(page).getByTestId('metric-tag')).toHaveText(['COUNT(*)']);
  await expect(controls(page).getByTestId('filter-tag')).toHaveText(['channel == Online']);
  await expect(controlNamed(page, 'X-axis')).toContainText('order_date');
  await expect(controlNamed(page, 'Time grain')).toContainText('Month');
  const advanced = controls(page).getByRole('button', { name: /Advanced analytics/ });
  if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  await expect(controlNamed(page, 'Rolling Function')).toContainText('mean');
  await expect(controls(page).getByRole('textbox', { name: 'Periods', exact: true })).toHaveValue('7');
}
