/**
 * A dashboard's filter bar and its charts' queries: choosing values in a filter, applying, and
 * the chart data requests and replies the page sends (by chart id), for journeys that check
 * which charts re-queried and with what.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openSelectList, selectOption } from './antSelect';

export const filterControl = (page: Page, name: string): Locator =>
  page.locator(`[data-test="filter-control"][data-filter-name="${name}"]`);

/** Picks `value` in a value-select filter (not applied yet): the filter then shows it as pending. */
export async function pickFilterValue(page: Page, name: string, value: string): Promise<void> {
  const control = filterControl(page, name);
  const item = selectOption(page, value);
  await expect(async () => {
    if (!(await item.isVisible())) await control.locator('.ant-select').first().click();
    await item.click({ timeout: 3_000 });
    await expect(control).toHaveAttribute('data-pending', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(openSelectList(page)).toHaveCount(0);
}

/** The titles the filter's open list offers (Select All left out). */
export async function offeredValues(page: Page, name: string): Promise<string[]> {
  await filterControl(page, name).locator('.ant-select').first().click();
  const options = openSelectList(page).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const titles = await options.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  return titles.filter((title) => title && title.toLowerCase() !== 'select all');
}

export async function applyFilters(page: Page): Promise<void> {
  const apply = page.locator('[data-test="filter-bar-apply"]');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(apply).toBeDisabled();
}

export interface ChartQuery {
  sliceId: number;
  extraFormData: { filters?: { col: string; op: string; val: unknown }[]; time_range?: string };
  /** The rows of the first result, once the reply came. */
  rows?: unknown[];
}

/** Every chart data request the page sends for a dashboard chart, with its reply's rows. */
export function recordChartQueries(page: Page): ChartQuery[] {
  const queries: ChartQuery[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().includes('/api/v1/chart/data')) return;
    const body = request.postDataJSON() as { form_data?: Record<string, unknown> } | null;
    const sliceId = body?.form_data?.slice_id;
    if (typeof sliceId !== 'number') return;
    const query: ChartQuery = {
      sliceId,
      extraFormData: (body?.form_data?.extra_form_data ?? {}) as ChartQuery['extraFormData'],
    };
    queries.push(query);
    try {
      const reply = (await response.json()) as { result?: { data?: unknown[] }[] };
      query.rows = reply.result?.[0]?.data ?? [];
    } catch {
      query.rows = [];
    }
  });
  return queries;
}

/** Resolves with the next chart data query the page sends for this chart (set up before the action that sends it). */
export async function nextChartQuery(page: Page, sliceId: number): Promise<ChartQuery> {
  const request = await page.waitForRequest((sent) => {
    if (sent.method() !== 'POST' || !sent.url().includes('/api/v1/chart/data')) return false;
    const body = sent.postDataJSON() as { form_data?: Record<string, unknown> } | null;
    return body?.form_data?.slice_id === sliceId;
  });
  const body = request.postDataJSON() as { form_data?: Record<string, unknown> };
  return { sliceId, extraFormData: (body.form_data?.extra_form_data ?? {}) as ChartQuery['extraFormData'] };
}

/** The dashboard's charts as the page lays them out: chart id by name. */
export async function chartIdsByName(page: Page): Promise<Record<string, number>> {
  const charts = page.locator('[data-test="dashboard-chart"]');
  const pairs = await charts.evaluateAll((elements) =>
    elements.map((element) => [
      element.querySelector('[data-test="chart-title"]')?.textContent ?? '',
      Number(element.getAttribute('data-chart-id')),
    ]),
  );
  return Object.fromEntries(pairs);
}
