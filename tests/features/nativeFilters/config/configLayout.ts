/** A dashboard layout for the configuration modal's tests: one chart above two tabs of charts. */
import type { ScopeLayout } from '../../../../src/features/nativeFilters/rules/scope';

const component = (id: string, type: string, children: string[], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  meta,
});

export const LAYOUT: ScopeLayout = {
  ROOT_ID: component('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: component('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
  'ROW-1': component('ROW-1', 'ROW', ['CHART-a']),
  'CHART-a': component('CHART-a', 'CHART', [], { chartId: 1, sliceName: 'Sales' }),
  'TABS-1': component('TABS-1', 'TABS', ['TAB-1', 'TAB-2']),
  'TAB-1': component('TAB-1', 'TAB', ['ROW-2'], { text: 'North' }),
  'ROW-2': component('ROW-2', 'ROW', ['CHART-b', 'CHART-c']),
  'CHART-b': component('CHART-b', 'CHART', [], { chartId: 2, sliceName: 'Orders' }),
  'CHART-c': component('CHART-c', 'CHART', [], { chartId: 3, sliceName: 'Returns' }),
  'TAB-2': component('TAB-2', 'TAB', ['ROW-3'], { text: 'South' }),
  'ROW-3': component('ROW-3', 'ROW', ['CHART-d']),
  'CHART-d': component('CHART-d', 'CHART', [], { chartId: 4, sliceName: 'Margin' }),
};

export const CHARTS = [
  { id: 1, sliceName: 'Sales', datasetId: 7 },
  { id: 2, sliceName: 'Orders', datasetId: 7 },
  { id: 3, sliceName: 'Returns', datasetId: 8 },
  { id: 4, sliceName: 'Margin', datasetId: 7 },
];
