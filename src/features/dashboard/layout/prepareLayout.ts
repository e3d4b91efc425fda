/**
 * The layout the page renders from a dashboard's stored `position_json` (reference §3.4): an empty
 * or unreadable layout becomes ROOT → GRID; charts the dashboard has but the layout lacks (added
 * from Explore) are appended in rows of width-4 charts; chart names follow the charts' names and
 * the title header follows the dashboard's title.
 */
import type { DashboardChart, StoredLayoutComponent } from '../../../api/dashboards';
import type { DashboardLayout, LayoutComponent } from '../dashboardLayoutSlice';
import {
  BACKGROUND_TRANSPARENT,
  CHART_TYPE,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  GRID_TYPE,
  HEADER_ID,
  HEADER_TYPE,
  ROOT_ID,
  ROOT_TYPE,
  ROW_TYPE,
} from './layoutConstants';

function emptyLayout(title: string): DashboardLayout {
  return {
    [ROOT_ID]: { id: ROOT_ID, type: ROOT_TYPE, children: [GRID_ID], parents: [], meta: {} },
    [GRID_ID]: { id: GRID_ID, type: GRID_TYPE, children: [], parents: [ROOT_ID], meta: {} },
    [HEADER_ID]: { id: HEADER_ID, type: HEADER_TYPE, children: [], meta: { text: title } },
  };
}

function isComponent(value: unknown): value is StoredLayoutComponent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every stored component with its lists and meta present (the version key is not a component). */
function normalised(stored: Record<string, unknown>): DashboardLayout {
  const layout: DashboardLayout = {};
  for (const [id, value] of Object.entries(stored)) {
    if (!isComponent(value)) continue;
    layout[id] = {
      id,
      type: value.type,
      children: Array.isArray(value.children) ? value.children.filter((child) => typeof child === 'string') : [],
      parents: Array.isArray(value.parents) ? value.parents : undefined,
      meta: { ...(value.meta ?? {}) },
    };
  }
  return layout;
}

/** The first container charts go into: the grid, or the first tab of top-level tabs. */
function firstContainerId(layout: DashboardLayout): string {
  let id = layout[ROOT_ID]?.children[0] ?? GRID_ID;
  while (layout[id] && layout[id].type !== GRID_TYPE && layout[id].type !== 'TAB' && layout[id].children[0]) {
    id = layout[id].children[0]!;
  }
  return layout[id] ? id : GRID_ID;
}

function appendMissingCharts(layout: DashboardLayout, charts: DashboardChart[]): void {
  const placed = new Set(
    Object.values(layout)
      .filter((component) => component.type === CHART_TYPE)
      .map((component) => Number(component.meta.chartId)),
  );
  const missing = charts.filter((chart) => !placed.has(chart.id));
  if (missing.length === 0) return;
  const containerId = firstContainerId(layout);
  const container = layout[containerId]!;
  const parents = [...(container.parents ?? []), containerId];
  let row: LayoutComponent | null = null;
  let rowWidth = 0;
  missing.forEach((chart, index) => {
    if (!row || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = {
        id: `ROW-explore-${chart.id}-${index}`,
        type: ROW_TYPE,
        children: [],
        parents,
        meta: { background: BACKGROUND_TRANSPARENT },
      };
      layout[row.id] = row;
      container.children = [...container.children, row.id];
      rowWidth = 0;
    }
    const chartComponent: LayoutComponent = {
      id: `CHART-explore-${chart.id}-${index}`,
      type: CHART_TYPE,
      children: [],
      parents: [...parents, row.id],
      meta: {
        width: GRID_DEFAULT_CHART_WIDTH,
        height: GRID_DEFAULT_CHART_HEIGHT,
        chartId: chart.id,
        sliceName: chart.slice_name,
      },
    };
    layout[chartComponent.id] = chartComponent;
    row.children.push(chartComponent.id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  });
}

export function prepareLayout(
  stored: Record<string, unknown> | null,
  charts: DashboardChart[],
  title: string,
): DashboardLayout {
  const layout = stored && isComponent(stored[ROOT_ID]) ? normalised(stored) : emptyLayout(title);
  if (!layout[GRID_ID] && !layout[ROOT_ID]?.children.length) Object.assign(layout, emptyLayout(title));
  layout[HEADER_ID] = { id: HEADER_ID, type: HEADER_TYPE, children: [], meta: { text: title } };
  appendMissingCharts(layout, charts);
  const names = new Map(charts.map((chart) => [chart.id, chart.slice_name]));
  for (const component of Object.values(layout)) {
    if (component.type !== CHART_TYPE) continue;
    const name = names.get(Number(component.meta.chartId));
    if (name !== undefined) component.meta.sliceName = name;
  }
  return layout;
}
