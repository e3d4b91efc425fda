/** Layouts to edit: the tabbed test layout, the example dashboards, a small grid one; and a counter id maker. */
import type { DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import { prepareLayout } from '../../../../src/features/dashboard/layout/prepareLayout';
import { EXAMPLE_CHARTS } from '../../../../server/examples/charts';
import type { LayoutChart } from '../../../../server/examples/dashboardLayout';
import { EXAMPLE_DASHBOARDS, exampleDashboardLayout } from '../../../../server/examples/dashboards';
import { TABBED_POSITIONS } from '../layoutFixtures';

function fromStored(stored: Record<string, unknown>): DashboardLayout {
  return prepareLayout(stored, [], 'Title');
}

const CHARTS = new Map<string, LayoutChart>(
  EXAMPLE_CHARTS.map((example, index) => [
    example.uuid,
    { id: 100 + index, uuid: example.uuid, slice_name: example.slice_name },
  ]),
);

/**
 * ROOT › GRID › [ROW-a (CHART-a 4, CHART-b 8), ROW-b (COLUMN-a 6 › [ROW-c (CHART-c 3), MARKDOWN-a]),
 * HEADER-a, DIVIDER-a].
 */
export function gridLayout(): DashboardLayout {
  const c = (id: string, type: string, children: string[], parents: string[], meta: Record<string, unknown> = {}) => ({
    id,
    type,
    children,
    parents,
    meta,
  });
  const g = ['ROOT_ID', 'GRID_ID'];
  return {
    ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID'], []),
    GRID_ID: c('GRID_ID', 'GRID', ['ROW-a', 'ROW-b', 'HEADER-a', 'DIVIDER-a'], ['ROOT_ID']),
    HEADER_ID: c('HEADER_ID', 'HEADER', [], [], { text: 'Title' }),
    'ROW-a': c('ROW-a', 'ROW', ['CHART-a', 'CHART-b'], g, { background: 'BACKGROUND_TRANSPARENT' }),
    'CHART-a': c('CHART-a', 'CHART', [], [...g, 'ROW-a'], { width: 4, height: 50, chartId: 1, sliceName: 'A' }),
    'CHART-b': c('CHART-b', 'CHART', [], [...g, 'ROW-a'], { width: 8, height: 50, chartId: 2, sliceName: 'B' }),
    'ROW-b': c('ROW-b', 'ROW', ['COLUMN-a'], g, { background: 'BACKGROUND_TRANSPARENT' }),
    'COLUMN-a': c('COLUMN-a', 'COLUMN', ['ROW-c', 'MARKDOWN-a'], [...g, 'ROW-b'], { width: 6 }),
    'ROW-c': c('ROW-c', 'ROW', ['CHART-c'], [...g, 'ROW-b', 'COLUMN-a'], {}),
    'CHART-c': c('CHART-c', 'CHART', [], [...g, 'ROW-b', 'COLUMN-a', 'ROW-c'], {
      width: 3,
      height: 40,
      chartId: 3,
      sliceName: 'C',
    }),
    'MARKDOWN-a': c('MARKDOWN-a', 'MARKDOWN', [], [...g, 'ROW-b', 'COLUMN-a'], { width: 6, height: 30, code: '# Hi' }),
    'HEADER-a': c('HEADER-a', 'HEADER', [], g, { text: 'Section', headerSize: 'MEDIUM_HEADER' }),
    'DIVIDER-a': c('DIVIDER-a', 'DIVIDER', [], g),
  };
}

export function tabbedLayout(): DashboardLayout {
  return fromStored(TABBED_POSITIONS);
}

export function exampleLayouts(): { name: string; layout: DashboardLayout }[] {
  return EXAMPLE_DASHBOARDS.map((example) => ({
    name: example.dashboard_title,
    layout: fromStored(exampleDashboardLayout(example, CHARTS).positions),
  }));
}

/** All the layouts the property tests start from. */
export function startingLayouts(): { name: string; layout: DashboardLayout }[] {
  return [{ name: 'grid', layout: gridLayout() }, { name: 'tabbed', layout: tabbedLayout() }, ...exampleLayouts()];
}

/** Deterministic ids: `<TYPE>-n1`, `<TYPE>-n2`, … */
export function counterIds(): (type: string) => string {
  let n = 0;
  return (type) => `${type}-n${++n}`;
}

/** Freezes the layout all the way down: an edit that mutates its input throws. */
export function frozen(layout: DashboardLayout): DashboardLayout {
  for (const component of Object.values(layout)) {
    Object.freeze(component.children);
    if (component.parents) Object.freeze(component.parents);
    Object.freeze(component.meta);
    Object.freeze(component);
  }
  return Object.freeze(layout);
}

/** The layout of a successful edit (fails the test with the refusal otherwise). */
export function edited(result: { layout: DashboardLayout } | { error: string }): DashboardLayout {
  if ('error' in result) throw new Error(`edit refused: ${result.error}`);
  return result.layout;
}
