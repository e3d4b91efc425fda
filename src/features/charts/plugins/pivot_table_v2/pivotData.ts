/**
 * The client-side pivot of Superset's pivot table: query rows are unpivoted into one record per
 * metric (the `Metric` attribute and its value; null values dropped), then aggregated into every
 * (row key prefix, column key prefix) cell, so full cells, subtotals and totals all come from the
 * same records. Keys are ordered by `rowOrder`/`colOrder`, level by level, with subtotals above
 * or below their group.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';
import type { AggregateFunction, Aggregator } from './aggregators';
import { naturalCompare } from './naturalCompare';

/** The attribute holding the metric's name in unpivoted records. */
export const METRIC_KEY = 'Metric';

export type PivotKey = readonly ChartDataCell[];

interface PivotOptions {
  rowAttrs: readonly string[];
  colAttrs: readonly string[];
  aggregate: AggregateFunction;
  /** Metric names in the order chosen: how the Metric attribute sorts. */
  metricNames: readonly string[];
  rowOrder?: string;
  colOrder?: string;
  rowSubtotals?: boolean;
  colSubtotals?: boolean;
  /** Subtotal rows above their group (else below). */
  rowSubtotalOnTop?: boolean;
  /** Subtotal columns left of their group (else right). */
  colSubtotalOnTop?: boolean;
}

/** Query rows → one record per non-null metric value, carrying the metric's name. */
export function unpivotRecords(
  rows: readonly Record<string, ChartDataCell>[],
  metricNames: readonly string[],
): Record<string, ChartDataCell>[] {
  const records: Record<string, ChartDataCell>[] = [];
  for (const row of rows) {
    for (const metric of metricNames) {
      const value = row[metric];
      if (value === null || value === undefined) continue;
      records.push({ ...row, [METRIC_KEY]: metric, value });
    }
  }
  return records;
}

const flatKey = (key: PivotKey) => JSON.stringify(key);

/** Whether two keys agree on their first `length` values. */
export function samePrefix(a: PivotKey, b: PivotKey, length: number): boolean {
  for (let index = 0; index < length; index += 1) if (!Object.is(a[index], b[index])) return false;
  return true;
}

export class PivotData {
  readonly rowKeys: PivotKey[];
  readonly colKeys: PivotKey[];
  private readonly cells = new Map<string, Map<string, Aggregator>>();

  constructor(
    records: readonly Record<string, ChartDataCell>[],
    private readonly options: PivotOptions,
  ) {
    const rowKeys = new Map<string, PivotKey>();
    const colKeys = new Map<string, PivotKey>();
    const { rowAttrs, colAttrs } = options;
    for (const record of records) {
      const rowKey = rowAttrs.map((attr) => record[attr] ?? null);
      const colKey = colAttrs.map((attr) => record[attr] ?? null);
      for (let rowLength = 0; rowLength <= rowKey.length; rowLength += 1) {
        const rowPrefix = rowKey.slice(0, rowLength);
        if (rowLength > 0 && (rowLength === rowKey.length || options.rowSubtotals))
          rowKeys.set(flatKey(rowPrefix), rowPrefix);
        for (let colLength = 0; colLength <= colKey.length; colLength += 1) {
          const colPrefix = colKey.slice(0, colLength);
          if (rowLength === 0 && colLength > 0 && (colLength === colKey.length || options.colSubtotals))
            colKeys.set(flatKey(colPrefix), colPrefix);
          this.aggregatorAt(rowPrefix, colPrefix, true)!.push(record.value ?? null);
        }
      }
    }
    this.rowKeys = [...rowKeys.values()].sort((a, b) => this.compareKeys(a, b, 'row'));
    this.colKeys = [...colKeys.values()].sort((a, b) => this.compareKeys(a, b, 'col'));
  }

  private aggregatorAt(rowKey: PivotKey, colKey: PivotKey, create = false): Aggregator | undefined {
    const rowFlat = flatKey(rowKey);
    let row = this.cells.get(rowFlat);
    if (!row) {
      if (!create) return undefined;
      row = new Map();
      this.cells.set(rowFlat, row);
    }
    const colFlat = flatKey(colKey);
    let aggregator = row.get(colFlat);
    if (!aggregator && create) {
      aggregator = this.options.aggregate.create();
      row.set(colFlat, aggregator);
    }
    return aggregator;
  }

  /**
   * A cell's value; an empty row or column key gives the totals (both empty: the grand total).
   * Null when no record falls in the cell (or a fraction's base is 0).
   */
  value(rowKey: PivotKey, colKey: PivotKey): number | string | null {
    const aggregator = this.aggregatorAt(rowKey, colKey);
    if (!aggregator) return null;
    const value = aggregator.value();
    const fraction = this.options.aggregate.fractionOf;
    if (!fraction || typeof value !== 'number') return value;
    const base =
      fraction === 'total'
        ? this.aggregatorAt([], [])
        : fraction === 'row'
          ? this.aggregatorAt(rowKey, [])
          : this.aggregatorAt([], colKey);
    const baseValue = base?.value();
    return typeof baseValue === 'number' && baseValue !== 0 ? value / baseValue : null;
  }

  private compareAttrValues(attr: string | undefined, a: ChartDataCell, b: ChartDataCell): number {
    if (attr === METRIC_KEY)
      return this.options.metricNames.indexOf(String(a)) - this.options.metricNames.indexOf(String(b));
    return naturalCompare(a, b);
  }

  /**
   * Level by level: at the first level where the keys differ, by the value (the aggregate of
   * the key's prefix to that level) or by the key itself; a subtotal key sorts before or after
   * the keys it totals.
   */
  private compareKeys(a: PivotKey, b: PivotKey, axis: 'row' | 'col'): number {
    const attrs = axis === 'row' ? this.options.rowAttrs : this.options.colAttrs;
    const order = (axis === 'row' ? this.options.rowOrder : this.options.colOrder) ?? 'key_a_to_z';
    const shared = Math.min(a.length, b.length);
    for (let level = 0; level < shared; level += 1) {
      if (Object.is(a[level], b[level])) continue;
      const byKey = this.compareAttrValues(attrs[level], a[level] ?? null, b[level] ?? null);
      if (order === 'value_a_to_z' || order === 'value_z_to_a') {
        const valueOf = (key: PivotKey) => {
          const prefix = key.slice(0, level + 1);
          const value = axis === 'row' ? this.value(prefix, []) : this.value([], prefix);
          return typeof value === 'number' || typeof value === 'string' ? value : null;
        };
        const byValue = naturalCompare(valueOf(a), valueOf(b));
        if (byValue !== 0) return order === 'value_a_to_z' ? byValue : -byValue;
        return byKey;
      }
      return order === 'key_z_to_a' ? -byKey : byKey;
    }
    if (a.length === b.length) return 0;
    const onTop = axis === 'row' ? this.options.rowSubtotalOnTop : this.options.colSubtotalOnTop;
    return a.length < b.length === Boolean(onTop) ? -1 : 1;
  }
}

/** How many consecutive keys from `start` share `key`'s first `length` values (and are longer). */
export function groupSpan(keys: readonly PivotKey[], start: number, length: number): number {
  const key = keys[start]!;
  let span = 1;
  while (
    start + span < keys.length &&
    keys[start + span]!.length >= length &&
    samePrefix(keys[start + span]!, key, length)
  )
    span += 1;
  return span;
}
