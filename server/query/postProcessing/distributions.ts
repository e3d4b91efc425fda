/**
 * Distribution operations: `boxplot` (boxplot.py: per group and metric the mean, median, whiskers,
 * quartiles — numpy's midpoint percentiles — count and outliers, whiskers by Tukey's 1.5 IQR rule,
 * the min/max, or two percentiles), `histogram` (histogram.py: `bins` equal-width bins between the
 * column's min and max, per group, optionally cumulative and normalised) and `rank` (rank.py: the
 * percentile rank of a metric, overall or within a group).
 */
import { aggregateFrame } from './aggregate';
import { columnByName, numberCell, toNumber, type Frame, type FrameColumn, type FrameValue } from './frame';
import { groupRows } from './grouping';
import { OperationOptions, REFERENCED_COLUMNS_MISSING, validateColumnArgs } from './options';
import { mean, median, numbers, percentile } from './statistics';
import { PostProcessingError } from './types';

const MAX_HISTOGRAM_BINS = 1000;
const BOX_STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

type Whiskers = (values: readonly number[]) => { low: number | null; high: number | null };

function whiskersOf(type: string, percentiles: unknown): Whiskers {
  if (type === 'tukey') {
    return (values) => {
      const q1 = percentile(values, 25, 'midpoint');
      const q3 = percentile(values, 75, 'midpoint');
      if (q1 === null || q3 === null) return { low: null, high: null };
      const reach = 1.5 * (q3 - q1);
      const inside = (test: (value: number) => boolean) => values.filter(test);
      const upper = inside((value) => value <= q3 + reach);
      const lower = inside((value) => value >= q1 - reach);
      return { low: lower.length ? Math.min(...lower) : null, high: upper.length ? Math.max(...upper) : null };
    };
  }
  if (type === 'percentile') {
    const valid =
      Array.isArray(percentiles) &&
      percentiles.length === 2 &&
      percentiles.every((value) => typeof value === 'number' && Number.isFinite(value)) &&
      (percentiles[0] as number) < (percentiles[1] as number);
    if (!valid) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    const [low, high] = percentiles as [number, number];
    return (values) => ({ low: percentile(values, low), high: percentile(values, high) });
  }
  return (values) => ({
    low: values.length ? Math.min(...values) : null,
    high: values.length ? Math.max(...values) : null,
  });
}

function boxStatistic(
  statistic: (typeof BOX_STATISTICS)[number],
  cells: readonly FrameValue[],
  whiskers: Whiskers,
): FrameValue {
  const values = numbers(cells);
  switch (statistic) {
    case 'mean':
      return numberCell(mean(values));
    case 'median':
      return numberCell(median(values));
    case 'max':
      return numberCell(whiskers(values).high);
    case 'min':
      return numberCell(whiskers(values).low);
    case 'q1':
      return numberCell(percentile(values, 25, 'midpoint'));
    case 'q3':
      return numberCell(percentile(values, 75, 'midpoint'));
    case 'count':
      return cells.length;
    default: {
      const { low, high } = whiskers(values);
      const above = high === null ? [] : values.filter((value) => value > high);
      const below = low === null ? [] : values.filter((value) => value < low);
      return [...above, ...below];
    }
  }
}

export function boxplot(frame: Frame, raw: Record<string, unknown>): Frame {
  const options = new OperationOptions('boxplot', raw, ['groupby', 'metrics', 'whisker_type', 'percentiles']);
  const groupby = options.names('groupby', true);
  const metrics = options.names('metrics', true);
  const whiskers = whiskersOf(options.string('whisker_type'), raw.percentiles);
  validateColumnArgs(frame, { groupby }, 'groupby');
  for (const metric of metrics) {
    if (!columnByName(frame, metric))
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${metric}`);
  }
  const numeric: Frame = {
    ...frame,
    columns: frame.columns.map((column) =>
      metrics.includes(String(column.key[0]))
        ? {
            ...column,
            values: column.values.map((value) => (typeof value === 'string' ? numberCell(Number(value)) : value)),
          }
        : column,
    ),
  };
  const base = aggregateFrame(numeric, groupby, {});
  const groups = groupby.length
    ? groupRows(
        groupby.map((name) => (columnByName(numeric, name) as FrameColumn).values),
        numeric.length,
      )
    : numeric.length
      ? [{ key: [], rows: Array.from({ length: numeric.length }, (_, i) => i) }]
      : [];
  const statistics: FrameColumn[] = BOX_STATISTICS.flatMap((statistic) =>
    metrics.map((metric) => {
      const source = columnByName(numeric, metric) as FrameColumn;
      return {
        key: [`${metric}__${statistic}`],
        values: groups.map((group) =>
          boxStatistic(
            statistic,
            group.rows.map((row) => source.values[row]),
            whiskers,
          ),
        ),
        temporal: false,
      };
    }),
  );
  return { ...base, columns: [...base.columns, ...statistics] };
}

/** Python's str() of a float (numpy bin edges are floats): "2.0", "0.3333333333333333", "1e-05". */
export function pythonFloatText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return `${value}.0`;
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e16 || abs < 1e-4)) {
    const [mantissa, exponent] = value.toExponential().split('e');
    const power = Number(exponent);
    return `${mantissa}e${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
  }
  return String(value);
}

function binEdges(values: readonly number[], bins: number): number[] {
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    low -= 0.5;
    high += 0.5;
  }
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? high : low + ((high - low) * i) / bins));
}

function countInBins(values: readonly number[], edges: readonly number[], cumulative: boolean): number[] {
  const counts = Array<number>(edges.length - 1).fill(0);
  for (const value of values) {
    if (value < edges[0] || value > edges[edges.length - 1]) continue;
    let bin = edges.findIndex((edge, i) => i > 0 && value < edge) - 1;
    if (bin < 0) bin = counts.length - 1;
    counts[bin] += 1;
  }
  if (cumulative) for (let i = 1; i < counts.length; i++) counts[i] += counts[i - 1];
  return counts;
}

export function histogram(frame: Frame, raw: Record<string, unknown>): Frame {
  const options = new OperationOptions('histogram', raw, ['column', 'groupby', 'bins', 'cumulative', 'normalize']);
  const columnName = options.string('column');
  const groupby = options.names('groupby', true);
  const bins = raw.bins === undefined ? 5 : raw.bins;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw new PostProcessingError(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  const source = columnByName(frame, columnName);
  if (!source || groupby.some((name) => !columnByName(frame, name)))
    throw new PostProcessingError(REFERENCED_COLUMNS_MISSING);
  const rows = source.values.map((value, row) => ({ value, row })).filter((entry) => entry.value !== null);
  if (!rows.length)
    return { ...frame, index: [], columns: frame.columns.map((column) => ({ ...column, values: [] })), length: 0 };
  if (
    rows.some(
      (entry) =>
        toNumber(entry.value) === null && !(typeof entry.value === 'string' && Number.isFinite(Number(entry.value))),
    )
  ) {
    throw new PostProcessingError(`Column '${columnName}' contains non-numeric values`);
  }
  const valueOf = (row: number) => Number(source.values[row]);
  const edges = binEdges(
    rows.map((entry) => valueOf(entry.row)),
    bins,
  );
  const names = edges.slice(0, -1).map((edge, i) => `${pythonFloatText(edge)} - ${pythonFloatText(edges[i + 1])}`);
  const cumulative = options.bool('cumulative', false);
  const keyColumns = groupby.map((name) => (columnByName(frame, name) as FrameColumn).values);
  const groups = groupby.length
    ? groupRows(
        keyColumns.map((values) => rows.map((entry) => values[entry.row])),
        rows.length,
      ).map((group) => ({ key: group.key, rows: group.rows.map((i) => rows[i].row) }))
    : [{ key: [] as FrameValue[], rows: rows.map((entry) => entry.row) }];
  let counts: number[][] = groups.map((group) => countInBins(group.rows.map(valueOf), edges, cumulative));
  if (options.bool('normalize', false)) {
    const total = counts.flat().reduce((sum, count) => sum + count, 0);
    counts = counts.map((row) => row.map((count) => count / total));
  }
  const columns: FrameColumn[] = [
    ...groupby.map((name, position) => ({
      key: [name] as FrameValue[],
      values: groups.map((group) => group.key[position]),
      temporal: (columnByName(frame, name) as FrameColumn).temporal,
    })),
    ...names.map((name, bin) => ({
      key: [name] as FrameValue[],
      values: counts.map((row) => row[bin]),
      temporal: false,
    })),
  ];
  return { index: [], columns, levels: [{ name: null, temporal: false }], length: groups.length };
}

/** pandas rank(pct=True): average rank of ties among non-null values, divided by their count. */
function percentRanks(values: readonly FrameValue[], rows: readonly number[]): Map<number, FrameValue> {
  const valid = rows
    .map((row) => ({ row, value: toNumber(values[row]) }))
    .filter((entry): entry is { row: number; value: number } => entry.value !== null);
  const sorted = [...valid].sort((a, b) => a.value - b.value);
  const ranks = new Map<number, FrameValue>(rows.map((row) => [row, null]));
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1].value === sorted[i].value) j += 1;
    const average = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks.set(sorted[k].row, average / sorted.length);
    i = j + 1;
  }
  return ranks;
}

export function rank(frame: Frame, raw: Record<string, unknown>): Frame {
  const options = new OperationOptions('rank', raw, ['metric', 'group_by']);
  const metric = columnByName(frame, options.string('metric'));
  const groupName = options.optionalString('group_by');
  const groupColumn = groupName ? columnByName(frame, groupName) : undefined;
  if (!metric || (groupName && !groupColumn)) throw new PostProcessingError(REFERENCED_COLUMNS_MISSING);
  const all = Array.from({ length: frame.length }, (_, i) => i);
  const groups = groupColumn ? groupRows([groupColumn.values], frame.length).map((group) => group.rows) : [all];
  const ranks = new Map<number, FrameValue>();
  for (const rows of groups) for (const [row, value] of percentRanks(metric.values, rows)) ranks.set(row, value);
  const column: FrameColumn = { key: ['rank'], values: all.map((row) => ranks.get(row) ?? null), temporal: false };
  return { ...frame, columns: [...frame.columns.filter((existing) => existing.key[0] !== 'rank'), column] };
}
