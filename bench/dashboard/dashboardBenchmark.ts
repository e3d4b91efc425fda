import type { Browser } from '@playwright/test';
import { machineNote } from '../machineNote';
import { measured, type Benchmark, type BenchRow } from '../benchmark';
import { launchChromium } from '../browser';
import { signedInContext, startBenchApp } from '../embeddedApp';
import { maximum, percentile } from '../stats';
import {
  KEEP_NAMES_SHIM,
  installDashboardProbe,
  loadedScripts,
  scrollToEndAndWait,
  type DashboardProbeState,
} from './pageProbes';
import { gzippedScriptBytes } from './scriptBytes';
import { adminToken, seedDashboard } from './seedDashboard';

const PASSWORD = 'bench-password';
const CHART_COUNT = 50;
const VIEWPORT = { width: 1400, height: 900 };
/** One viewport height every 100 ms: a brisk reader scrolling to the end. */
const SCROLL_STEP_MS = 100;
const WAIT_MS = 60_000;
const KB = 1000;

function runCount(): number {
  const asked = Number(process.env.BENCH_DASHBOARD_RUNS ?? 3);
  return Number.isInteger(asked) && asked >= 1 && asked <= 9 ? asked : 3;
}

interface RunFigures {
  firstViewportMs: number;
  firstViewportCharts: number;
  scrollMs: number;
  allAfterScrollMs: number;
  longestTaskMs: number;
  longTaskCount: number;
  failedCharts: number;
  scriptPaths: string[];
  transferBytes: number;
}

/** One cold page load (fresh browser context) of the dashboard, logged in through the login API. */
async function measureOnce(browser: Browser, baseURL: string, dashboardId: number): Promise<RunFigures> {
  const context = await signedInContext(browser, { baseURL, viewport: VIEWPORT, adminPassword: PASSWORD });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(installDashboardProbe, CHART_COUNT);
    const page = await context.newPage();
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.waitForFunction(() => window.__dashboardBench?.firstViewportAt !== undefined, undefined, {
      timeout: WAIT_MS,
    });
    const scrolled = await page.evaluate(scrollToEndAndWait, { stepMs: SCROLL_STEP_MS, timeoutMs: WAIT_MS });
    const probe = await page.evaluate(() => window.__dashboardBench);
    const state: DashboardProbeState = probe ?? { longTasks: [] };
    const scripts = await page.evaluate(loadedScripts);
    return {
      firstViewportMs: state.firstViewportAt ?? Number.NaN,
      firstViewportCharts: state.firstViewportCharts ?? 0,
      scrollMs: scrolled.scrollEndAt - (state.firstViewportAt ?? 0),
      allAfterScrollMs: scrolled.allPaintedAt - scrolled.scrollEndAt,
      longestTaskMs: Math.max(0, ...state.longTasks),
      longTaskCount: state.longTasks.length,
      failedCharts: scrolled.failed,
      scriptPaths: scripts.map((script) => script.path),
      transferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    };
  } finally {
    await context.close();
  }
}

function rowsFor(runs: readonly RunFigures[], scriptKb: { gzip: number; raw: number; files: number }): BenchRow[] {
  const median = (pick: (run: RunFigures) => number) => percentile(runs.map(pick), 0.5);
  const n = runs.length;
  return [
    measured(
      `first viewport (${runs[0].firstViewportCharts} charts) painted after navigation, median of ${n}`,
      median((run) => run.firstViewportMs),
      'ms',
      { atMost: 1500 },
    ),
    measured('first viewport painted, first run (cold data cache)', runs[0].firstViewportMs, 'ms'),
    measured(
      `all ${CHART_COUNT} charts painted after scrolling to the end, median of ${n}`,
      median((run) => run.allAfterScrollMs),
      'ms',
      { atMost: 3000 },
    ),
    measured('all painted after scrolling, first run (cold data cache)', runs[0].allAfterScrollMs, 'ms'),
    measured(
      'scrolling from the top to the end (median)',
      median((run) => run.scrollMs),
      'ms',
    ),
    measured(
      `longest task per run, median of ${n}`,
      median((run) => run.longestTaskMs),
      'ms',
      { atMost: 200 },
    ),
    measured(
      `longest task in any run (${maximum(runs.map((run) => run.longTaskCount))} over 50 ms at most per run)`,
      maximum(runs.map((run) => run.longestTaskMs)),
      'ms',
    ),
    measured('charts that showed an error, worst run', maximum(runs.map((run) => run.failedCharts)), 'charts', {
      atMost: 0,
    }),
    measured(`JavaScript the dashboard route loads, gzip (${scriptKb.files} files)`, scriptKb.gzip, 'kB', {
      atMost: 350,
    }),
    measured('JavaScript the dashboard route loads, uncompressed', scriptKb.raw, 'kB'),
  ];
}

/**
 * A 50-chart dashboard (copies of the example charts, three to a row) on the real embedded server
 * with the built app, opened cold in headless Chromium several times: first-viewport paint after
 * navigation, all charts painted after scrolling to the end, long tasks, and the JavaScript loaded.
 */
export const dashboardBenchmark: Benchmark = {
  name: 'dashboard',
  async run() {
    const server = await startBenchApp(PASSWORD);
    const { app, distDir } = server;
    let browser: Browser | null = null;
    try {
      const seeded = await seedDashboard(app, await adminToken(app, PASSWORD), CHART_COUNT);
      const baseURL = await server.listen();
      browser = await launchChromium();
      const runs: RunFigures[] = [];
      for (let index = 0; index < runCount(); index += 1)
        runs.push(await measureOnce(browser, baseURL, seeded.dashboardId));
      const bytes = await gzippedScriptBytes(distDir, runs[0].scriptPaths);
      const transferKb = percentile(
        runs.map((run) => run.transferBytes),
        0.5,
      );
      return {
        rows: rowsFor(runs, { gzip: bytes.gzipBytes / KB, raw: bytes.rawBytes / KB, files: bytes.files }),
        notes: [
          `${seeded.chartCount} charts copied round-robin from the example charts (${seeded.vizTypes.join(', ')}), 3 per row, 400 px high; viewport ${VIEWPORT.width}x${VIEWPORT.height}.`,
          'Each run: fresh browser context (cold HTTP cache), login via POST /login/, navigation to /superset/dashboard/<id>/. Times are from navigation start (performance.timeOrigin).',
          'Painted: the chart holder says data-chart-status="rendered" (the renderer reported its first paint: ECharts\' rendered event, or the table\'s or number\'s mount) and two animation frames have passed; a chart error ("failed") ends the wait and is counted apart.',
          `Scroll: the dashboard's scroll container one viewport height every ${SCROLL_STEP_MS} ms to the end; the target figure is measured from the moment the end is reached.`,
          `Runs after the first find the server's chart data cache warm. kB = ${KB} bytes; gzip at zlib's default level of the dist files the page requested (bytes sent per run, as the server compresses them: ${(transferKb / KB).toFixed(0)} kB).`,
          `per run (ms): first viewport ${runs.map((run) => run.firstViewportMs.toFixed(0)).join(' / ')}; all after scroll ${runs.map((run) => run.allAfterScrollMs.toFixed(0)).join(' / ')}; longest task ${runs.map((run) => run.longestTaskMs.toFixed(0)).join(' / ')}.`,
          `heaviest scripts (gzip kB): ${bytes.largest.map((entry) => `${entry.file} ${(entry.gzipBytes / KB).toFixed(0)}`).join(', ')}.`,
          machineNote(),
        ],
      };
    } finally {
      await browser?.close();
      await server.close();
    }
  },
};
