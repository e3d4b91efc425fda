import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ChartContextMenuRequest } from '../../../../src/features/charts/drill/drillTypes';
import TableChart, { type TableRenderProps } from '../../../../src/features/charts/plugins/table/TableChart';

// jsdom lays nothing out: the grid's scroll element gets a viewport so the virtualiser draws rows.
const layoutProperties = ['clientWidth', 'clientHeight'] as const;
const originals = layoutProperties.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  for (const name of layoutProperties)
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('tessera-data-grid__scroller') ? (name === 'clientWidth' ? 800 : 400) : 0;
      },
    });
});
afterAll(() => {
  layoutProperties.forEach((name, index) => {
    const descriptor = originals[index];
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  });
});

const props: TableRenderProps = {
  columns: [
    { column_name: 'day', type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
    { column_name: 'count', type_generic: 0 },
  ],
  rows: [{ day: '2024-01-01', region: 'EMEA', count: 3 }],
  rawRows: [{ day: 1_704_067_200_000, region: 'EMEA', count: 3 }],
  filterColumns: [
    { label: 'day', column: 'day' },
    { label: 'region', column: 'region' },
  ],
};

function cell(text: string): HTMLElement {
  return screen.getByText(text).closest<HTMLElement>('[role="gridcell"]')!;
}

describe('table chart right-clicks', () => {
  it("a dimension's cell drills by its raw value; a metric's cell by nothing; the browser's menu stays away", () => {
    const onContextMenu = vi.fn<(request: ChartContextMenuRequest) => void>();
    render(<TableChart {...props} width={600} height={300} onContextMenu={onContextMenu} />);
    expect(fireEvent.contextMenu(cell('2024-01-01'), { clientX: 5, clientY: 6 })).toBe(false);
    const dayFilter = { col: 'day', op: '==', val: 1_704_067_200_000, formattedVal: '2024-01-01' };
    expect(onContextMenu).toHaveBeenLastCalledWith({
      clientX: 5,
      clientY: 6,
      point: { drillToDetail: [dayFilter], drillBy: { filters: [dayFilter], groupbyFieldName: 'groupby' } },
    });
    fireEvent.contextMenu(cell('3'));
    expect(onContextMenu.mock.lastCall![0].point).toEqual({
      drillToDetail: [],
      drillBy: { filters: [], groupbyFieldName: 'groupby' },
    });
  });

  it('without a drilling host, a right-click is left to the browser', () => {
    render(<TableChart {...props} width={600} height={300} />);
    expect(fireEvent.contextMenu(cell('EMEA'))).toBe(true);
  });
});
