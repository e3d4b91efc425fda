/**
 * Example dashboards' layouts, written as a small tree and flattened into Superset's
 * `position_json` (reference §3.4): every component with its id, type, children, ancestors and
 * meta. Ids are `<TYPE>-<prefix>-<n>` in document order, so the same tree always gives the same
 * layout; a chart whose example does not exist is left out.
 */

type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';
type Background = 'BACKGROUND_TRANSPARENT' | 'BACKGROUND_WHITE';

interface ChartNode {
  type: 'CHART';
  /** The example chart's uuid. */
  chartUuid: string;
  width: number;
  height: number;
}
interface MarkdownNode {
  type: 'MARKDOWN';
  code: string;
  width: number;
  height: number;
}
interface HeaderNode {
  type: 'HEADER';
  text: string;
  headerSize: HeaderSize;
  background: Background;
}
interface DividerNode {
  type: 'DIVIDER';
}
interface RowNode {
  type: 'ROW';
  children: (ChartNode | MarkdownNode | ColumnNode)[];
}
interface ColumnNode {
  type: 'COLUMN';
  width: number;
  children: (ChartNode | MarkdownNode | HeaderNode | DividerNode | RowNode)[];
}
interface TabNode {
  text: string;
  children: LayoutNode[];
}
interface TabsNode {
  type: 'TABS';
  tabs: TabNode[];
}
type LayoutNode = ChartNode | MarkdownNode | HeaderNode | DividerNode | RowNode | ColumnNode | TabsNode;

/** The dashboard's body: the grid's children, or top-level tabs in place of the grid. */
export type DashboardTree = { grid: LayoutNode[] } | { topLevelTabs: TabsNode };

export const chart = (chartUuid: string, width: number, height = 50): ChartNode => ({
  type: 'CHART',
  chartUuid,
  width,
  height,
});
export const markdown = (code: string, width: number, height = 50): MarkdownNode => ({
  type: 'MARKDOWN',
  code,
  width,
  height,
});
export const header = (
  text: string,
  headerSize: HeaderSize,
  background: Background = 'BACKGROUND_TRANSPARENT',
): HeaderNode => ({ type: 'HEADER', text, headerSize, background });
export const divider = (): DividerNode => ({ type: 'DIVIDER' });
export const row = (...children: RowNode['children']): RowNode => ({ type: 'ROW', children });
export const column = (width: number, ...children: ColumnNode['children']): ColumnNode => ({
  type: 'COLUMN',
  width,
  children,
});
export const tab = (text: string, ...children: LayoutNode[]): TabNode => ({ text, children });
export const tabs = (...tabNodes: TabNode[]): TabsNode => ({ type: 'TABS', tabs: tabNodes });

/** One stored layout component. */
export interface LayoutComponent {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}

export type PositionJson = Record<string, LayoutComponent | string>;

/** What a chart component needs of its chart. */
export interface LayoutChart {
  id: number;
  uuid: string;
  slice_name: string;
}

const ROOT_ID = 'ROOT_ID';
const GRID_ID = 'GRID_ID';
const HEADER_ID = 'HEADER_ID';

/** Flattens the tree into `position_json`; `charts` are the existing charts by uuid. */
export function buildPositionJson(
  title: string,
  tree: DashboardTree,
  charts: ReadonlyMap<string, LayoutChart>,
  idPrefix: string,
): PositionJson {
  const layout: PositionJson = { DASHBOARD_VERSION_KEY: 'v2' };
  let counter = 0;
  const add = (type: string, parents: string[], meta: Record<string, unknown>): LayoutComponent => {
    counter += 1;
    const component: LayoutComponent = { id: `${type}-${idPrefix}-${counter}`, type, children: [], parents, meta };
    layout[component.id] = component;
    return component;
  };

  /** Adds the node under `parents` (root first) and returns its id, or null when it is left out. */
  const place = (node: LayoutNode | TabNode, parents: string[]): string | null => {
    if (!('type' in node)) {
      const component = add('TAB', parents, { text: node.text, defaultText: 'Tab title', placeholder: 'Tab title' });
      component.children = placeAll(node.children, [...parents, component.id]);
      return component.id;
    }
    switch (node.type) {
      case 'CHART': {
        const found = charts.get(node.chartUuid);
        if (!found) return null;
        const meta = {
          width: node.width,
          height: node.height,
          chartId: found.id,
          uuid: found.uuid,
          sliceName: found.slice_name,
        };
        return add('CHART', parents, meta).id;
      }
      case 'MARKDOWN':
        return add('MARKDOWN', parents, { width: node.width, height: node.height, code: node.code }).id;
      case 'HEADER':
        return add('HEADER', parents, { text: node.text, headerSize: node.headerSize, background: node.background }).id;
      case 'DIVIDER':
        return add('DIVIDER', parents, {}).id;
      case 'ROW': {
        const component = add('ROW', parents, { background: 'BACKGROUND_TRANSPARENT' });
        component.children = placeAll(node.children, [...parents, component.id]);
        return component.id;
      }
      case 'COLUMN': {
        const component = add('COLUMN', parents, { width: node.width, background: 'BACKGROUND_TRANSPARENT' });
        component.children = placeAll(node.children, [...parents, component.id]);
        return component.id;
      }
      case 'TABS': {
        const component = add('TABS', parents, {});
        component.children = placeAll(node.tabs, [...parents, component.id]);
        return component.id;
      }
    }
  };
  const placeAll = (nodes: readonly (LayoutNode | TabNode)[], parents: string[]): string[] =>
    nodes.map((node) => place(node, parents)).filter((id): id is string => id !== null);

  const root: LayoutComponent = { id: ROOT_ID, type: 'ROOT', children: [] };
  layout[ROOT_ID] = root;
  layout[HEADER_ID] = { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: title } };
  if ('grid' in tree) {
    const grid: LayoutComponent = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] };
    layout[GRID_ID] = grid;
    root.children = [GRID_ID];
    grid.children = placeAll(tree.grid, [ROOT_ID, GRID_ID]);
  } else {
    root.children = placeAll([tree.topLevelTabs], [ROOT_ID]);
  }
  return layout;
}

/** The ids of the charts the layout shows, in layout order. */
export function chartIdsOf(layout: PositionJson): number[] {
  return Object.values(layout).flatMap((component) =>
    typeof component === 'object' && component.type === 'CHART' && typeof component.meta?.chartId === 'number'
      ? [component.meta.chartId]
      : [],
  );
}
