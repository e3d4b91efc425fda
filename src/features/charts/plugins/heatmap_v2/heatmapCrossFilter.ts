/**
 * Cross-filters of the heatmap: a click on a cell filters on its x-axis value and its y
 * dimension's value (a temporal x with the chart's time grain); a selection dims the other cells.
 */
import type { ChartDataCell, QueryColumn } from '../../../../api/chartDataTypes';
import { DIMMED_OPACITY, groupbyCrossFilterMask, isDimmed, selectedLabelsOf } from '../../crossFilterRules';
import type { CrossFilterState } from '../../crossFilterTypes';
import type { EChartsRenderProps } from '../echartsTypes';

/** A heatmap cell: x index, y index, metric value (null when missing), rank. */
export type HeatmapCell = [number, number, number | null, number | null];

interface Axis {
  values: readonly ChartDataCell[];
  labels: readonly string[];
}

/** How a cell is named in the selection: 'x label, y label'. */
function heatmapCellLabel(xLabel: string, yLabel: string): string {
  return `${xLabel}, ${yLabel}`;
}

/** The cells, those a selection leaves out as dimmed items (the value array kept for the tooltip). */
export function withDimmedCells(
  cells: readonly HeatmapCell[],
  xLabels: readonly string[],
  yLabels: readonly string[],
  filterState: CrossFilterState | undefined,
): (HeatmapCell | { value: HeatmapCell; itemStyle: { opacity: number } })[] {
  const selected = selectedLabelsOf(filterState);
  if (!selected) return [...cells];
  return cells.map((cell) =>
    isDimmed(heatmapCellLabel(xLabels[cell[0]] ?? '', yLabels[cell[1]] ?? ''), selected)
      ? { value: cell, itemStyle: { opacity: DIMMED_OPACITY } }
      : cell,
  );
}

/** The click rule; none without both axes' columns. */
export function heatmapCrossFilterOf(axes: {
  xColumn: string;
  yColumn: QueryColumn | undefined;
  x: Axis;
  y: Axis;
  xGrain?: string;
}): EChartsRenderProps['crossFilterOf'] {
  const { xColumn, yColumn, x, y, xGrain } = axes;
  if (!xColumn || yColumn === undefined) return undefined;
  return (datum) => {
    const cell = Array.isArray(datum.value) ? (datum.value as unknown[]) : null;
    const [xIndex, yIndex] = cell ? [Number(cell[0]), Number(cell[1])] : [-1, -1];
    if (!(xIndex in x.values) || !(yIndex in y.values)) return null;
    const label = heatmapCellLabel(x.labels[xIndex] ?? '', y.labels[yIndex] ?? '');
    return groupbyCrossFilterMask([xColumn, yColumn], [x.values[xIndex], y.values[yIndex]], label, [xGrain]);
  };
}
