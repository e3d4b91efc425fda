import type { Browser, Page } from '@playwright/test';
import { formatLimit } from '../../src/features/sqlLab/components/limitOptions';
import { machineNote } from '../machineNote';
import { measured, type Benchmark } from '../benchmark';
import { launchChromium } from '../browser';
import { signedInContext, startBenchApp } from '../embeddedApp';
import { KEEP_NAMES_SHIM } from '../dashboard/pageProbes';
import { percentile } from '../stats';

const PASSWORD = 'bench-password';
const VIEWPORT = { width: 1400, height: 900 };
const WAIT_MS = 60_000;
const BIG_LIMIT = 100_000;

function runCount(): number {
  const asked = Number(process.env.BENCH_SQLLAB_RUNS ?? 7);
  return Number.isInteger(asked) && asked >= 1 && asked <= 25 ? asked : 7;
}

/** Replaces the editor's SQL by typing it (the editor is the page's only text surface of its kind). */
async function typeSql(page: Page, sql: string): Promise<void> {
  const editor = page.locator('.sqllab-sql-editor:visible');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

/**
 * Ctrl+Enter → the result grid painted with a cell reading `marker` (or, when `rowCount` is
 * given, the grid's row count announcing it), two animation frames later. Time from the key's
 * event time stamp, both on the page's clock.
 */
declare global {
  interface Window {
    __sqlLabBench?: Promise<number>;
  }
}

/**
 * Ctrl+Enter → the result grid painted with a cell reading `marker` (or, when `rowCount` is
 * given, the grid announcing that many rows), two animation frames later. Time from the key's
 * event time stamp, both on the page's clock. The watch is installed before the key is pressed.
 */
async function timeRun(page: Page, expectation: { marker?: string; rowCount?: number }): Promise<number> {
  await page.evaluate(
    ({ marker, rowCount, timeoutMs }) => {
      window.__sqlLabBench = new Promise<number>((resolve, reject) => {
        let pressedAt = Number.NaN;
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) pressedAt = event.timeStamp;
        };
        document.addEventListener('keydown', onKey, { capture: true });
        const visibleGrid = () =>
          Array.from(document.querySelectorAll('[role="grid"]')).find((grid) => grid.closest('[hidden]') === null);
        const done = () => {
          const grid = visibleGrid();
          if (!grid) return false;
          if (marker !== undefined)
            return Array.from(grid.querySelectorAll('[role="gridcell"]')).some((cell) => cell.textContent === marker);
          return Number(grid.getAttribute('aria-rowcount')) === (rowCount ?? 0) + 1;
        };
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          document.removeEventListener('keydown', onKey, { capture: true });
        };
        const observer = new MutationObserver(() => {
          if (Number.isNaN(pressedAt) || !done()) return;
          finish();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressedAt)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        const timer = setTimeout(() => {
          finish();
          reject(new Error('the result was not painted in time'));
        }, timeoutMs);
      });
    },
    { ...expectation, timeoutMs: WAIT_MS },
  );
  await page.keyboard.press('Control+Enter');
  return page.evaluate(() => window.__sqlLabBench ?? Number.NaN);
}

async function tinyQueryTimes(page: Page, runs: number): Promise<number[]> {
  const times: number[] = [];
  // One unmeasured run warms the page (editor, grid and result code loaded).
  for (let index = 0; index <= runs; index += 1) {
    const marker = `m${Date.now()}x${index}`;
    await typeSql(page, `SELECT '${marker}' AS marker`);
    const elapsed = await timeRun(page, { marker });
    if (index > 0) times.push(elapsed);
  }
  return times;
}

async function bigQueryTimes(page: Page, runs: number): Promise<number[]> {
  await page.getByRole('button', { name: 'Row limit' }).click();
  await page.getByRole('menuitem', { name: formatLimit(BIG_LIMIT) }).click();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    // A different statement each run, so no run is answered from a cache.
    await typeSql(page, `SELECT *, ${index} AS run FROM sales.orders`);
    times.push(await timeRun(page, { rowCount: BIG_LIMIT }));
  }
  return times;
}

/**
 * SQL Lab on the real embedded server with the built app in headless Chromium: Ctrl+Enter to the
 * painted result for a one-row query and for 100,000 rows of sales.orders.
 */
export const sqlLabBenchmark: Benchmark = {
  name: 'sqllab',
  async run() {
    const server = await startBenchApp(PASSWORD);
    let browser: Browser | null = null;
    try {
      const baseURL = await server.listen();
      browser = await launchChromium();
      const context = await signedInContext(browser, { baseURL, viewport: VIEWPORT, adminPassword: PASSWORD });
      await context.addInitScript(KEEP_NAMES_SHIM);
      const page = await context.newPage();
      await page.goto('/sqllab/');
      await page.locator('.sqllab-sql-editor:visible').waitFor({ timeout: WAIT_MS });
      const runs = runCount();
      const tiny = await tinyQueryTimes(page, runs);
      const big = await bigQueryTimes(page, Math.max(3, Math.ceil(runs / 2)));
      await context.close();
      return {
        rows: [
          measured(`tiny query, Ctrl+Enter → result painted, median of ${tiny.length}`, percentile(tiny, 0.5), 'ms', {
            atMost: 250,
          }),
          measured('tiny query, p95', percentile(tiny, 0.95), 'ms'),
          measured(
            `SELECT * FROM sales.orders, limit 100 000, Ctrl+Enter → grid painted, median of ${big.length}`,
            percentile(big, 0.5),
            'ms',
            { atMost: 1200 },
          ),
        ],
        notes: [
          `tiny runs (ms): ${tiny.map((time) => time.toFixed(0)).join(' / ')}; 100k runs (ms): ${big.map((time) => time.toFixed(0)).join(' / ')}.`,
          'One signed-in page at /sqllab/, SQL typed into the editor, timed from the Ctrl+Enter key event to two animation frames after the grid shows the expected cell (tiny) or announces 100 000 rows (big).',
          machineNote(),
        ],
      };
    } finally {
      await browser?.close();
      await server.close();
    }
  },
};
