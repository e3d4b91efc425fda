/**
 * Explore steps of the journeys against a real Superset (e2e/superset): finding example datasets,
 * opening Explore, reading the chart. The app's own journeys use the page objects in e2e/pages.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export { csrfToken } from './appApi';

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

export const isChartDataRequest = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/**
 * Chooses an option of a single antd select by its title, typing to narrow long lists. Retried as a
 * whole: a click that lands while the list re-renders (its options still loading) is lost.
 */
async function chooseOption(
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

/** The controls show the chart `buildOnlineOrdersLine` builds. */
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
