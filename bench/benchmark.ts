/** A figure a benchmark must stay within: `atMost` for times and sizes, `atLeast` for rates. */
export type Target = { atMost: number } | { atLeast: number };

/** One measured figure. `ok` is null for a figure shown for information, without a target. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: Target | null;
  ok: boolean | null;
}

/** A named benchmark: `npm run bench` runs every registered one (or those named on the command line). */
export interface Benchmark {
  name: string;
  run: () => Promise<BenchResult>;
}

export interface BenchResult {
  rows: BenchRow[];
  /** Caveats a reader needs to judge the figures (stand-ins, environment). */
  notes: string[];
}

/** A measured row, with `ok` decided by the target. */
export function measured(name: string, value: number, unit: string, target: Target | null = null): BenchRow {
  return { name, value, unit, target, ok: target === null ? null : meetsTarget(value, target) };
}

function meetsTarget(value: number, target: Target): boolean {
  return 'atMost' in target ? value <= target.atMost : value >= target.atLeast;
}
