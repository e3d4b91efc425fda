/**
 * Cross-filters of the hierarchy charts (treemap, sunburst): a node is named by its path of labels
 * joined with ',' (Superset's selected value), and a click filters on the path's raw values, one
 * filter per level's column.
 */
import type { QueryColumn } from '../../../../api/chartDataTypes';
import { groupbyCrossFilterMask } from '../../crossFilterRules';
import type { CrossFilterMask } from '../../crossFilterTypes';
import type { EChartsClickDatum } from '../echartsTypes';

/** A node's path: its labels and raw values from the first level down. */
export interface TreePath {
  labels: string[];
  values: unknown[];
}

/** The name of a node's path, as the selection stores it. */
export function treePathKey(labels: readonly string[]): string {
  return labels.join(',');
}

/** The clicked node's labels from ECharts' treePathInfo; the empty-named virtual root is skipped. */
export function clickedTreeLabels(datum: EChartsClickDatum, skipRoot: boolean): string[] {
  const names = (datum.treePathInfo ?? []).map((step) => step.name).filter((name) => name !== '');
  return skipRoot ? names.slice(1) : names;
}

/**
 * The mask for a node: one `IN` filter per level down to the node, with the node's raw values.
 * Null for a path the chart does not know (e.g. the root).
 */
export function treeCrossFilterMask(
  columns: readonly QueryColumn[],
  paths: ReadonlyMap<string, TreePath>,
  labels: readonly string[],
): CrossFilterMask | null {
  const key = treePathKey(labels);
  const path = paths.get(key);
  if (!path || path.values.length === 0) return null;
  return groupbyCrossFilterMask(columns.slice(0, path.values.length), path.values, key);
}

/** Whether a node is left out by the selection: neither selected, nor above or below a selected node. */
export function isTreeNodeDimmed(key: string, selected: Set<string> | null): boolean {
  if (!selected) return false;
  for (const chosen of selected) {
    if (chosen === key || key.startsWith(`${chosen},`) || chosen.startsWith(`${key},`)) return false;
  }
  return true;
}
