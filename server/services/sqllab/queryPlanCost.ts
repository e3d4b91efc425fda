/** A statement's cost estimate read from DuckDB's EXPLAIN: the plan's operators (top-down) and the root's estimated rows. */
import type { Row } from '../../engines/types';

export type CostRow = Record<string, string>;

const BOX_TOP = '┌';

/** Operator names of a DuckDB text plan, band by band from the root, and the root's estimate. */
export function describePlan(planText: string): CostRow {
  const lines = planText.split('\n');
  const operators: string[] = [];
  let estimate: string | null = null;
  lines.forEach((line, index) => {
    if (line.includes(BOX_TOP)) {
      const names = (lines[index + 1] ?? '')
        .split('│')
        .map((cell) => cell.trim())
        .filter((cell) => cell && !/^[─┌┐└┘┬┴├┤]+$/.test(cell));
      operators.push(...names);
    }
    const rows = /~([\d,.]+\s*\w*)\s+rows?/i.exec(line);
    if (rows && estimate === null) estimate = rows[1].trim();
  });
  const row: CostRow = { Operators: operators.join(' → ') };
  if (estimate !== null) row['Estimated rows'] = estimate;
  return row;
}

export function planTextOf(rows: Row[]): string {
  const physical = rows.find((row) => row.explain_key === 'physical_plan') ?? rows[0];
  const value = physical?.explain_value;
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}
