/**
 * `aggregate` (Superset's aggregate.py): group by columns (or the whole frame when `groupby` is
 * empty) and reduce columns with numpy functions; the result has a plain row index.
 */
import { columnByName, type Frame, type FrameColumn } from './frame';
import { aggregateSpecs, groupRows, type Group } from './grouping';
import { OperationOptions, validateColumnArgs } from './options';

const TEMPORAL_KEEPING = new Set(['min', 'max', 'nanmin', 'nanmax']);

/** Groups + aggregate specs → the aggregated frame (shared with boxplot). */
export function aggregateFrame(frame: Frame, groupby: readonly string[], aggregates: Record<string, unknown>): Frame {
  const specs = aggregateSpecs(aggregates, (name) => columnByName(frame, name) !== undefined);
  const keyColumns = groupby.map((name) => columnByName(frame, name) as FrameColumn);
  const groups: Group[] = groupby.length
    ? groupRows(
        keyColumns.map((column) => column.values),
        frame.length,
      )
    : frame.length
      ? [{ key: [], rows: Array.from({ length: frame.length }, (_, i) => i) }]
      : [];
  const columns: FrameColumn[] = [
    ...keyColumns.map((column, position) => ({
      key: [groupby[position]],
      values: groups.map((group) => group.key[position]),
      temporal: column.temporal,
    })),
    ...specs.map((spec) => {
      const source = columnByName(frame, spec.column) as FrameColumn;
      const operator = String((aggregates[spec.name] as Record<string, unknown>).operator);
      return {
        key: [spec.name],
        values: groups.map((group) => spec.reduce(group.rows.map((row) => source.values[row]))),
        temporal: source.temporal && TEMPORAL_KEEPING.has(operator),
      };
    }),
  ];
  return { index: [], columns, levels: [{ name: null, temporal: false }], length: groups.length };
}

export function aggregate(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'groupby');
  const options = new OperationOptions('aggregate', raw, ['groupby', 'aggregates']);
  const groupby = options.names('groupby', true);
  return aggregateFrame(frame, groupby, options.mapping('aggregates', true));
}
