/**
 * The edit benchmark's layout: 200 components of every kind an editor meets (headers, rows,
 * charts, markdown, dividers, a column, tabs), built from a small tree so the count is easy to
 * change and the ids say where a component sits.
 */
import type { BenchChart, BenchLayoutComponent, BenchPositions } from '../dashboard/benchLayout';

/** A component to place: its type, meta and children; ids and `parents` are given when placed. */
interface Spec {
  type: string;
  meta?: Record<string, unknown>;
  children?: Spec[];
}

const CHART_HEIGHT = 50;
const MARKDOWN_HEIGHT = 30;
const SECTIONS_IN_GRID = 7;
const TAB_COUNT = 5;
const TRAILING_MARKDOWN_ROWS = 3;

/** What the benchmark deletes, undoes and redoes: leaves in the grid's sections (always on screen when scrolled to). */
export interface EditTargets {
  /** Layout ids in page order. */
  deletions: string[];
  /** The chart whose drag handle starts the hover drag. */
  dragChartId: string;
}

export interface EditLayout {
  positions: BenchPositions;
  /** Every component of the map (ROOT, GRID and the dashboard header included). */
  componentCount: number;
  countsByType: Record<string, number>;
  chartCount: number;
  targets: EditTargets;
}

function markdown(text: string): Spec {
  return {
    type: 'MARKDOWN',
    meta: { width: 4, height: MARKDOWN_HEIGHT, code: `### ${text}\n\nNotes for the benchmark.` },
  };
}

function header(text: string): Spec {
  return { type: 'HEADER', meta: { text, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' } };
}

function row(children: Spec[]): Spec {
  return { type: 'ROW', meta: { background: 'BACKGROUND_TRANSPARENT' }, children };
}

const divider: Spec = { type: 'DIVIDER' };

/**
 * 7 grid sections (header; rows of 3 charts, of 2 charts and markdown, of 3 markdown; divider),
 * tabs with 5 tabs (the same, with a column of 2 markdown in the second row), then a header and 3
 * rows of markdown: 200 components, 60 charts.
 */
function layoutTree(takeChart: () => Spec): Spec[] {
  const sections: Spec[] = [];
  for (let section = 1; section <= SECTIONS_IN_GRID; section += 1) {
    sections.push(
      header(`Section ${section}`),
      row([takeChart(), takeChart(), takeChart()]),
      row([takeChart(), takeChart(), markdown(`Section ${section} notes`)]),
      row([markdown(`Section ${section} a`), markdown(`Section ${section} b`), markdown(`Section ${section} c`)]),
      divider,
    );
  }
  const tabs: Spec[] = [];
  for (let tab = 1; tab <= TAB_COUNT; tab += 1) {
    tabs.push({
      type: 'TAB',
      meta: { text: `Tab ${tab}`, defaultText: 'Tab title' },
      children: [
        header(`Tab ${tab} overview`),
        row([takeChart(), takeChart(), takeChart()]),
        row([
          takeChart(),
          takeChart(),
          {
            type: 'COLUMN',
            meta: { width: 4, background: 'BACKGROUND_TRANSPARENT' },
            children: [markdown('left'), markdown('right')],
          },
        ]),
        row([markdown(`Tab ${tab} a`), markdown(`Tab ${tab} b`), markdown(`Tab ${tab} c`)]),
        divider,
      ],
    });
  }
  const trailing: Spec[] = [header('Appendix')];
  for (let index = 1; index <= TRAILING_MARKDOWN_ROWS; index += 1)
    trailing.push(
      row([markdown(`Appendix ${index} a`), markdown(`Appendix ${index} b`), markdown(`Appendix ${index} c`)]),
    );
  return [...sections, { type: 'TABS', children: tabs }, ...trailing];
}

/** The layout for `charts` (used round-robin when the tree needs more than there are). */
export function editLayout(title: string, charts: readonly BenchChart[]): EditLayout {
  if (charts.length === 0) throw new Error('The edit layout needs charts');
  let chartsTaken = 0;
  const takeChart = (): Spec => {
    const chart = charts[chartsTaken % charts.length];
    chartsTaken += 1;
    return { type: 'CHART', meta: { chartId: chart.id, width: 4, height: CHART_HEIGHT, sliceName: chart.sliceName } };
  };
  const positions: BenchPositions = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: title } },
  };
  const counters = new Map<string, number>();
  const place = (spec: Spec, parents: string[]): string => {
    const serial = (counters.get(spec.type) ?? 0) + 1;
    counters.set(spec.type, serial);
    const id = `${spec.type}-edit-${serial}`;
    const component: BenchLayoutComponent = { id, type: spec.type, children: [], parents, meta: spec.meta ?? {} };
    positions[id] = component;
    component.children = (spec.children ?? []).map((child) => place(child, [...parents, id]));
    return id;
  };
  const gridChildren = layoutTree(takeChart).map((spec) => place(spec, ['ROOT_ID', 'GRID_ID']));
  positions.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: gridChildren, parents: ['ROOT_ID'] };

  const components = Object.values(positions).filter((entry) => typeof entry !== 'string');
  const countsByType: Record<string, number> = {};
  for (const component of components) countsByType[component.type] = (countsByType[component.type] ?? 0) + 1;
  return {
    positions,
    componentCount: components.length,
    countsByType,
    chartCount: chartsTaken,
    targets: editTargets(),
  };
}

/**
 * Per grid section (placed first, so serials follow the tree): its header, its first chart, the
 * markdown beside two charts, and its divider. No row loses its last child, so no edit removes
 * more than the component deleted.
 */
function editTargets(): EditTargets {
  const deletions: string[] = [];
  for (let section = 0; section < SECTIONS_IN_GRID; section += 1) {
    deletions.push(
      `HEADER-edit-${section + 1}`,
      `CHART-edit-${section * 5 + 1}`,
      `MARKDOWN-edit-${section * 4 + 1}`,
      `DIVIDER-edit-${section + 1}`,
    );
  }
  return { deletions, dragChartId: 'CHART-edit-6' };
}
