/**
 * Comparing columns: `compare` (Superset's compare.py: `difference`, `percentage`, `ratio` of each
 * source column against its compare column, as `<type>__<source>__<compare>`, rounded to
 * `precision` for percentage and ratio) and `contribution` (contribution.py: each numeric cell's
 * share of its column total or of its row total, time-shifted columns normalised separately).
 */
import { columnByName, numberCell, toNumber, type Frame, type FrameColumn, type FrameValue } from './frame';
import { OperationOptions, validateColumnArgs } from './options';
import { sum } from './statistics';
import { PostProcessingError } from './types';

const TIME_COMPARISON = '__';
const COMPARE_TYPES = ['difference', 'percentage', 'ratio'];

/** Python's round(x, n) (banker's rounding at exact halves is not reproduced). */
function roundTo(value: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}

function compareValues(source: FrameValue, other: FrameValue, type: string, precision: number): FrameValue {
  const s = toNumber(source);
  const c = toNumber(other);
  if (s === null || c === null) return null;
  if (type === 'difference') return numberCell(s - c);
  const value = type === 'percentage' ? (s - c) / c : s / c;
  return Number.isFinite(value) ? roundTo(value, precision) : null;
}

export function compare(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'source_columns', 'compare_columns');
  const options = new OperationOptions('compare', raw, [
    'source_columns',
    'compare_columns',
    'compare_type',
    'drop_original_columns',
    'precision',
  ]);
  const sources = options.names('source_columns', true);
  const others = options.names('compare_columns', true);
  const type = options.string('compare_type');
  const precision = options.integer('precision', 4);
  if (sources.length !== others.length)
    throw new PostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  if (!COMPARE_TYPES.includes(type))
    throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  if (!sources.length) return frame;
  const added: FrameColumn[] = sources.map((source, position) => {
    const left = columnByName(frame, source) as FrameColumn;
    const right = columnByName(frame, others[position]) as FrameColumn;
    return {
      key: [[type, source, others[position]].join(TIME_COMPARISON)],
      values: left.values.map((value, row) => compareValues(value, right.values[row], type, precision)),
      temporal: false,
    };
  });
  let columns = [...frame.columns, ...added];
  if (options.bool('drop_original_columns', false)) {
    const dropped = new Set([...sources, ...others]);
    columns = columns.filter((column) => !dropped.has(String(column.key[0])));
  }
  return { ...frame, columns };
}

/** Numeric (non-boolean, non-temporal) columns: every non-null value a number. */
function isArithmetic(column: FrameColumn): boolean {
  return !column.temporal && column.values.every((value) => value === null || typeof value === 'number');
}

function divide(value: number | null, total: number): FrameValue {
  if (value === null) return null;
  return numberCell(value / total);
}

export function contribution(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns');
  const options = new OperationOptions('contribution', raw, [
    'orientation',
    'columns',
    'time_shifts',
    'rename_columns',
    'contribution_totals',
  ]);
  const orientation = options.optionalString('orientation') ?? 'column';
  const requested = options.names('columns');
  const numeric = frame.columns.filter(isArithmetic);
  for (const name of requested) {
    if (!numeric.some((column) => column.key[0] === name)) {
      throw new PostProcessingError(`Column "${name}" is not numeric or does not exists in the query results.`);
    }
  }
  const selected = requested.length
    ? requested.map((name) => numeric.find((column) => column.key[0] === name) as FrameColumn)
    : numeric;
  const renames = options.names('rename_columns');
  const targets = renames.length ? renames : selected.map((column) => String(column.key[0]));
  if (targets.length !== selected.length) {
    throw new PostProcessingError('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  const results = new Map<string, FrameValue[]>();
  if (orientation === 'column') {
    const totals = options.mapping('contribution_totals');
    selected.forEach((column, position) => {
      const values = column.values.map((value) => toNumber(value) ?? 0);
      const given = totals[String(column.key[0])];
      if (options.has('contribution_totals') && Object.keys(totals).length) {
        const total = typeof given === 'number' ? given : 0;
        results.set(
          targets[position],
          values.map((value) => (total === 0 ? 0 : numberCell(value / total))),
        );
      } else {
        const total = sum(values);
        results.set(
          targets[position],
          values.map((value) => divide(value, total)),
        );
      }
    });
  } else {
    const shifts = options.names('time_shifts');
    const groupOf = (column: FrameColumn) =>
      shifts.find((shift) => String(column.key[0]).endsWith(`${TIME_COMPARISON}${shift}`)) ?? '';
    for (const group of new Set(selected.map(groupOf))) {
      const members = selected
        .map((column, position) => ({ column, position }))
        .filter(({ column }) => groupOf(column) === group);
      for (const { column, position } of members) {
        results.set(
          targets[position],
          column.values.map((value, row) => {
            const total = sum(members.map((member) => toNumber(member.column.values[row]) ?? 0));
            return divide(toNumber(value), total);
          }),
        );
      }
    }
  }
  const columns = frame.columns.map((column) => {
    const values = results.get(String(column.key[0]));
    return values && column.key.length === 1 ? { ...column, values, temporal: false } : column;
  });
  const appended = [...results.entries()]
    .filter(([name]) => !frame.columns.some((column) => column.key[0] === name))
    .map(([name, values]): FrameColumn => ({ key: [name], values, temporal: false }));
  return { ...frame, columns: [...columns, ...appended] };
}
