/**
 * Reading a drop from the edit grid's elements: which drops the hovered element and its enclosing
 * frames offer at the pointer, and where the indicator line is drawn (element boxes stubbed: jsdom
 * lays nothing out).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parentMap } from '../../../../src/features/dashboard/editing';
import { hoverLevels, indicatorBox } from '../../../../src/features/dashboard/editMode/dropGeometry';
import { indicatorLine } from '../../../../src/features/dashboard/editMode/indicatorLine';
import { gridLayout, tabbedLayout } from '../editing/editingFixtures';

type Box = { left: number; top: number; width: number; height: number };

function element(attributes: Record<string, string>, box: Box, children: HTMLElement[] = []): HTMLElement {
  const node = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top }) as DOMRect;
  node.append(...children);
  return node;
}

const frame = (id: string, box: Box, children: HTMLElement[] = []) => element({ 'data-layout-id': id }, box, children);

/** GRID › ROW-a (CHART-a | CHART-b), ROW-b, HEADER-a, DIVIDER-a, drawn 1200 px wide. */
function drawGrid() {
  const chartA = frame('CHART-a', { left: 0, top: 0, width: 400, height: 400 });
  const chartB = frame('CHART-b', { left: 416, top: 0, width: 784, height: 400 });
  const rowA = frame('ROW-a', { left: 0, top: 0, width: 1200, height: 400 }, [chartA, chartB]);
  const grid = element({ 'data-drop-area': 'GRID_ID' }, { left: 0, top: 0, width: 1200, height: 900 }, [
    rowA,
    frame('ROW-b', { left: 0, top: 416, width: 1200, height: 300 }),
    frame('HEADER-a', { left: 0, top: 732, width: 1200, height: 40 }),
    frame('DIVIDER-a', { left: 0, top: 788, width: 1200, height: 20 }),
  ]);
  const root = element({ 'data-drop-area': 'ROOT_ID' }, { left: 0, top: -32, width: 1200, height: 24 });
  document.body.append(root, grid);
  return { grid, rowA, chartB, root };
}

afterEach(() => document.body.replaceChildren());

describe('hoverLevels', () => {
  const layout = gridLayout();
  const parents = parentMap(layout);

  it('over a chart: beside it in its row (past its middle), then beside its row in the grid', () => {
    const { chartB } = drawGrid();
    expect(hoverLevels(chartB, layout, parents, { x: 1000, y: 100 })).toEqual([
      { inside: undefined, beside: { parentId: 'ROW-a', index: 1, after: true } },
      { beside: { parentId: 'GRID_ID', index: 0, after: false } },
    ]);
  });

  it('over a row between its charts: into the row at that place', () => {
    const { rowA } = drawGrid();
    expect(hoverLevels(rowA, layout, parents, { x: 408, y: 300 })[0]).toEqual({
      inside: { parentId: 'ROW-a', index: 1 },
      beside: { parentId: 'GRID_ID', index: 0, after: true },
    });
  });

  it("over the grid's space: between the components around the pointer, or at the end", () => {
    const { grid } = drawGrid();
    expect(hoverLevels(grid, layout, parents, { x: 10, y: 780 })).toEqual([
      { inside: { parentId: 'GRID_ID', index: 3 } },
    ]);
    expect(hoverLevels(grid, layout, parents, { x: 10, y: 880 })).toEqual([
      { inside: { parentId: 'GRID_ID', index: 4 } },
    ]);
  });

  it('over the strip above the grid: the root first, then the top of the grid', () => {
    const { root } = drawGrid();
    expect(hoverLevels(root, layout, parents, { x: 10, y: -20 })).toEqual([
      { inside: { parentId: 'ROOT_ID', index: 0 } },
      { inside: { parentId: 'GRID_ID', index: 0 } },
    ]);
  });

  it("over a tab's title: into that tab after its content, then beside the tab", () => {
    const tabbed = tabbedLayout();
    const title = frame('TAB-b', { left: 200, top: 0, width: 100, height: 30 });
    const tabs = frame('TABS-top', { left: 0, top: 0, width: 1200, height: 600 }, [title]);
    document.body.append(tabs);
    expect(hoverLevels(title, tabbed, parentMap(tabbed), { x: 210, y: 10 })).toEqual([
      { inside: { parentId: 'TAB-b', index: 1 }, beside: { parentId: 'TABS-top', index: 1, after: false } },
      { beside: { parentId: 'ROOT_ID', index: 0, after: false } },
    ]);
  });
});

describe('indicatorBox', () => {
  const layout = gridLayout();

  it('between two charts of a row: a vertical line in the gutter, as tall as the chart after it', () => {
    drawGrid();
    expect(indicatorBox(layout, { parentId: 'ROW-a', index: 1 }, document)).toEqual({
      left: 406,
      top: 0,
      width: 4,
      height: 400,
    });
  });

  it("at the grid's end: a horizontal line under the last component, across the grid", () => {
    drawGrid();
    expect(indicatorBox(layout, { parentId: 'GRID_ID', index: 4 }, document)).toEqual({
      left: 0,
      top: 808,
      width: 1200,
      height: 4,
    });
  });

  it('into a tab that is not open: under its title', () => {
    const tabbed = tabbedLayout();
    document.body.append(
      frame('TAB-b', { left: 100, top: 10, width: 80, height: 30 }),
      element({ 'data-drop-area': 'TAB-b' }, { left: 0, top: 0, width: 0, height: 0 }),
    );
    expect(indicatorBox(tabbed, { parentId: 'TAB-b', index: 1 }, document)).toEqual({
      left: 100,
      top: 36,
      width: 80,
      height: 4,
    });
  });
});

describe('indicatorLine', () => {
  const container = { left: 0, top: 100, width: 600, height: 300 };

  it('at the start of an empty container', () => {
    expect(indicatorLine('vertical', container)).toEqual({ left: 0, top: 100, width: 600, height: 4 });
    expect(indicatorLine('horizontal', container)).toEqual({ left: 0, top: 100, width: 4, height: 300 });
  });

  it('just before the first child, just after the last one', () => {
    const child = { left: 20, top: 120, width: 200, height: 50 };
    expect(indicatorLine('vertical', container, undefined, child).top).toBe(116);
    expect(indicatorLine('vertical', container, child, undefined).top).toBe(170);
    expect(indicatorLine('horizontal', container, child, undefined)).toEqual({
      left: 220,
      top: 120,
      width: 4,
      height: 50,
    });
  });
});
