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
export async function formDataKey(page: Page, datasourceId: number, formData: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/explore/form_data', {
    data: { datasource_id: datasourceId, datasource_type: 'table', form_data: JSON.stringify({ datasource: `${datasourceId}__table`, ...formData }) },
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
  await expect(rendered.locator('canvas, svg, table, [role="grid"], [role="table"], [data-testid="big-number-headline"]').first()).toBeVisible();
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

export const isChartDataRequest = (request: Request): boolean => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/**
 * Chooses an option of a single antd select by its title, typing to narrow long lists. Retried as a
 * whole: a click that lands while the list re-renders (its options still loading) is lost.
 */
export async function chooseOption(page: Page, select: Locator, option: string, { type = false }: { type?: boolean } = {}): Promise<void> {
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
