import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ChartCrossFilter, CrossFilterMask } from '../../../../src/features/charts';
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
  rows: [
    { day: '2024-01-01', region: 'EMEA', count: 3 },
    { day: '2024-01-02', region: null, count: 1 },
  ],
  rawRows: [
    { day: 1_704_067_200_000, region: 'EMEA', count: 3 },
    { day: 1_704_153_600_000, region: null, count: 1 },
  ],
  filterColumns: [
    { label: 'day', column: 'day' },
    { label: 'region', column: 'region' },
  ],
};

function cell(text: string): HTMLElement {
  return screen.getByText(text).closest<HTMLElement>('[role="gridcell"]')!;
}

function renderTable(filterState?: ChartCrossFilter['filterState']) {
  const emit = vi.fn<(mask: CrossFilterMask) => void>();
  const view = render(<TableChart {...props} width={600} height={300} crossFilter={{ filterState, emit }} />);
  return { emit, view };
}

describe('table chart cross-filters', () => {
  it("a dimension's cell emits a filter on its raw value (dates as queried, not as shown)", () => {
    const { emit } = renderTable();
    fireEvent.click(cell('2024-01-02'));
    expect(emit).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'day', op: 'IN', val: [1_704_153_600_000] }] },
      filterState: { value: [[1_704_153_600_000]], label: '2024-01-02', filters: { day: [1_704_153_600_000] } },
    });
    fireEvent.click(cell('NULL'));
    expect(emit.mock.lastCall![0].extraFormData.filters).toEqual([{ col: 'region', op: 'IN', val: [null] }]);
  });

  it("a metric's cell emits nothing", () => {
    const { emit } = renderTable();
    fireEvent.click(cell('3'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('the selected value clicked again emits the clear, and its cells are highlighted', async () => {
    const { emit } = renderTable({ value: [['EMEA']], filters: { region: ['EMEA'] } });
    await waitFor(() => expect(cell('EMEA').dataset.crossFilter).toBe('selected'));
    expect(cell('NULL').dataset.crossFilter).toBe('clickable');
    expect(cell('3').dataset.crossFilter).toBeUndefined();
    fireEvent.click(cell('EMEA'));
    expect(emit).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });
  });

  it('the highlight follows the cells when the grid redraws them (sorted rows)', async () => {
    renderTable({ value: [['EMEA']], filters: { region: ['EMEA'] } });
    await waitFor(() => expect(cell('EMEA').dataset.crossFilter).toBe('selected'));
    const emeaRow = cell('EMEA').closest('[data-row-index]')!.getAttribute('data-row-index');
    fireEvent.click(screen.getByRole('button', { name: /count/ }));
    await waitFor(() =>
      expect(cell('EMEA').closest('[data-row-index]')!.getAttribute('data-row-index')).not.toBe(emeaRow),
    );
    await waitFor(() => expect(cell('EMEA').dataset.crossFilter).toBe('selected'));
    expect(cell('NULL').dataset.crossFilter).toBe('clickable');
  });

  it('without a cross-filter host (Explore) no cell is marked clickable', () => {
    render(<TableChart {...props} width={600} height={300} />);
    expect(cell('EMEA').dataset.crossFilter).toBeUndefined();
    expect(document.querySelector('[data-cross-filter]')).toBeNull();
  });
});
