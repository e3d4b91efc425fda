/** The filter benchmark's figures from what the page recorded (filterProbes.ts) in each run. */
import { measured, type BenchRow } from '../benchmark';
import { maximum, percentile } from '../stats';
import type { SeededFilterChart } from './seedFilterDashboard';
import type { StatusChange } from './filterProbes';
import type { FilterSample } from './filterSession';

export const PAINT_BUDGET_MS = 1000;
export const LONG_TASK_BUDGET_MS = 200;

export interface RunFigures {
  value: string;
  requeried: number;
  /** Apply click to two frames after the last re-queried chart said 'rendered'. */
  paintedMs: number;
  /** Apply click to the last re-queried chart's 'rendered' (before its frame is presented). */
  lastRenderedMs: number;
  /** Apply click to the first chart's 'loading'. */
  firstLoadingMs: number;
  longestTaskMs: number;
  longTaskCount: number;
  failed: number;
  /** Apply click to the last chart data reply fully received (the server's share of the wait). */
  lastReplyMs: number;
  /** Chart data requests sent after the click. */
  replyCount: number;
  /** Apply click to the last chart that was on screen saying 'rendered' again. */
  onScreenRenderedMs: number;
  onScreenCount: number;
}

/**
 * One run's figures. Every chart in the filter's scope re-queries, as in Superset: the server
 * leaves the filter out where the dataset has no such column (the chart marks it not applicable).
 */
export function runFigures(value: string, sample: FilterSample): RunFigures {
  const since = sample.changes.filter((change) => change.at >= sample.applyAt);
  const queried = since.filter((change) => change.status === 'loading' || change.status === 'success');
  const requeried = new Set(queried.map((change) => change.chartId));
  const lastStatus = new Map<number, StatusChange>();
  for (const change of since) if (requeried.has(change.chartId)) lastStatus.set(change.chartId, change);
  const ends = [...lastStatus.values()];
  const end = sample.settle.paintedAt;
  const inWindow = sample.longTasks.filter((task) => task.start + task.duration > sample.applyAt && task.start < end);
  return {
    value,
    requeried: requeried.size,
    paintedMs: end - sample.applyAt,
    lastRenderedMs: maximum(ends.map((change) => change.at)) - sample.applyAt,
    firstLoadingMs: Math.min(...queried.map((change) => change.at)) - sample.applyAt,
    longestTaskMs: Math.max(0, ...inWindow.map((task) => task.duration)),
    longTaskCount: inWindow.length,
    failed: ends.filter((change) => change.status === 'failed').length,
    lastReplyMs: maximum(sample.replies.map((reply) => reply.doneAt)) - sample.applyAt,
    onScreenRenderedMs:
      maximum(ends.filter((change) => sample.onScreenIds.includes(change.chartId)).map((change) => change.at)) -
      sample.applyAt,
    onScreenCount: sample.onScreenIds.length,
    replyCount: sample.replies.length,
  };
}

export function filterRows(runs: readonly RunFigures[], charts: readonly SeededFilterChart[]): BenchRow[] {
  const n = runs.length;
  const median = (pick: (run: RunFigures) => number) => percentile(runs.map(pick), 0.5);
  const worst = (pick: (run: RunFigures) => number) => maximum(runs.map(pick));
  const applicable = charts.filter((chart) => chart.applicable).length;
  return [
    measured(
      `charts re-queried per run, fewest (all ${charts.length} are in scope; ${applicable} have a region column, the server rejects the filter for the other ${charts.length - applicable})`,
      Math.min(...runs.map((run) => run.requeried)),
      'charts',
      { atLeast: charts.length },
    ),
    measured(
      `Apply filters to every re-queried chart painted, median of ${n}`,
      median((run) => run.paintedMs),
      'ms',
      { atMost: PAINT_BUDGET_MS },
    ),
    measured(
      'Apply filters to every re-queried chart painted, worst run',
      worst((run) => run.paintedMs),
      'ms',
    ),
    measured('Apply filters to every re-queried chart painted, first run', runs[0].paintedMs, 'ms'),
    measured(
      `Apply filters to the charts on screen at the click rendered again, median (${runs[0].onScreenCount} charts)`,
      median((run) => run.onScreenRenderedMs),
      'ms',
    ),
    measured(
      'Apply filters to the last chart data reply received, median',
      median((run) => run.lastReplyMs),
      'ms',
    ),
    measured(
      'Apply filters to the last chart "rendered" (before its frame), median',
      median((run) => run.lastRenderedMs),
      'ms',
    ),
    measured(
      'Apply filters to the first chart loading, median',
      median((run) => run.firstLoadingMs),
      'ms',
    ),
    measured(
      `longest task from the click to painted, median of ${n}`,
      median((run) => run.longestTaskMs),
      'ms',
      { atMost: LONG_TASK_BUDGET_MS },
    ),
    measured(
      'longest task from the click to painted, worst run',
      worst((run) => run.longestTaskMs),
      'ms',
    ),
    measured(
      'long tasks (over 50 ms) from the click to painted, median',
      median((run) => run.longTaskCount),
      'tasks',
    ),
    measured(
      'long tasks (over 50 ms) from the click to painted, worst run',
      worst((run) => run.longTaskCount),
      'tasks',
    ),
    measured(
      're-queried charts that showed an error, worst run',
      worst((run) => run.failed),
      'charts',
      { atMost: 0 },
    ),
  ];
}

export function perRunNote(runs: readonly RunFigures[]): string {
  const parts = runs.map(
    (run, index) =>
      `${index + 1}. ${run.value}: ${run.requeried} re-queried, painted ${run.paintedMs.toFixed(0)}, first loading ${run.firstLoadingMs.toFixed(0)}, last of ${run.replyCount} chart data replies received ${run.lastReplyMs.toFixed(0)}, the ${run.onScreenCount} charts on screen rendered ${run.onScreenRenderedMs.toFixed(0)}, longest task ${run.longestTaskMs.toFixed(0)} (${run.longTaskCount} long)`,
  );
  return `per run (ms): ${parts.join('; ')}.`;
}
