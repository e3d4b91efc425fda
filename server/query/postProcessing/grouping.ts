/**
 * pandas groupby: rows grouped by the values of key columns, groups in sorted key order, rows with
 * a null key dropped unless `dropna` is false. Also the shared aggregate specification of
 * `aggregate`, `pivot` and `boxplot` (Superset's _get_aggregate_funcs).
 */
import { compareKeys, keyId, type FrameValue } from './frame';
import { NUMPY_REDUCERS, type Reducer } from './statistics';
import { PostProcessingError } from './types';

export interface Group {
  key: FrameValue[];
  rows: number[];
}

export function groupRows(keyColumns: readonly (readonly FrameValue[])[], length: number, dropna = true): Group[] {
  const groups = new Map<string, Group>();
  for (let row = 0; row < length; row++) {
    const key = keyColumns.map((values) => values[row] ?? null);
    if (dropna && key.some((value) => value === null)) continue;
    const id = keyId(key);
    const group = groups.get(id);
    if (group) group.rows.push(row);
    else groups.set(id, { key, rows: [row] });
  }
  return [...groups.values()].sort((a, b) => compareKeys(a.key, b.key));
}

export interface AggregateSpec {
  /** The output name. */
  name: string;
  /** The input column (defaults to the output name). */
  column: string;
  reduce: (values: readonly FrameValue[]) => FrameValue;
}

/** `{out: {operator, column?, options?}}` → reducers; errors as Superset's _get_aggregate_funcs. */
export function aggregateSpecs(
  aggregates: Record<string, unknown>,
  hasColumn: (name: string) => boolean,
): AggregateSpec[] {
  return Object.entries(aggregates).map(([name, raw]) => {
    const spec = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const column = typeof spec.column === 'string' ? spec.column : name;
    if (!hasColumn(column)) throw new PostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    if (!('operator' in spec)) throw new PostProcessingError(`Operator undefined for aggregator: ${name}`);
    const operator = String(spec.operator);
    const reducer: Reducer | undefined = Object.prototype.hasOwnProperty.call(NUMPY_REDUCERS, operator)
      ? NUMPY_REDUCERS[operator]
      : undefined;
    if (!reducer) throw new PostProcessingError(`Invalid numpy function: ${operator}`);
    const options = (typeof spec.options === 'object' && spec.options !== null ? spec.options : {}) as Record<
      string,
      unknown
    >;
    return { name, column, reduce: (values: readonly FrameValue[]) => reducer(values, options) };
  });
}
