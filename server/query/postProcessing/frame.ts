/**
 * The pandas DataFrame the post-processing operations work on: an optional (multi-level) row
 * index, and columns whose keys may have several levels (pivot's MultiIndex). Storage is by
 * column. Temporal values are epoch milliseconds; `temporal` marks the columns and index levels
 * that hold them (pandas' datetime64 dtype).
 */
import type { DataFrame, FrameValue } from './types';

export type { FrameValue };

export interface FrameColumn {
  /** One label per column level (a flat frame has one level). */
  key: FrameValue[];
  values: FrameValue[];
  temporal: boolean;
}

export interface IndexLevel {
  name: string | null;
  values: FrameValue[];
  temporal: boolean;
}

export interface ColumnLevel {
  name: string | null;
  temporal: boolean;
}

export interface Frame {
  /** Row index levels; empty = pandas' RangeIndex. */
  index: IndexLevel[];
  columns: FrameColumn[];
  /** Names of the column levels (length = number of levels, at least 1). */
  levels: ColumnLevel[];
  length: number;
}

export function fromDataFrame(frame: DataFrame): Frame {
  const temporal = new Set(frame.temporalColumns ?? []);
  return {
    index: [],
    columns: frame.columns.map((name) => ({
      key: [name],
      values: frame.rows.map((row) => row[name] ?? null),
      temporal: temporal.has(name),
    })),
    levels: [{ name: null, temporal: false }],
    length: frame.rows.length,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** pandas' str() of a Timestamp: "YYYY-MM-DD HH:MM:SS". */
export function timestampText(ms: number): string {
  const date = new Date(ms);
  const text = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return date.getUTCMilliseconds() ? `${text}.${pad(date.getUTCMilliseconds() * 1000, 6)}` : text;
}

/** Python's str() of a label (numbers as JavaScript prints them). */
export function labelText(value: FrameValue, temporal = false): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (temporal && typeof value === 'number') return timestampText(value);
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/** A column key as one name: its non-null labels joined with ", " (flatten). */
export function flatName(column: FrameColumn, levels: readonly ColumnLevel[]): string {
  if (column.key.length === 1) return labelText(column.key[0], levels[0]?.temporal);
  const parts = column.key.flatMap((label, level) =>
    label === null ? [] : [labelText(label, levels[level]?.temporal)],
  );
  return parts.join(', ');
}

/** The index levels turned into leading columns (pandas reset_index of every level). */
export function resetIndex(frame: Frame): Frame {
  if (!frame.index.length) return frame;
  const depth = frame.levels.length;
  const indexColumns: FrameColumn[] = frame.index.map((level, position) => ({
    key: [
      level.name ?? (frame.index.length === 1 ? 'index' : `level_${position}`),
      ...Array<FrameValue>(depth - 1).fill(''),
    ],
    values: level.values,
    temporal: level.temporal,
  }));
  return { ...frame, index: [], columns: [...indexColumns, ...frame.columns] };
}

export function toDataFrame(frame: Frame): DataFrame {
  const flat = resetIndex(frame);
  const names = flat.columns.map((column) => flatName(column, flat.levels));
  const rows: Record<string, FrameValue>[] = [];
  for (let row = 0; row < flat.length; row++) {
    const record: Record<string, FrameValue> = {};
    flat.columns.forEach((column, position) => {
      record[names[position]] = column.values[row] ?? null;
    });
    rows.push(record);
  }
  const temporalColumns = flat.columns.flatMap((column, position) => (column.temporal ? [names[position]] : []));
  return { columns: names, rows, temporalColumns };
}

/** Level-0 labels of the columns (what validate_column_args checks against). */
export function topLevelNames(frame: Frame): FrameValue[] {
  return frame.columns.map((column) => column.key[0]);
}

/** Columns whose level-0 label is `name` (a flat frame: the column itself). */
export function columnsNamed(frame: Frame, name: FrameValue): FrameColumn[] {
  return frame.columns.filter((column) => column.key[0] === name);
}

/** The single column of a flat name, or undefined. */
export function columnByName(frame: Frame, name: FrameValue): FrameColumn | undefined {
  return frame.columns.find((column) => column.key[0] === name);
}

/** A new frame with the given rows (by position) of every column and index level. */
export function takeRows(frame: Frame, positions: readonly number[]): Frame {
  return {
    ...frame,
    index: frame.index.map((level) => ({ ...level, values: positions.map((row) => level.values[row]) })),
    columns: frame.columns.map((column) => ({ ...column, values: positions.map((row) => column.values[row]) })),
    length: positions.length,
  };
}

export function range(count: number, start = 0): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => start + i);
}

export function keyId(values: readonly FrameValue[]): string {
  return JSON.stringify(values);
}

/** pandas' sort order for labels: numbers (and booleans) before strings, nulls last. */
export function compareValues(a: FrameValue, b: FrameValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const rank = (value: FrameValue) => (typeof value === 'number' || typeof value === 'boolean' ? 0 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (rank(a) === 0) return Number(a) - Number(b);
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function compareKeys(a: readonly FrameValue[], b: readonly FrameValue[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const order = compareValues(a[i] ?? null, b[i] ?? null);
    if (order !== 0) return order;
  }
  return 0;
}

/** The numeric value of a cell (booleans as 0/1), or null for NaN/None/text. */
export function toNumber(value: FrameValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** A number result as a cell: NaN and ±Infinity become null (Superset's JSON does the same). */
export function numberCell(value: number | null): FrameValue {
  return value === null || !Number.isFinite(value) ? null : value;
}
