/**
 * Drag and drop through react-dnd's HTML5 backend (events simulated: jsdom has no drag and no
 * layout, so every element is drawn as the same 100 px square). A layout element and a saved chart
 * from the pane land in the grid (the chart handed to the grid with its definition), a component
 * moves, and a drop the verbs refuse shows its message and changes nothing.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { NOT_ENOUGH_SPACE_MESSAGE } from '../../../../src/features/dashboard/layout/layoutConstants';
import { gridLayout } from '../editing/editingFixtures';
import { frameOf, renderGrid } from './editGridHarness';

const server = setupServer(
  http.get('*/api/v1/chart/', () =>
    HttpResponse.json({
      count: 1,
      result: [
        {
          id: 50,
          slice_name: 'Revenue',
          viz_type: 'pie',
          uuid: 'uuid-50',
          form_data: { datasource: '3__table', viz_type: 'pie', metric: 'count' },
        },
      ],
    }),
  ),
  // The dataset of a chart dropped in from the pane, which the dashboard did not use yet.
  http.get('*/api/v1/explore/', () =>
    HttpResponse.json({
      result: {
        dataset: { id: 3, uid: '3__table', type: 'table', name: 'orders', columns: [], metrics: [] },
        form_data: {},
        slice: null,
        message: null,
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetClient();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function dragEvent(type: string, point: { x: number; y: number }): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: point.x, clientY: point.y });
  const dataTransfer = { types: [], dropEffect: 'move', effectAllowed: 'all', setData() {}, getData: () => '' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  return event;
}

/** The pointer in the lower right of every box. */
const POINT = { x: 80, y: 80 };

/** Drags `source` over `target`; `drop` ends the drag there. */
function dragOver(source: Element, target: Element) {
  act(() => void source.dispatchEvent(dragEvent('dragstart', { x: 10, y: 10 })));
  act(() => void target.dispatchEvent(dragEvent('dragenter', POINT)));
  act(() => void target.dispatchEvent(dragEvent('dragover', POINT)));
  return {
    drop() {
      act(() => void target.dispatchEvent(dragEvent('drop', POINT)));
      act(() => void source.dispatchEvent(dragEvent('dragend', POINT)));
    },
  };
}

function dragAndDrop(source: Element, target: Element) {
  dragOver(source, target).drop();
}

const indicator = () => document.querySelector('[data-test="drop-indicator"]');

function drawEverythingAsSquares() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 100,
    height: 100,
    right: 100,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

async function editGrid() {
  const rendered = renderGrid(gridLayout());
  await waitFor(() => frameOf(rendered.container, 'ROW-a'));
  drawEverythingAsSquares();
  const gridArea = rendered.container.querySelector('[data-drop-area="GRID_ID"]');
  if (!gridArea) throw new Error('no grid drop area');
  return { ...rendered, gridArea };
}

describe('drag and drop', { timeout: 60_000 }, () => {
  it('a header from the pane lands at the end of the grid', async () => {
    const { container, gridArea, layoutNow } = await editGrid();
    const header = container.querySelector('[data-test="new-component"][data-component-type="HEADER"]');
    if (!header) throw new Error('no header element in the pane');
    const drag = dragOver(header, gridArea);
    expect(indicator()).toHaveAttribute('data-drop-valid', 'true');
    expect(indicator()).toHaveAttribute('data-drop-index', '4');
    drag.drop();
    const grid = layoutNow()['GRID_ID']?.children ?? [];
    expect(grid).toHaveLength(5);
    expect(layoutNow()[grid[4]!]).toMatchObject({ type: 'HEADER', meta: { text: 'New header' } });
  });

  it('a saved chart lands 4 × 50 in a new row, and the grid gets its definition', async () => {
    const { container, gridArea, layoutNow, store } = await editGrid();
    fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
    const card = await waitFor(() => {
      const found = container.querySelector('[data-test="chart-card"][data-chart-id="50"]');
      if (!found) throw new Error('no card yet');
      return found;
    });
    dragAndDrop(card, gridArea);
    const row = layoutNow()[layoutNow()['GRID_ID']?.children[4] ?? ''];
    expect(row?.type).toBe('ROW');
    expect(layoutNow()[row?.children[0] ?? '']?.meta).toEqual({
      chartId: 50,
      sliceName: 'Revenue',
      width: 4,
      height: 50,
      uuid: 'uuid-50',
    });
    expect(store.getState().dashboardState.slices[50]?.form_data).toMatchObject({
      datasource: '3__table',
      slice_id: 50,
    });
    await waitFor(() =>
      expect(container.querySelector('[data-test="chart-card"][data-chart-id="50"]')).toHaveAttribute(
        'data-added',
        'true',
      ),
    );
  });

  it('a chart dragged by its handle moves to the end of the grid in a row of its own', async () => {
    const { container, gridArea, layoutNow } = await editGrid();
    dragAndDrop(within(frameOf(container, 'CHART-a')).getByLabelText('Drag to move'), gridArea);
    expect(layoutNow()['ROW-a']?.children).toEqual(['CHART-b']);
    const last = layoutNow()[layoutNow()['GRID_ID']?.children[4] ?? ''];
    expect(last?.children).toEqual(['CHART-a']);
  });

  it('a chart dropped into a full row is refused with the message and changes nothing', async () => {
    const { container, layoutNow, toasts } = await editGrid();
    const before = layoutNow();
    const card = container.querySelector('[data-test="new-component"][data-component-type="MARKDOWN"]');
    if (!card) throw new Error('no markdown element in the pane');
    const drag = dragOver(card, frameOf(container, 'CHART-b'));
    expect(indicator()).toHaveAttribute('data-drop-valid', 'false');
    expect(indicator()).toHaveAttribute('title', NOT_ENOUGH_SPACE_MESSAGE);
    drag.drop();
    expect(indicator()).not.toBeInTheDocument();
    expect(layoutNow()).toBe(before);
    expect(toasts()).toEqual([NOT_ENOUGH_SPACE_MESSAGE]);
  });
});
