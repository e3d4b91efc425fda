/**
 * The example dashboards' layouts (reference §3.4 and §4.2): consistent parents and children,
 * valid nesting, rows within 12 columns, every component type, every example chart exactly once.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../../server/examples/charts';
import {
  buildPositionJson,
  chart,
  row,
  tab,
  tabs,
  type LayoutChart,
  type LayoutComponent,
  type PositionJson,
} from '../../../server/examples/dashboardLayout';
import { EXAMPLE_DASHBOARDS, exampleDashboardLayout } from '../../../server/examples/dashboards';

const CHARTS = new Map<string, LayoutChart>(
  EXAMPLE_CHARTS.map((example, index) => [
    example.uuid,
    { id: 100 + index, uuid: example.uuid, slice_name: example.slice_name },
  ]),
);

/** Allowed children and the deepest parent depth for each (reference §4.2). */
const VALID_CHILDREN: Record<string, Record<string, number>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, DIVIDER: 5, HEADER: 5, COLUMN: 3, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

function components(layout: PositionJson): Map<string, LayoutComponent> {
  const found = new Map<string, LayoutComponent>();
  for (const [key, value] of Object.entries(layout)) {
    if (key === 'DASHBOARD_VERSION_KEY') {
      expect(value).toBe('v2');
      continue;
    }
    if (typeof value === 'string') throw new Error(`${key} is not a component`);
    expect(value.id).toBe(key);
    found.set(key, value);
  }
  return found;
}

/**
 * Walks from ROOT, checking every link; returns the components reached. Depth counts containers
 * from ROOT (0); TABS and nested TAB do not add depth, a top-level TAB stands where the grid would.
 */
function walk(layout: Map<string, LayoutComponent>): Map<string, LayoutComponent> {
  const reached = new Map<string, LayoutComponent>();
  const visit = (id: string, parents: string[], depth: number) => {
    const component = layout.get(id);
    if (!component) throw new Error(`${id} is a child but no component`);
    expect(reached.has(id), `${id} is reached twice`).toBe(false);
    reached.set(id, component);
    if (id !== 'ROOT_ID') expect(component.parents, id).toEqual(parents);
    const topLevelTab = component.type === 'TAB' && parents.length === 2;
    const childDepth = component.type === 'TABS' || (component.type === 'TAB' && !topLevelTab) ? depth : depth + 1;
    for (const childId of component.children) {
      const child = layout.get(childId);
      const limit = VALID_CHILDREN[component.type]?.[child?.type ?? ''];
      expect(limit, `${child?.type} inside ${component.type}`).toBeDefined();
      expect(depth, `${childId} nested too deep`).toBeLessThanOrEqual(limit ?? -1);
      visit(childId, [...parents, id], childDepth);
    }
  };
  visit('ROOT_ID', [], 0);
  return reached;
}

function width(component: LayoutComponent | undefined): number {
  return Number(component?.meta?.width ?? 0);
}

describe('example dashboard layouts', () => {
  const built = EXAMPLE_DASHBOARDS.map((example) => ({ example, ...exampleDashboardLayout(example, CHARTS) }));

  it.each(built.map((entry) => [entry.example.dashboard_title, entry] as const))(
    '"%s" links every component both ways, nests validly and fits rows in 12 columns',
    (_title, { example, positions, chartIds }) => {
      const layout = components(positions);
      const reached = walk(layout);
      expect(layout.get('HEADER_ID')?.meta).toEqual({ text: example.dashboard_title });
      const unreached = [...layout.keys()].filter((id) => !reached.has(id) && id !== 'HEADER_ID');
      expect(unreached).toEqual([]);
      for (const component of layout.values()) {
        if (component.type === 'ROW') {
          const total = component.children.reduce((sum, id) => sum + width(layout.get(id)), 0);
          expect(total, component.id).toBeLessThanOrEqual(12);
          expect(component.children.length, `${component.id} is empty`).toBeGreaterThan(0);
        }
        if (component.type === 'COLUMN') {
          for (const id of component.children) expect(width(layout.get(id))).toBeLessThanOrEqual(width(component));
        }
        if (component.type === 'CHART') {
          const meta = component.meta ?? {};
          const source = [...CHARTS.values()].find((candidate) => candidate.id === meta.chartId);
          expect(meta).toMatchObject({ uuid: source?.uuid, sliceName: source?.slice_name });
          expect(Number(meta.height)).toBeGreaterThan(0);
        }
        if (['CHART', 'MARKDOWN', 'COLUMN'].includes(component.type)) expect(width(component)).toBeGreaterThan(0);
      }
      expect(new Set(chartIds).size).toBe(chartIds.length);
    },
  );

  it('together use every component type, header size and tabs inside tabs', () => {
    const all = built.flatMap(({ positions }) => [...components(positions).values()]);
    const types = new Set(all.map((component) => component.type));
    for (const type of ['ROOT', 'GRID', 'HEADER', 'ROW', 'COLUMN', 'CHART', 'MARKDOWN', 'DIVIDER', 'TABS', 'TAB'])
      expect(types.has(type), type).toBe(true);
    const sizes = new Set(all.filter((c) => c.type === 'HEADER' && c.meta?.headerSize).map((c) => c.meta?.headerSize));
    expect(sizes).toEqual(new Set(['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER']));
    const byId = new Map(built.flatMap(({ positions }) => [...components(positions)]));
    const nestedTabs = all.filter(
      (c) => c.type === 'TABS' && (c.parents ?? []).some((parent) => byId.get(parent)?.type === 'TAB'),
    );
    expect(nestedTabs.length).toBeGreaterThanOrEqual(1);
    const codes = all.filter((c) => c.type === 'MARKDOWN').map((c) => String(c.meta?.code));
    expect(
      codes.some((code) => /^\|.*\|$/m.test(code) && /^\|[-| ]+\|$/m.test(code) && /!\[[^\]]*\]\([^)]+\)/.test(code)),
    ).toBe(true);
    expect(all.some((c) => c.type === 'HEADER' && c.meta?.background === 'BACKGROUND_WHITE')).toBe(true);
  });

  it('show every example chart exactly once across the dashboards', () => {
    const shown = built.flatMap(({ chartIds }) => chartIds).sort((a, b) => a - b);
    expect(shown).toEqual([...CHARTS.values()].map((entry) => entry.id).sort((a, b) => a - b));
  });

  it('are the same on every build', () => {
    const again = EXAMPLE_DASHBOARDS.map((example) => exampleDashboardLayout(example, CHARTS).positions);
    expect(again).toEqual(built.map(({ positions }) => positions));
  });

  it('leave out charts that do not exist', () => {
    const [first, second] = EXAMPLE_CHARTS;
    const only = new Map([[first!.uuid, { id: 1, uuid: first!.uuid, slice_name: 'One' }]]);
    const layout = buildPositionJson(
      'T',
      { topLevelTabs: tabs(tab('A', row(chart(first!.uuid, 6), chart(second!.uuid, 6)))) },
      only,
      'x',
    );
    const rows = Object.values(layout).filter((c): c is LayoutComponent => typeof c === 'object' && c.type === 'ROW');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.children).toHaveLength(1);
    expect(layout.ROOT_ID).toMatchObject({ children: ['TABS-x-1'] });
    expect(layout.GRID_ID).toBeUndefined();
  });
});
