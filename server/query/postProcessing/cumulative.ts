/**
 * Running and differencing operations: `cum` (Superset's cum.py: cumsum, cumprod, cummax, cummin
 * with nulls left null and skipped) and `diff` (diff.py: the difference with the row — or column —
 * `periods` before).
 */
import { appendColumns, flattenPivotResult, selectColumns } from './appendColumns';
import { numberCell, toNumber, type Frame, type FrameColumn, type FrameValue } from './frame';
import { OperationOptions, validateColumnArgs } from './options';
import { PostProcessingError } from './types';

const CUMULATIVE: Readonly<Record<string, (total: number, value: number) => number>> = {
  cumsum: (total, value) => total + value,
  cumprod: (total, value) => total * value,
  cummax: (total, value) => Math.max(total, value),
  cummin: (total, value) => Math.min(total, value),
};

function accumulate(values: readonly FrameValue[], step: (total: number, value: number) => number): FrameValue[] {
  let total: number | null = null;
  return values.map((cell) => {
    const value = toNumber(cell);
    if (value === null) return null;
    total = total === null ? value : step(total, value);
    return numberCell(total);
  });
}

export function cum(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns');
  const options = new OperationOptions('cum', raw, ['operator', 'columns', 'is_pivot_df']);
  const operator = options.string('operator');
  const mapping = options.renames('columns');
  const isPivot = options.bool('is_pivot_df', false);
  const step = Object.prototype.hasOwnProperty.call(CUMULATIVE, `cum${operator}`)
    ? CUMULATIVE[`cum${operator}`]
    : undefined;
  if (!step) throw new PostProcessingError(`Invalid cumulative operator: ${operator}`);
  const sources = isPivot ? frame.columns : selectColumns(frame, Object.keys(mapping));
  const results: FrameColumn[] = sources.map((column) => ({
    ...column,
    values: accumulate(column.values, step),
    temporal: false,
  }));
  return isPivot ? flattenPivotResult({ ...frame, columns: results }) : appendColumns(frame, results, mapping);
}

const difference = (a: FrameValue, b: FrameValue): FrameValue => {
  const left = toNumber(a);
  const right = toNumber(b);
  return left === null || right === null ? null : numberCell(left - right);
};

export function diff(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns');
  const options = new OperationOptions('diff', raw, ['columns', 'periods', 'axis']);
  const mapping = options.renames('columns', true);
  const periods = options.integer('periods', 1);
  const axis = options.integer('axis', 0);
  if (axis !== 0 && axis !== 1) throw new PostProcessingError(`No axis named ${axis} for object type DataFrame`);
  const sources = selectColumns(frame, Object.keys(mapping));
  const results: FrameColumn[] = sources.map((column, position) => {
    if (axis === 1) {
      const other = sources[position - periods];
      return {
        ...column,
        values: column.values.map((value, row) => (other ? difference(value, other.values[row]) : null)),
        temporal: false,
      };
    }
    return {
      ...column,
      values: column.values.map((value, row) =>
        row - periods >= 0 && row - periods < column.values.length
          ? difference(value, column.values[row - periods])
          : null,
      ),
      temporal: false,
    };
  });
  return appendColumns(frame, results, mapping);
}
