/** The edit benchmark's figures from the page's step samples (editProbes.ts). */
import { measured, type BenchRow } from '../benchmark';
import { maximum, percentile } from '../stats';
import type { StepKind, StepSample } from './editProbes';

export const FRAME_BUDGET_MS = 16;

export interface RunFigures {
  samples: StepSample[];
  framesOnPage: number;
  dragMoves: number;
}

function stepLatency(sample: StepSample): number {
  return (sample.paintedAt ?? Number.NaN) - sample.startedAt;
}

/**
 * The step's own work: from the event to the end of the next frame, less the wait between the end
 * of its handling and the start of that frame (the main thread idle until the display's next tick).
 */
function stepWork(sample: StepSample): number {
  const latency = stepLatency(sample);
  if (sample.handledAt === undefined || sample.frameAt === undefined) return latency;
  return latency - Math.max(0, sample.frameAt - sample.handledAt);
}

/** The script part of the work: the app's listeners, the reducer, React's render and commit. */
function stepScript(sample: StepSample): number {
  return (sample.scriptEndAt ?? Number.NaN) - sample.startedAt;
}

function ofKind(samples: readonly StepSample[], kind: StepKind): StepSample[] {
  return samples.filter((sample) => sample.kind === kind);
}

function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

function historyRows(kind: 'undo' | 'redo', runs: readonly RunFigures[]): BenchRow[] {
  const samples = runs.flatMap((run) => ofKind(run.samples, kind));
  const work = samples.map(stepWork);
  const script = samples.map(stepScript);
  return [
    measured(`${kind} step (${samples.length} over ${runs.length} runs): work median`, median(work), 'ms'),
    measured(
      `${kind} step: whole frame work p95 (with the browser's style, layout, paint)`,
      percentile(work, 0.95),
      'ms',
    ),
    measured(`${kind} step: work max`, maximum(work), 'ms'),
    measured(`${kind} step: script (reducer, React render + commit) median`, median(script), 'ms'),
    // The measure: "reducer + render" per step.
    measured(`${kind} step: script (reducer, React render + commit) p95`, percentile(script, 0.95), 'ms', {
      atMost: FRAME_BUDGET_MS,
    }),
    measured(
      `${kind} step: style, layout, paint median`,
      median(samples.map((sample) => stepWork(sample) - stepScript(sample))),
      'ms',
    ),
    measured(
      `${kind} step: key to painted p95 (with any wait for the frame)`,
      percentile(samples.map(stepLatency), 0.95),
      'ms',
    ),
  ];
}

function dragRows(runs: readonly RunFigures[]): BenchRow[] {
  const samples = runs.flatMap((run) => ofKind(run.samples, 'drag'));
  const work = samples.map(stepWork);
  const moves = runs.reduce((sum, run) => sum + run.dragMoves, 0);
  const shown = samples.filter((sample) => sample.indicatorShown).length;
  return [
    measured(`drag hover (${samples.length} drag steps, ${moves} moves): frame work median`, median(work), 'ms'),
    measured('drag hover: frame work p95', percentile(work, 0.95), 'ms', { atMost: FRAME_BUDGET_MS }),
    measured('drag hover: frame work max', maximum(work), 'ms'),
    measured(
      'drag hover: script (react-dnd hover, drop choice, indicator) median',
      median(samples.map(stepScript)),
      'ms',
    ),
    measured(
      'drag hover: drag event to painted p95 (with any wait for the frame)',
      percentile(samples.map(stepLatency), 0.95),
      'ms',
    ),
    measured(`drag hover: drop indicator on the page after the frame (of ${samples.length})`, shown, 'steps'),
  ];
}

export function editRows(runs: readonly RunFigures[]): BenchRow[] {
  return [...historyRows('undo', runs), ...historyRows('redo', runs), ...dragRows(runs)];
}

/** Per run: the work median and p95 of each kind of step. */
export function perRunNote(runs: readonly RunFigures[]): string {
  const figures = (kind: StepKind, fraction: number) =>
    runs.map((run) => percentile(ofKind(run.samples, kind).map(stepWork), fraction).toFixed(1)).join(' / ');
  return (
    `per run work median (ms): undo ${figures('undo', 0.5)}; redo ${figures('redo', 0.5)}; drag ${figures('drag', 0.5)}. ` +
    `p95: undo ${figures('undo', 0.95)}; redo ${figures('redo', 0.95)}; drag ${figures('drag', 0.95)}.`
  );
}

/**
 * The undo and redo work by the type of the component each step brings back or takes away: undo
 * steps run through `deletions` backwards, redo steps forwards.
 */
export function byTypeNote(runs: readonly RunFigures[], deletions: readonly string[]): string {
  const work = new Map<string, number[]>();
  const add = (layoutId: string | undefined, sample: StepSample) => {
    const type = layoutId?.split('-')[0] ?? '?';
    work.set(type, [...(work.get(type) ?? []), stepWork(sample)]);
  };
  for (const run of runs) {
    ofKind(run.samples, 'undo').forEach((sample, index) => add(deletions[deletions.length - 1 - index], sample));
    ofKind(run.samples, 'redo').forEach((sample, index) => add(deletions[index], sample));
  }
  const parts = [...work].map(
    ([type, values]) => `${type} ${median(values).toFixed(1)} / ${percentile(values, 0.95).toFixed(1)}`,
  );
  return `undo + redo work median / p95 (ms) by the component brought back or taken away: ${parts.join('; ')}.`;
}
