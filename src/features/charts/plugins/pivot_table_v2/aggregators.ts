/**
 * The pivot table's aggregation functions (`aggregateFunction`), as react-pivottable's aggregator
 * templates in Superset's plugin: each folds a cell's values (one per query row and metric) into
 * the cell's value. Numeric aggregators skip values that do not read as numbers.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';
import { naturalCompare } from './naturalCompare';

export interface Aggregator {
  push(value: ChartDataCell): void;
  value(): number | string | null;
}

export interface AggregateFunction {
  create(): Aggregator;
  /** Sum/Count "as Fraction of …": the cell's value over the total, its row's or its column's. */
  fractionOf?: 'total' | 'row' | 'col';
}

export const AGGREGATE_FUNCTION_NAMES = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export const DEFAULT_AGGREGATE_FUNCTION = 'Sum';

function asNumber(value: ChartDataCell): number | null {
  if (value === null || typeof value === 'boolean') return null;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isNaN(number) ? null : number;
}

const count = (): Aggregator => {
  let total = 0;
  return {
    push: () => {
      total += 1;
    },
    value: () => total,
  };
};

const sum = (): Aggregator => {
  let total = 0;
  return {
    push: (value) => {
      const number = asNumber(value);
      if (number !== null) total += number;
    },
    value: () => total,
  };
};

function uniques(fold: (values: ChartDataCell[]) => number | string): () => Aggregator {
  return () => {
    const seen: ChartDataCell[] = [];
    return {
      push: (value) => {
        if (!seen.includes(value)) seen.push(value);
      },
      value: () => fold(seen),
    };
  };
}

/** Mean, sample variance or sample standard deviation (ddof 1), by running sums. */
function runningStat(mode: 'mean' | 'var' | 'stdev'): () => Aggregator {
  return () => {
    let n = 0;
    let mean = 0;
    let squares = 0;
    return {
      push: (value) => {
        const number = asNumber(value);
        if (number === null) return;
        n += 1;
        const delta = number - mean;
        mean += delta / n;
        squares += delta * (number - mean);
      },
      value: () => {
        if (mode === 'mean') return n === 0 ? null : mean;
        if (n <= 1) return 0;
        const variance = squares / (n - 1);
        return mode === 'var' ? variance : Math.sqrt(variance);
      },
    };
  };
}

const median = (): Aggregator => {
  const values: number[] = [];
  return {
    push: (value) => {
      const number = asNumber(value);
      if (number !== null) values.push(number);
    },
    value: () => {
      if (values.length === 0) return null;
      const sorted = [...values].sort((a, b) => a - b);
      const middle = (sorted.length - 1) / 2;
      return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
    },
  };
};

/** Minimum/maximum of the numbers; first/last in natural sort order of the raw values. */
function extremes(kind: 'min' | 'max' | 'first' | 'last'): () => Aggregator {
  return () => {
    let current: ChartDataCell | undefined;
    return {
      push: (value) => {
        if (kind === 'min' || kind === 'max') {
          const number = asNumber(value);
          if (number === null) return;
          if (current === undefined || (kind === 'min' ? number < (current as number) : number > (current as number)))
            current = number;
          return;
        }
        if (current === undefined) current = value;
        else if (kind === 'first' ? naturalCompare(value, current) <= 0 : naturalCompare(value, current) >= 0)
          current = value;
      },
      value: () => {
        if (current === undefined) return null;
        return typeof current === 'boolean' ? String(current) : current;
      },
    };
  };
}

const AGGREGATE_FUNCTIONS: Record<(typeof AGGREGATE_FUNCTION_NAMES)[number], AggregateFunction> = {
  Count: { create: count },
  'Count Unique Values': { create: uniques((values) => values.length) },
  'List Unique Values': { create: uniques((values) => values.map((value) => String(value)).join(', ')) },
  Sum: { create: sum },
  Average: { create: runningStat('mean') },
  Median: { create: median },
  'Sample Variance': { create: runningStat('var') },
  'Sample Standard Deviation': { create: runningStat('stdev') },
  Minimum: { create: extremes('min') },
  Maximum: { create: extremes('max') },
  First: { create: extremes('first') },
  Last: { create: extremes('last') },
  'Sum as Fraction of Total': { create: sum, fractionOf: 'total' },
  'Sum as Fraction of Rows': { create: sum, fractionOf: 'row' },
  'Sum as Fraction of Columns': { create: sum, fractionOf: 'col' },
  'Count as Fraction of Total': { create: count, fractionOf: 'total' },
  'Count as Fraction of Rows': { create: count, fractionOf: 'row' },
  'Count as Fraction of Columns': { create: count, fractionOf: 'col' },
};

/** The named aggregation function; an unknown name falls back to Sum (the control's default). */
export function aggregateFunctionOf(name: unknown): { name: string; definition: AggregateFunction } {
  const known = AGGREGATE_FUNCTION_NAMES.find((candidate) => candidate === name);
  const resolved = known ?? DEFAULT_AGGREGATE_FUNCTION;
  return { name: resolved, definition: AGGREGATE_FUNCTIONS[resolved] };
}
