import type { BenchRow, Target } from './benchmark';

export interface BenchOutcome {
  benchmark: string;
  rows: BenchRow[];
  notes: string[];
  /** Set when the benchmark could not run to the end. */
  error?: string;
}

const HEADERS = ['benchmark', 'measure', 'value', 'target', 'result'];

/** The results as a plain-text table, then the notes, then one summary line. */
export function formatReport(outcomes: readonly BenchOutcome[]): string {
  const lines: string[][] = [];
  for (const outcome of outcomes) {
    for (const row of outcome.rows) {
      lines.push([
        outcome.benchmark,
        row.name,
        formatValue(row.value, row.unit),
        formatTarget(row.target, row.unit),
        formatOk(row.ok),
      ]);
    }
    if (outcome.error) lines.push([outcome.benchmark, 'run', '-', '-', `FAILED: ${outcome.error}`]);
  }
  const widths = HEADERS.map((header, column) => Math.max(header.length, ...lines.map((line) => line[column].length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const table = [render(HEADERS), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)];
  const notes = outcomes.flatMap((outcome) => outcome.notes.map((note) => `note (${outcome.benchmark}): ${note}`));
  return [...table, '', ...notes, '', summaryLine(outcomes)].join('\n');
}

/** e.g. "bench: 9 measures, 4 with targets: 3 met, 1 MISSED (grid: scroll frame work p95)". */
export function summaryLine(outcomes: readonly BenchOutcome[]): string {
  const rows = outcomes.flatMap((outcome) => outcome.rows.map((row) => ({ benchmark: outcome.benchmark, row })));
  const targeted = rows.filter(({ row }) => row.ok !== null);
  const missed = targeted.filter(({ row }) => row.ok === false);
  const failed = outcomes.filter((outcome) => outcome.error);
  let line = `bench: ${rows.length} measures, ${targeted.length} with targets: ${targeted.length - missed.length} met`;
  line +=
    missed.length === 0
      ? ', none MISSED'
      : `, ${missed.length} MISSED (${missed.map(({ benchmark, row }) => `${benchmark}: ${row.name}`).join('; ')})`;
  if (failed.length > 0)
    line += `; ${failed.length} benchmark(s) FAILED to run (${failed.map((outcome) => outcome.benchmark).join(', ')})`;
  return line;
}

function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return `- ${unit}`;
  const digits = Math.abs(value) >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

function formatTarget(target: Target | null, unit: string): string {
  if (target === null) return '(info)';
  return 'atMost' in target ? `<= ${target.atMost} ${unit}` : `>= ${target.atLeast} ${unit}`;
}

function formatOk(ok: boolean | null): string {
  if (ok === null) return '';
  return ok ? 'ok' : 'MISSED';
}
