/** Pivot table (pivot_table_v2): metrics aggregated by row and column dimensions, pivoted in the browser. */
import type { ChartPlugin } from '../types';
import { buildPivotTableQuery } from './buildQuery';
import { pivotTableControlPanel } from './controlPanel';
import { transformPivotTableProps, type PivotTableRenderProps } from './transformProps';

export const plugin: ChartPlugin<PivotTableRenderProps> = {
  vizType: 'pivot_table_v2',
  name: 'Pivot Table',
  category: 'Table',
  controlPanel: pivotTableControlPanel,
  buildQuery: buildPivotTableQuery,
  transformProps: transformPivotTableProps,
  loadRenderer: () => import('./PivotTableChart'),
};
