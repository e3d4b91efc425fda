/**
 * What the benchmark does in the page, through the real UI (Playwright's mouse and keyboard): open
 * the dashboard, scroll through it once so that every chart has queried and painted, back to the
 * top, then pick a value in the Region filter and click 'Apply filters'. The probe in the page
 * (filterProbes.ts) times what follows.
 */
import type { Locator, Page } from '@playwright/test';
import { scrollToEndAndWait } from '../dashboard/pageProbes';
import {
  whenChartsQuiet,
  whenRequeriedChartsPainted,
  type LongTask,
  type SettleOutcome,
  type StatusChange,
} from './filterProbes';

const WAIT_MS = 60_000;
const SETTLE_WAIT_MS = 30_000;
const QUIET_WAIT_MS = 5_000;
const ATTEMPT_MS = 5_000;
/** One viewport height every 100 ms, as the dashboard benchmark scrolls. */
const SCROLL_STEP_MS = 100;
/** After the last chart painted: late re-queries (of charts that must not) still get seen. */
export const TAIL_MS = 1_000;

export interface FilterSample {
  applyAt: number;
  settle: SettleOutcome;
  changes: StatusChange[];
  longTasks: LongTask[];
  /** The chart data requests sent after the click (page time). */
  replies: { sentAt: number; doneAt: number }[];
  /** The charts on screen when 'Apply filters' was clicked. */
  onScreenIds: number[];
}

/** Opens the dashboard and waits until every one of its `chartCount` charts has painted once. */
export async function openAndPaintAll(page: Page, dashboardId: number, chartCount: number): Promise<void> {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-test="dashboard-chart"]').length >= count,
    chartCount,
    { timeout: WAIT_MS },
  );
  const scrolled = await page.evaluate(scrollToEndAndWait, { stepMs: SCROLL_STEP_MS, timeoutMs: WAIT_MS });
  if (scrolled.failed > 0) throw new Error(`${scrolled.failed} charts showed an error before the filter change`);
}

function filterControl(page: Page, filterName: string): Locator {
  return page.locator(`[data-test="filter-bar"] [data-test="filter-control"][data-filter-name="${filterName}"]`);
}

/**
 * Opens the filter's select (antd's root element takes the press) and clicks the option titled
 * `value`; retried as a whole, since a click that lands while the options are still loading is
 * lost. Done once the filter shows a pending selection: a second click would take the value away.
 */
async function pickOption(page: Page, filterName: string, value: string): Promise<void> {
  const control = filterControl(page, filterName);
  const title = value.replace(/"/g, '\\"');
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  // The value's tag in the select, or the bar's mark of a selection not yet applied.
  const picked = control
    .locator(`.ant-select-selection-item[title="${title}"]`)
    .or(control.and(page.locator('[data-pending]')))
    .first();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await picked.isVisible()) return;
    try {
      if (!(await option.isVisible())) await control.locator('.ant-select').first().click({ timeout: ATTEMPT_MS });
      await option.first().click({ timeout: ATTEMPT_MS });
      await picked.waitFor({ timeout: ATTEMPT_MS });
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/**
 * Back at the filter bar, picks `value` in the filter's select (its options come from the filter's
 * own query), closes the list, arms the status recording, clicks 'Apply filters' and waits for
 * every chart of `requeryIds` to have re-queried and painted.
 */
export async function applyFilterValue(
  page: Page,
  filterName: string,
  value: string,
  requeryIds: number[],
): Promise<FilterSample> {
  await filterControl(page, filterName).scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  await page.evaluate(whenChartsQuiet, QUIET_WAIT_MS);
  await pickOption(page, filterName, value);
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden', timeout: WAIT_MS });
  const apply = page.locator('[data-test="filter-bar-apply"]');
  if (!(await apply.isEnabled())) throw new Error(`'Apply filters' is not enabled after picking ${value}`);
  await page.evaluate(whenChartsQuiet, QUIET_WAIT_MS);
  await page.evaluate(() => window.__filterBench?.arm());
  const onScreenIds = await page.evaluate(() =>
    [...document.querySelectorAll('[data-test="dashboard-chart"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      })
      .map((element) => Number(element.getAttribute('data-chart-id'))),
  );
  await apply.click();
  const settle = await page.evaluate(whenRequeriedChartsPainted, {
    chartIds: requeryIds,
    timeoutMs: SETTLE_WAIT_MS,
    tailMs: TAIL_MS,
  });
  const recorded = await page.evaluate(() => {
    const probe = window.__filterBench;
    const applyAt = probe?.applyAt ?? 0;
    // The chart data requests the click caused: when each was sent and its reply fully arrived.
    const replies = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/v1/chart/data') && entry.startTime >= applyAt)
      .map((entry) => ({ sentAt: entry.startTime, doneAt: (entry as PerformanceResourceTiming).responseEnd }));
    return { applyAt: probe?.applyAt, changes: probe?.changes ?? [], longTasks: probe?.longTasks ?? [], replies };
  });
  if (recorded.applyAt === undefined) throw new Error("The click on 'Apply filters' was not seen");
  return {
    applyAt: recorded.applyAt,
    settle,
    changes: recorded.changes,
    longTasks: recorded.longTasks,
    replies: recorded.replies,
    onScreenIds,
  };
}
