/**
 * Functions that run inside the dashboard page (serialised by Playwright, so self-contained).
 * A chart counts as painted once its holder says so (`data-chart-status="rendered"`: the renderer
 * reported its first paint) and two animation frames have passed since (the frame that drew it has
 * been presented); a chart error (`failed`) also ends the wait for that chart, and is counted apart.
 */

export interface DashboardProbeState {
  /** ms since navigation start when every chart in the first viewport had painted. */
  firstViewportAt?: number;
  firstViewportCharts?: number;
  longTasks: number[];
}

declare global {
  interface Window {
    __dashboardBench?: DashboardProbeState;
  }
}

/**
 * tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(...)`; the page
 * has no such helper, so every document gets a no-op one first.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

/** Init script: long tasks from the start, and the first-viewport paint time, checked every frame. */
export function installDashboardProbe(expectedCharts: number): void {
  const state: DashboardProbeState = { longTasks: [] };
  window.__dashboardBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const settled = (holder: Element): boolean => {
    const status = holder.getAttribute('data-chart-status');
    return status === 'rendered' || status === 'failed';
  };
  const check = (): void => {
    const holders = [...document.querySelectorAll('[data-test="dashboard-chart"]')];
    if (holders.length >= expectedCharts) {
      const inView = holders.filter((holder) => {
        const box = holder.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      if (inView.length > 0 && inView.every(settled)) {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            state.firstViewportAt = performance.now();
            state.firstViewportCharts = inView.length;
          }),
        );
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export interface ScrollOutcome {
  /** ms since navigation start when the last scroll step reached the end. */
  scrollEndAt: number;
  /** ms since navigation start when every chart on the dashboard had painted. */
  allPaintedAt: number;
  painted: number;
  failed: number;
}

/**
 * Scrolls the dashboard's scroll container to the end, one viewport height every `stepMs` (a brisk
 * reader), then waits for every chart to paint (up to `timeoutMs` after the end).
 */
export function scrollToEndAndWait(options: { stepMs: number; timeoutMs: number }): Promise<ScrollOutcome> {
  const holders = [...document.querySelectorAll('[data-test="dashboard-chart"]')];
  const last = holders[holders.length - 1];
  let scroller: Element | null = last ? last.parentElement : null;
  while (scroller && scroller !== document.scrollingElement) {
    const overflow = getComputedStyle(scroller).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && scroller.scrollHeight > scroller.clientHeight) break;
    scroller = scroller.parentElement;
  }
  const target = scroller ?? document.scrollingElement ?? document.documentElement;
  const atEnd = (): boolean => target.scrollTop + target.clientHeight >= target.scrollHeight - 1;
  const outcome = (): { painted: number; failed: number } => ({
    painted: holders.filter((holder) => holder.getAttribute('data-chart-status') === 'rendered').length,
    failed: holders.filter((holder) => holder.getAttribute('data-chart-status') === 'failed').length,
  });
  return new Promise((resolve, reject) => {
    const step = (): void => {
      target.scrollTop += window.innerHeight;
      if (!atEnd()) {
        setTimeout(step, options.stepMs);
        return;
      }
      const scrollEndAt = performance.now();
      const deadline = scrollEndAt + options.timeoutMs;
      const wait = (): void => {
        const counts = outcome();
        if (counts.painted + counts.failed >= holders.length) {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve({ scrollEndAt, allPaintedAt: performance.now(), ...counts })),
          );
        } else if (performance.now() > deadline) {
          reject(
            new Error(
              `after scrolling, ${counts.painted} of ${holders.length} charts painted (${counts.failed} failed)`,
            ),
          );
        } else {
          requestAnimationFrame(wait);
        }
      };
      requestAnimationFrame(wait);
    };
    step();
  });
}

/** The paths of every JavaScript file the page fetched, with their transfer sizes. */
export function loadedScripts(): Array<{ path: string; transferSize: number }> {
  return performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
    .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize }))
    .filter((entry) => entry.path.endsWith('.js'));
}
