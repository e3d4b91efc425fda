/** A small dashboard layout for the cross-filter scoping tests: charts in the grid and in tabs. */
import type { ScopeLayout } from '../../../../src/features/nativeFilters/rules/scope';

const component = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  meta,
});

/** Charts 1 and 2 in a row of the grid; 3 in the tab 'Sales'; 4 in a row of the tab 'People'; a tab with no chart. */
export const LAYOUT: ScopeLayout = {
  ROOT_ID: component('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: component('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
  'ROW-1': component('ROW-1', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': component('CHART-1', 'CHART', [], { chartId: 1, sliceName: 'Revenue' }),
  'CHART-2': component('CHART-2', 'CHART', [], {
    chartId: 2,
    sliceName: 'Orders',
    sliceNameOverride: 'Orders (renamed)',
  }),
  'TABS-1': component('TABS-1', 'TABS', ['TAB-1', 'TAB-2', 'TAB-3']),
  'TAB-1': component('TAB-1', 'TAB', ['CHART-3'], { text: 'Sales' }),
  'CHART-3': component('CHART-3', 'CHART', [], { chartId: 3, sliceName: 'Funnel' }),
  'TAB-2': component('TAB-2', 'TAB', ['MARKDOWN-1'], { text: 'Notes' }),
  'MARKDOWN-1': component('MARKDOWN-1', 'MARKDOWN'),
  'TAB-3': component('TAB-3', 'TAB', ['ROW-2'], { text: 'People' }),
  'ROW-2': component('ROW-2', 'ROW', ['CHART-4']),
  'CHART-4': component('CHART-4', 'CHART', [], { chartId: 4, sliceName: 'Visitors' }),
};

export const CHARTS = [
  { id: 1, sliceName: 'Revenue' },
  { id: 2, sliceName: 'Orders' },
  { id: 3, sliceName: 'Funnel' },
  { id: 4, sliceName: 'Visitors' },
];
