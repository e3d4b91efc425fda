/** A small dashboard layout for filter scope tests: charts 1 and 2 on tab 'a', chart 3 on tab 'b'. */
import type { ScopeLayout } from '../../../src/features/nativeFilters';

const component = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  meta,
});

export const TWO_TAB_LAYOUT: ScopeLayout = {
  ROOT_ID: component('ROOT_ID', 'ROOT', ['TABS-1']),
  'TABS-1': component('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': component('TAB-a', 'TAB', ['CHART-1', 'CHART-2']),
  'TAB-b': component('TAB-b', 'TAB', ['CHART-3']),
  'CHART-1': component('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': component('CHART-2', 'CHART', [], { chartId: 2 }),
  'CHART-3': component('CHART-3', 'CHART', [], { chartId: 3 }),
};
