import type { Browser, Page } from '@playwright/test';
import { machineNote } from '../machineNote';
import { measured, type Benchmark } from '../benchmark';
import { launchChromium } from '../browser';
import { KEEP_NAMES_SHIM } from '../dashboard/pageProbes';
import { signedInContext, startBenchApp } from '../embeddedApp';
import { percentile } from '../stats';

const PASSWORD = 'bench-password';
const VIEWPORT = { width: 1400, height: 900 };
const WAIT_MS = 30_000;

declare global {
  interface Window {
    __exploreNavigation?: Promise<number>;
  }
}

function chartCount(): number {
  const asked = Number(process.env.BENCH_EXPLORE_NAV_CHARTS ?? 8);
  return Number.isInteger(asked) && asked >= 2 && asked <= 25 ? asked : 8;
}

/**
 * Clicks the chart list's link to `name` and resolves with the time from the click to two
 * animation frames after Explore shows the chart drawn (its container marked rendered).
 */
async function timeNavigation(page: Page, name: string): Promise<number> {
  await page.evaluate((timeoutMs) => {
    window.__exploreNavigation = new Promise<number>((resolve, reject) => {
      let clickedAt = Number.NaN;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (Number.isNaN(clickedAt) || !document.querySelector('[data-testid="chart-rendered"]')) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - clickedAt)));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('the chart was not drawn in time'));
      }, timeoutMs);
    });
  }, WAIT_MS);
  await page.getByRole('link', { name, exact: true }).first().click();
  return page.evaluate(() => window.__exploreNavigation ?? Number.NaN);
}

/**
 * In-app navigation from the chart list to a saved chart in Explore, on the real embedded server
 * with the built app in headless Chromium: the click to the drawn chart, for several example
 * charts. The first navigation also loads Explore's code; the figure is the median of the others.
 */
export const exploreNavigationBenchmark: Benchmark = {
  name: 'explore-navigation',
  async run() {
    const server = await startBenchApp(PASSWORD);
    let browser: Browser | null = null;
    try {
      const baseURL = await server.listen();
      browser = await launchChromium();
      const context = await signedInContext(browser, { baseURL, viewport: VIEWPORT, adminPassword: PASSWORD });
      await context.addInitScript(KEEP_NAMES_SHIM);
      const page = await context.newPage();
      const list = await page.request.get(
        '/api/v1/chart/?q=(columns:!(slice_name),order_column:slice_name,page_size:100)',
      );
      const names = ((await list.json()) as { result: Array<{ slice_name: string }> }).result.map(
        (row) => row.slice_name,
      );
      const times: Array<{ name: string; ms: number }> = [];
      await page.goto('/chart/list/');
      for (const name of names.slice(0, chartCount())) {
        await page.getByRole('link', { name, exact: true }).first().waitFor({ timeout: WAIT_MS });
        times.push({ name, ms: await timeNavigation(page, name) });
        // Back to the list inside the app (history), as a user's browser back button does.
        await page.goBack();
      }
      await context.close();
      const warm = times.slice(1).map((entry) => entry.ms);
      return {
        rows: [
          measured(`chart list → Explore, chart drawn, median of ${warm.length} charts`, percentile(warm, 0.5), 'ms', {
            atMost: 300,
          }),
          measured('the first navigation (Explore code not yet loaded)', times[0]?.ms ?? Number.NaN, 'ms'),
        ],
        notes: [
          `per chart (ms): ${times.map((entry) => `${entry.name} ${entry.ms.toFixed(0)}`).join('; ')}.`,
          "One page: the chart list, then each chart's link clicked and the browser's back button to the list; timed from the click event to two animation frames after the chart container reports it drew the chart. Charts from the example charts by name.",
          machineNote(),
        ],
      };
    } finally {
      await browser?.close();
      await server.close();
    }
  },
};
