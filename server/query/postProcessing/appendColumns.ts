/**
 * The column selection and write-back shared by rolling, cum and diff: `df[columns.keys()]`
 * (every sub-column of a MultiIndex level-0 name), and Superset's _append_columns (replace in place
 * when every source maps to itself, else append the results under their new names). With
 * `is_pivot_df`, the whole frame is processed and the result flattened as after a pivot.
 */
import { columnsNamed, labelText, resetIndex, type Frame, type FrameColumn } from './frame';

export function selectColumns(frame: Frame, names: readonly string[]): FrameColumn[] {
  return names.flatMap((name) => columnsNamed(frame, name));
}

/** `columns` results (computed from `selectColumns`) written back into `frame`. */
export function appendColumns(frame: Frame, results: readonly FrameColumn[], mapping: Record<string, string>): Frame {
  if (Object.entries(mapping).every(([source, target]) => source === target)) {
    const replaced = frame.columns.map(
      (column) => results.find((result) => result.key.every((label, i) => label === column.key[i])) ?? column,
    );
    return { ...frame, columns: replaced };
  }
  const renamed = results.map((column) => ({
    ...column,
    key: [mapping[String(column.key[0])] ?? column.key[0], ...column.key.slice(1)],
  }));
  return { ...frame, columns: [...frame.columns, ...renamed] };
}

/**
 * After `is_pivot_df` processing: column names flattened as Superset's _flatten_column_after_pivot
 * (the metric level dropped when there is one metric) and the index reset.
 */
export function flattenPivotResult(frame: Frame): Frame {
  const metrics = new Set(frame.columns.map((column) => column.key[0]));
  const columns = frame.columns.map((column) => {
    const key = metrics.size === 1 && column.key.length > 1 ? column.key.slice(1) : column.key;
    const offset = column.key.length - key.length;
    return {
      ...column,
      key: [key.map((label, level) => labelText(label, frame.levels[level + offset]?.temporal)).join(', ')],
    };
  });
  return resetIndex({ ...frame, columns, levels: [{ name: null, temporal: false }] });
}
