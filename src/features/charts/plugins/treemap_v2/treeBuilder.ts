/**
 * Query rows grouped into a hierarchy (treemap and sunburst, as Superset's treeBuilder): one level
 * per column, a leaf per row, parents summing their children's metric values.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';

export interface TreeNode {
  /** The raw value of the level's column. */
  name: ChartDataCell;
  /** The column of this level. */
  groupBy: string;
  value: number;
  secondaryValue: number;
  children?: TreeNode[];
}

function metricValue(row: Record<string, ChartDataCell>, metric: string): number {
  const value = row[metric];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Rows grouped by `columns[0]`, then within each group by `columns[1]`…, in first-seen order. */
export function treeBuilder(
  rows: readonly Record<string, ChartDataCell>[],
  columns: readonly string[],
  metric: string,
  secondaryMetric?: string,
): TreeNode[] {
  const [column, ...rest] = columns;
  if (column === undefined) return [];
  const groups = new Map<string, { name: ChartDataCell; rows: Record<string, ChartDataCell>[] }>();
  for (const row of rows) {
    const name = row[column] ?? null;
    const key = `${typeof name}:${String(name)}`;
    const group = groups.get(key) ?? { name, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const nodes: TreeNode[] = [];
  for (const { name, rows: groupRows } of groups.values()) {
    if (rest.length === 0) {
      for (const row of groupRows) {
        const value = metricValue(row, metric);
        nodes.push({
          name,
          groupBy: column,
          value,
          secondaryValue: secondaryMetric ? metricValue(row, secondaryMetric) : value,
        });
      }
      continue;
    }
    const children = treeBuilder(groupRows, rest, metric, secondaryMetric);
    const value = children.reduce((total, child) => total + child.value, 0);
    const secondaryValue = secondaryMetric ? children.reduce((total, child) => total + child.secondaryValue, 0) : value;
    nodes.push({ name, groupBy: column, value, secondaryValue, children });
  }
  return nodes;
}
