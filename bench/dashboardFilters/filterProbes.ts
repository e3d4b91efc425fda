/**
 * Functions that run inside the dashboard page (serialised by Playwright, so self-contained): long
 * tasks from the start, the moment 'Apply filters' is clicked (a capture listener on the window,
 * before React's own), and, once armed, every chart's `data-chart-status` change with its time.
 */

export interface StatusChange {
  chartId: number;
  /** The new status; null when the attribute went away. */
  status: string | null;
  at: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

interface FilterProbeState {
  longTasks: LongTask[];
  changes: StatusChange[];
  /** performance.now() in the capture phase of the click on 'Apply filters'. */
  applyAt?: number;
  /** Starts recording status changes (after the dashboard has settled). */
  arm: () => void;
}

declare global {
  interface Window {
    __filterBench?: FilterProbeState;
  }
}

/** Init script. */
export function installFilterProbe(): void {
  const state: FilterProbeState = { longTasks: [], changes: [], arm: () => undefined };
  window.__filterBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-test="filter-bar-apply"]'))
        state.applyAt = performance.now();
    },
    true,
  );
  let observer: MutationObserver | null = null;
  state.arm = () => {
    if (observer) return;
    observer = new MutationObserver((records) => {
      const at = performance.now();
      // Several changes of one holder can arrive in one batch: each record's successor holds the
      // value it was changed to (its old value), the last one the attribute's value now.
      records.forEach((record, index) => {
        const holder = record.target;
        if (!(holder instanceof Element)) return;
        const next = records.slice(index + 1).find((later) => later.target === holder);
        const status = next ? next.oldValue : holder.getAttribute('data-chart-status');
        state.changes.push({ chartId: Number(holder.getAttribute('data-chart-id')), status, at });
      });
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-chart-status'],
      attributeOldValue: true,
    });
  };
}

export interface SettleOutcome {
  /** When every expected chart had re-queried and was rendered (or failed) again. */
  settledAt: number;
  /** Two animation frames after that: the frame that drew the last chart has been presented. */
  paintedAt: number;
}

/**
 * Resolves once every chart of `chartIds` has, since the click on 'Apply filters', gone through
 * 'loading' (or 'success') and is now 'rendered' or 'failed'; then waits two frames, then `tailMs`
 * more so that late re-queries and the last long-task entries are recorded too.
 */
export function whenRequeriedChartsPainted(options: {
  chartIds: number[];
  timeoutMs: number;
  tailMs: number;
}): Promise<SettleOutcome> {
  const probe = window.__filterBench;
  if (!probe) return Promise.reject(new Error('The filter probe is not on the page'));
  const state = probe;
  const started = performance.now();
  const settledOf = (chartId: number): boolean => {
    const since = state.applyAt ?? Number.POSITIVE_INFINITY;
    const changes = state.changes.filter((change) => change.chartId === chartId && change.at >= since);
    const queried = changes.some((change) => change.status === 'loading' || change.status === 'success');
    const last = changes[changes.length - 1]?.status;
    return queried && (last === 'rendered' || last === 'failed');
  };
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const waiting = options.chartIds.filter((chartId) => !settledOf(chartId));
      if (waiting.length === 0) {
        const settledAt = performance.now();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const paintedAt = performance.now();
            setTimeout(() => resolve({ settledAt, paintedAt }), options.tailMs);
          }),
        );
      } else if (performance.now() - started > options.timeoutMs) {
        const applied = state.applyAt === undefined ? ' (no click on Apply filters was seen)' : '';
        reject(
          new Error(
            `${waiting.length} of ${options.chartIds.length} charts whose dataset has the column did not re-query and paint${applied}: ${waiting.join(', ')}`,
          ),
        );
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  });
}

/** Resolves once no chart is loading or waiting to draw and the page had an idle moment. */
export function whenChartsQuiet(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const busy = (): boolean =>
      document.querySelector('[data-chart-status="loading"], [data-chart-status="success"]') !== null;
    const check = (): void => {
      if (busy() && performance.now() < deadline) {
        setTimeout(check, 20);
        return;
      }
      requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })));
    };
    check();
  });
}
