/**
 * `pivot` (Superset's pivot.py over pandas.pivot_table): rows keyed by `index`, one column per
 * (aggregated column, value of `columns`…) — a MultiIndex, sorted — cells aggregated per group.
 * `drop_missing_columns` (pandas' dropna) drops empty rows and columns; off, every index
 * combination is kept and only series that occur in the data are. The index stays the index:
 * charts follow with `flatten`. The legacy `flatten_columns`/`reset_index` options, when given
 * true, flatten (dropping the aggregate level for a single aggregate) and reset the index here.
 */
import {
  resetIndex,
  columnByName,
  compareKeys,
  keyId,
  labelText,
  type ColumnLevel,
  type Frame,
  type FrameColumn,
  type FrameValue,
  type IndexLevel,
} from './frame';
import { aggregateSpecs, groupRows, type AggregateSpec } from './grouping';
import { OperationOptions, validateColumnArgs } from './options';
import { PostProcessingError } from './types';

const NULL_STRING = '<NULL>';

interface PivotSettings {
  index: string[];
  columns: string[];
  specs: AggregateSpec[];
  dropna: boolean;
  fillValue: FrameValue;
  marginsName: string | null;
}

/** Unique values of each index level, sorted (pandas' MultiIndex.levels). */
function levelValues(keys: readonly FrameValue[][], level: number): FrameValue[] {
  const unique = new Map<string, FrameValue>();
  for (const key of keys) unique.set(keyId([key[level]]), key[level]);
  return [...unique.values()].sort((a, b) => compareKeys([a], [b]));
}

function cartesian(levels: readonly FrameValue[][]): FrameValue[][] {
  return levels.reduce<FrameValue[][]>(
    (product, values) => product.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
}

function uniqueSorted(keys: readonly FrameValue[][]): FrameValue[][] {
  const unique = new Map(keys.map((key) => [keyId(key), key]));
  return [...unique.values()].sort(compareKeys);
}

function pivotTable(frame: Frame, settings: PivotSettings): Frame {
  const source = (name: string) => columnByName(frame, name) as FrameColumn;
  const valueColumns = new Map<string, AggregateSpec>();
  for (const spec of settings.specs) valueColumns.set(spec.column, spec);
  const values = [...valueColumns.keys()].sort((a, b) => compareKeys([a], [b]));
  const keyColumns = [...settings.index, ...settings.columns].map((name) => source(name).values);
  const groups = groupRows(keyColumns, frame.length, settings.dropna);
  const depth = settings.index.length;
  const cells = new Map<string, FrameValue[]>();
  for (const group of groups) {
    const aggregated = values.map((name) =>
      (valueColumns.get(name) as AggregateSpec).reduce(group.rows.map((row) => source(name).values[row])),
    );
    if (settings.dropna && aggregated.every((value) => value === null)) continue;
    cells.set(keyId(group.key), aggregated);
  }
  const present = [...cells.keys()].map((id) => JSON.parse(id) as FrameValue[]);
  let rowKeys = uniqueSorted(present.map((key) => key.slice(0, depth)));
  if (!settings.dropna && depth > 1) rowKeys = cartesian(settings.index.map((_, level) => levelValues(rowKeys, level)));
  const seriesKeys = settings.columns.length ? uniqueSorted(present.map((key) => key.slice(depth))) : [[]];
  let columns: FrameColumn[] = values.flatMap((name, valuePosition) =>
    seriesKeys.map((series) => ({
      key: [name, ...series],
      values: rowKeys.map((row) => cells.get(keyId([...row, ...series]))?.[valuePosition] ?? null),
      temporal: source(name).temporal,
    })),
  );
  if (settings.marginsName !== null) columns = addMargins(frame, settings, values, rowKeys, columns, source);
  if (settings.fillValue !== null) {
    columns = columns.map((column) => ({
      ...column,
      values: column.values.map((value) => value ?? settings.fillValue),
    }));
  }
  if (settings.dropna) columns = columns.filter((column) => column.values.some((value) => value !== null));
  const index: IndexLevel[] = settings.index.map((name, level) => ({
    name,
    values: rowKeys.map((key) => key[level]),
    temporal: source(name).temporal,
  }));
  const levels: ColumnLevel[] = [
    { name: null, temporal: false },
    ...settings.columns.map((name) => ({ name, temporal: source(name).temporal })),
  ];
  return { index, columns, levels, length: rowKeys.length };
}

/** pandas' margins: an "All" column per aggregated column and an "All" row, over rows without nulls. */
function addMargins(
  frame: Frame,
  settings: PivotSettings,
  values: readonly string[],
  rowKeys: FrameValue[][],
  columns: FrameColumn[],
  source: (name: string) => FrameColumn,
): FrameColumn[] {
  const name = settings.marginsName as string;
  const rows = Array.from({ length: frame.length }, (_, row) => row).filter(
    (row) => !settings.dropna || frame.columns.every((column) => column.values[row] !== null),
  );
  const reduce = (valueName: string, subset: readonly number[]) =>
    (settings.specs.find((spec) => spec.column === valueName) as AggregateSpec).reduce(
      subset.map((row) => source(valueName).values[row]),
    );
  const rowsWhere = (names: readonly string[], key: readonly FrameValue[]) =>
    rows.filter((row) => names.every((column, i) => source(column).values[row] === key[i]));
  const filler = Array<FrameValue>(settings.columns.length ? settings.columns.length - 1 : 0).fill('');
  const withTotals: FrameColumn[] = [];
  for (const valueName of values) {
    const block = columns.filter((column) => column.key[0] === valueName);
    const allRows = [...block.map((column) => column.key.slice(1)), null];
    const total: FrameColumn = {
      key: settings.columns.length ? [valueName, name, ...filler] : [valueName],
      values: rowKeys.map((key) => reduce(valueName, rowsWhere(settings.index, key))),
      temporal: source(valueName).temporal,
    };
    const extended = settings.columns.length ? [...block, total] : block;
    extended.forEach((column, position) => {
      const series = allRows[position];
      const grand =
        series === null || series === undefined
          ? reduce(valueName, rows)
          : reduce(valueName, rowsWhere(settings.columns, series));
      withTotals.push({ ...column, values: [...column.values, grand] });
    });
  }
  rowKeys.push([name, ...Array<FrameValue>(settings.index.length - 1).fill('')]);
  return withTotals;
}

/** `stack(0).unstack()`: the aggregate level moves to the last column level. */
function combineValueWithMetric(frame: Frame): Frame {
  if (frame.levels.length < 2) return frame;
  const columns = frame.columns
    .map((column) => ({ ...column, key: [...column.key.slice(1), column.key[0]] }))
    .sort((a, b) => compareKeys(a.key, b.key));
  return { ...frame, columns, levels: [...frame.levels.slice(1), frame.levels[0]] };
}

/** Superset's _flatten_column_after_pivot (legacy `flatten_columns`). */
function flattenAfterPivot(frame: Frame, aggregateCount: number): Frame {
  const columns = frame.columns.map((column) => {
    const key = aggregateCount === 1 && column.key.length > 1 ? column.key.slice(1) : column.key;
    return {
      ...column,
      key: [
        key
          .map((label, level) => labelText(label, frame.levels[level + column.key.length - key.length]?.temporal))
          .join(', '),
      ],
    };
  });
  return { ...frame, columns, levels: [{ name: null, temporal: false }] };
}

export function pivot(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'index', 'columns');
  const options = new OperationOptions('pivot', raw, [
    'index',
    'aggregates',
    'columns',
    'metric_fill_value',
    'column_fill_value',
    'drop_missing_columns',
    'combine_value_with_metric',
    'marginal_distributions',
    'marginal_distribution_name',
    'flatten_columns',
    'reset_index',
  ]);
  const index = options.names('index', true);
  const aggregates = options.mapping('aggregates', true);
  if (!index.length) throw new PostProcessingError('Pivot operation requires at least one index');
  if (!Object.keys(aggregates).length)
    throw new PostProcessingError('Pivot operation must include at least one aggregate');
  const columns = options.names('columns');
  const columnFill = 'column_fill_value' in raw ? options.scalar('column_fill_value') : NULL_STRING;
  let working = frame;
  if (columns.length && columnFill !== null && columnFill !== '') {
    working = {
      ...frame,
      columns: frame.columns.map((column) =>
        columns.includes(String(column.key[0]))
          ? { ...column, values: column.values.map((value) => value ?? columnFill) }
          : column,
      ),
    };
  }
  const specs = aggregateSpecs(aggregates, (name) => columnByName(working, name) !== undefined);
  const margins = options.bool('marginal_distributions', false);
  let result = pivotTable(working, {
    index,
    columns,
    specs,
    dropna: options.bool('drop_missing_columns', true),
    fillValue: options.scalar('metric_fill_value'),
    marginsName: margins ? (options.optionalString('marginal_distribution_name') ?? 'All') : null,
  });
  if (options.bool('combine_value_with_metric', false)) result = combineValueWithMetric(result);
  if (options.bool('flatten_columns', false)) result = flattenAfterPivot(result, Object.keys(aggregates).length);
  if (options.bool('reset_index', false)) result = resetIndex(result);
  return result;
}
