/** One stored layout component of `position_json` (reference §3.4). */
export interface BenchLayoutComponent {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}

export type BenchPositions = Record<string, BenchLayoutComponent | string>;

export interface BenchChart {
  id: number;
  sliceName: string;
}

/** 12 grid columns / 4 = three charts to a row, 50 units (400 px) high: Superset's default chart size. */
const CHART_WIDTH = 4;
const CHART_HEIGHT = 50;
const GRID_COLUMNS = 12;

/** A grid of rows, `GRID_COLUMNS / CHART_WIDTH` charts to a row, in the order given. */
export function rowsLayout(title: string, charts: readonly BenchChart[]): BenchPositions {
  const perRow = GRID_COLUMNS / CHART_WIDTH;
  const layout: BenchPositions = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: title } },
  };
  const rowIds: string[] = [];
  for (let start = 0; start < charts.length; start += perRow) {
    const rowId = `ROW-bench-${rowIds.length + 1}`;
    const rowParents = ['ROOT_ID', 'GRID_ID'];
    const chartIds = charts.slice(start, start + perRow).map((chart) => {
      const id = `CHART-bench-${chart.id}`;
      layout[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: [...rowParents, rowId],
        meta: { chartId: chart.id, width: CHART_WIDTH, height: CHART_HEIGHT, sliceName: chart.sliceName },
      };
      return id;
    });
    layout[rowId] = {
      id: rowId,
      type: 'ROW',
      children: chartIds,
      parents: rowParents,
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    rowIds.push(rowId);
  }
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rowIds, parents: ['ROOT_ID'] };
  return layout;
}
