/**
 * Ordering and naming: `sort` (sort.py: rows by columns — `by`/`ascending`, or the early
 * `columns: {name: ascending}` — or by the index with `is_sort_index`; stable, nulls last),
 * `rename` (rename.py: labels renamed in one level or all; "Label already exists" when every
 * target exists) and `select` (select.py: keep/reorder, exclude, rename).
 */
import {
  columnsNamed,
  compareValues,
  keyId,
  range,
  takeRows,
  type Frame,
  type FrameColumn,
  type FrameValue,
} from './frame';
import { OperationOptions, validateColumnArgs } from './options';
import { PostProcessingError } from './types';

function sortedPositions(
  frame: Frame,
  keys: readonly (readonly FrameValue[])[],
  ascending: readonly boolean[],
): number[] {
  return range(frame.length).sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const left = keys[i][a];
      const right = keys[i][b];
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
        continue;
      }
      const order = compareValues(left, right);
      if (order !== 0) return ascending[i] ? order : -order;
    }
    return a - b;
  });
}

function ascendingList(value: unknown, count: number): boolean[] {
  if (value === undefined || value === null) return Array<boolean>(count).fill(true);
  if (typeof value === 'boolean') return Array<boolean>(count).fill(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'boolean')) {
    if (value.length !== count)
      throw new PostProcessingError(`Length of ascending (${value.length}) != length of by (${count})`);
    return value as boolean[];
  }
  throw new PostProcessingError('sort(): `ascending` must be a boolean or a list of booleans');
}

export function sort(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'by', 'columns');
  const options = new OperationOptions('sort', raw, ['by', 'ascending', 'is_sort_index', 'columns']);
  if (options.has('columns')) {
    const legacy = options.mapping('columns');
    const names = Object.keys(legacy);
    const keys = names.map((name) => columnsNamed(frame, name)[0].values);
    return takeRows(
      frame,
      sortedPositions(
        frame,
        keys,
        names.map((name) => legacy[name] !== false),
      ),
    );
  }
  const isSortIndex = options.bool('is_sort_index', false);
  const by = options.names('by');
  if (!isSortIndex && !by.length) throw new PostProcessingError('either sort_index or by should be specified');
  if (isSortIndex) {
    const keys = frame.index.length ? frame.index.map((level) => level.values) : [range(frame.length)];
    return takeRows(frame, sortedPositions(frame, keys, ascendingList(raw.ascending, keys.length)));
  }
  const keys = by.map((name) => columnsNamed(frame, name)[0].values);
  return takeRows(frame, sortedPositions(frame, keys, ascendingList(raw.ascending, by.length)));
}

/** The level position `level` names (a number or a level name); null → every level. */
function levelPosition(frame: Frame, level: unknown): number | null {
  if (level === undefined || level === null) return null;
  const position = typeof level === 'number' ? level : frame.levels.findIndex((candidate) => candidate.name === level);
  if (!Number.isInteger(position) || position < 0 || position >= frame.levels.length) {
    throw new PostProcessingError(`Level ${String(level)} not found`);
  }
  return position;
}

export function rename(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns');
  const options = new OperationOptions('rename', raw, ['columns', 'inplace', 'level']);
  const mapping = options.mapping('columns');
  options.bool('inplace', false);
  if (!Object.keys(mapping).length) return frame;
  for (const target of Object.values(mapping)) {
    if (target !== null && typeof target !== 'string')
      throw new PostProcessingError('rename(): `columns` must map names to names or null');
  }
  const level = levelPosition(frame, raw.level);
  const existing = new Set(frame.columns.map((column) => keyId([column.key[level ?? 0]])));
  if (Object.values(mapping).every((target) => existing.has(keyId([target as FrameValue]))))
    throw new PostProcessingError('Label already exists');
  const renameLabel = (label: FrameValue) =>
    typeof label === 'string' && Object.prototype.hasOwnProperty.call(mapping, label)
      ? (mapping[label] as string | null)
      : label;
  const columns = frame.columns.map((column) => ({
    ...column,
    key: column.key.map((label, position) => (level === null || level === position ? renameLabel(label) : label)),
  }));
  return { ...frame, columns };
}

export function select(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns', 'exclude', 'rename');
  const options = new OperationOptions('select', raw, ['columns', 'exclude', 'rename']);
  const keep = options.names('columns');
  const exclude = options.names('exclude');
  const renames = options.renames('rename');
  let columns: FrameColumn[] = keep.length ? keep.flatMap((name) => columnsNamed(frame, name)) : frame.columns;
  if (exclude.length) {
    const missing = exclude.filter((name) => !columns.some((column) => column.key[0] === name));
    if (missing.length)
      throw new PostProcessingError(`Referenced columns not available in DataFrame: ${missing.join(', ')}`);
    columns = columns.filter((column) => !exclude.includes(String(column.key[0])));
  }
  if (Object.keys(renames).length) {
    columns = columns.map((column) => {
      const label = column.key[0];
      return typeof label === 'string' && Object.prototype.hasOwnProperty.call(renames, label)
        ? { ...column, key: [renames[label], ...column.key.slice(1)] }
        : column;
    });
  }
  return { ...frame, columns };
}
