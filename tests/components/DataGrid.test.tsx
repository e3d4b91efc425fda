import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataGrid, ROW_HEIGHT, type DataGridColumn, type DataGridRow } from '../../src/components/DataGrid';
import { getRowSearchIndex } from '../../src/components/DataGrid/rowSearchIndex';

// jsdom lays nothing out: give the grid's scroll element the size of a viewport and of its content,
// so that the virtualiser has a window to fill and room to scroll.
const VIEWPORT = { clientWidth: 800, clientHeight: 400 };
const layoutProperties = ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight'] as const;
type LayoutProperty = (typeof layoutProperties)[number];
const originalLayout = layoutProperties.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));

function scrollerLayout(element: Element, name: LayoutProperty): number {
  if (name === 'clientWidth' || name === 'clientHeight') return VIEWPORT[name];
  const canvas = element.firstElementChild as HTMLElement | null;
  return parseFloat((name === 'scrollWidth' ? canvas?.style.width : canvas?.style.height) ?? '0') || 0;
}

beforeAll(() => {
  for (const name of layoutProperties) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('tessera-data-grid__scroller') ? scrollerLayout(this, name) : 0;
      },
    });
  }
  // The virtualiser scrolls with Element.scrollTo, which jsdom lacks; like a browser, a scroll that
  // moves fires a scroll event.
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options !== 'object') return;
    const before = [this.scrollTop, this.scrollLeft];
    if (options.top !== undefined) this.scrollTop = options.top;
    if (options.left !== undefined) this.scrollLeft = options.left;
    if (before[0] !== this.scrollTop || before[1] !== this.scrollLeft) this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
});

afterAll(() => {
  layoutProperties.forEach((name, index) => {
    const descriptor = originalLayout[index];
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  });
  Reflect.deleteProperty(Element.prototype, 'scrollTo');
});

const columns: DataGridColumn[] = [
  { column_name: 'id', type: 'BIGINT', type_generic: 'numeric' },
  { column_name: 'name', type: 'VARCHAR', type_generic: 'string' },
  { column_name: 'created', type: 'TIMESTAMP', type_generic: 'temporal', is_dttm: true },
  { column_name: 'active', type: 'BOOLEAN', type_generic: 'boolean' },
  { column_name: 'extra', type: 'JSON', type_generic: 'string' },
];

function makeRows(count: number): DataGridRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: index % 3 === 0 ? `Alpha ${index}` : `beta ${index}`,
    created: `2024-01-${String((index % 28) + 1).padStart(2, '0')}T00:00:00`,
    active: index % 2 === 0,
    extra: { index },
  }));
}

function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

function firstCellTexts(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('gridcell')[0].textContent ?? '');
}

describe('DataGrid', () => {
  it('shows each column name with a type badge titled with the type name', () => {
    render(<DataGrid columns={columns} rows={makeRows(3)} height={400} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => within(header).getByRole('button').textContent)).toEqual([
      'id123',
      'nameabc',
      'created',
      'activeT/F',
      'extraabc',
    ]);
    expect(within(headers[0]).getByTitle('BIGINT')).toHaveTextContent('123');
    expect(within(headers[2]).getByTitle('TIMESTAMP').querySelector('svg')).not.toBeNull();
    expect(within(headers[3]).getByTitle('BOOLEAN')).toBeInTheDocument();
    expect(headers.every((header) => header.getAttribute('aria-sort') === 'none')).toBe(true);
  });

  it('shows NULL muted, numbers right-aligned, objects as JSON and full text in the title', () => {
    const longText = 'x'.repeat(500);
    const rows = [
      { id: 7, name: null, created: undefined, active: true, extra: { a: [1, 'b'] } },
      { id: 8, name: longText, created: null, active: false, extra: null },
    ];
    render(<DataGrid columns={columns} rows={rows} height={400} />);
    const [first, second] = bodyRows().map((row) => within(row).getAllByRole('gridcell'));
    expect(first[1]).toHaveTextContent('NULL');
    expect(first[1].querySelector('.tessera-data-grid__null')).not.toBeNull();
    expect(first[2].querySelector('.tessera-data-grid__null')).not.toBeNull();
    expect(first[0]).toHaveClass('tessera-data-grid__cell--numeric');
    expect(first[1]).not.toHaveClass('tessera-data-grid__cell--numeric');
    expect(first[3]).toHaveTextContent('true');
    expect(first[4]).toHaveTextContent('{"a":[1,"b"]}');
    expect(second[1]).toHaveAttribute('title', longText);
  });

  it('keeps only a window of the rows in the DOM for 100,000 rows', () => {
    render(<DataGrid columns={columns} rows={makeRows(100_000)} height={400} />);
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '100001');
    expect(screen.getByRole('status')).toHaveTextContent('100,000 rows');
  });

  it('reaches the last of 100,000 rows by scrolling', () => {
    render(<DataGrid columns={columns} rows={makeRows(100_000)} height={400} />);
    const grid = screen.getByRole('grid');
    grid.scrollTop = 100_000 * ROW_HEIGHT;
    fireEvent.scroll(grid);
    expect(firstCellTexts()).toContain('100000');
    expect(firstCellTexts()).not.toContain('1');
  });

  it('shows only the matching rows and counts them as "M of N rows"', () => {
    const { rerender } = render(<DataGrid columns={columns} rows={makeRows(30)} height={400} />);
    expect(screen.getByRole('status')).toHaveTextContent('30 rows');
    rerender(<DataGrid columns={columns} rows={makeRows(30)} height={400} filterText="ALPHA" />);
    expect(screen.getByRole('status')).toHaveTextContent('10 of 30 rows');
    expect(firstCellTexts()).toEqual(['1', '4', '7', '10', '13', '16', '19', '22', '25', '28']);
  });

  it('shows the empty text when no row matches', () => {
    render(
      <DataGrid columns={columns} rows={makeRows(30)} height={400} filterText="nowhere" emptyText="Nothing here" />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 30 rows');
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
  });

  it('sorts ascending, descending, then back to the original order on header clicks', () => {
    const rows = [
      { id: 2, name: 'b' },
      { id: null, name: 'n' },
      { id: 10, name: 'c' },
      { id: 1, name: 'a' },
    ];
    render(<DataGrid columns={columns.slice(0, 2)} rows={rows} height={400} />);
    const idHeader = screen.getAllByRole('columnheader')[0];
    const sortButton = within(idHeader).getByRole('button');

    fireEvent.click(sortButton);
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCellTexts()).toEqual(['1', '2', '10', 'NULL']);

    fireEvent.click(sortButton);
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellTexts()).toEqual(['10', '2', '1', 'NULL']);

    fireEvent.click(sortButton);
    expect(idHeader).toHaveAttribute('aria-sort', 'none');
    expect(firstCellTexts()).toEqual(['2', 'NULL', '10', '1']);
  });

  it('moves the selected cell with the arrow keys and pages, scrolling it into view', () => {
    render(<DataGrid columns={columns} rows={makeRows(1000)} height={400} />);
    const grid = screen.getByRole('grid');
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('1');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('beta 1');
    expect(grid).toHaveAttribute('aria-activedescendant', screen.getByRole('gridcell', { selected: true }).id);

    for (let page = 0; page < 5; page += 1) fireEvent.keyDown(grid, { key: 'PageDown' });
    const selected = screen.getByRole('gridcell', { selected: true });
    const selectedRowIndex = Number(selected.closest('[role="row"]')?.getAttribute('data-row-index'));
    expect(selectedRowIndex).toBeGreaterThan(40);
    expect(grid.scrollTop).toBeGreaterThan(0);

    fireEvent.keyDown(grid, { key: 'End', ctrlKey: true });
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('Alpha 999');
  });

  it('copies the selected cell with Ctrl+C through onCopy', () => {
    const onCopy = vi.fn();
    render(<DataGrid columns={columns} rows={makeRows(5)} height={400} onCopy={onCopy} />);
    fireEvent.click(screen.getByText('beta 2'));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'c', ctrlKey: true });
    expect(onCopy).toHaveBeenCalledWith('beta 2');
  });

  it('resizes a column by dragging its header edge', () => {
    render(<DataGrid columns={columns} rows={makeRows(5)} height={400} />);
    const idHeader = screen.getAllByRole('columnheader')[0];
    const before = parseFloat(idHeader.style.width);
    const handle = screen.getByRole('separator', { name: 'Resize column id' });
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 160 });
    expect(parseFloat(screen.getAllByRole('columnheader')[0].style.width)).toBe(before + 60);
    expect(parseFloat(screen.getAllByRole('columnheader')[1].style.left)).toBe(before + 60);
  });

  it('builds the search index while the page is idle, so the first filter only scans', () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const rows = makeRows(5000);
      const { unmount } = render(<DataGrid columns={columns} rows={rows} height={400} />);
      const index = getRowSearchIndex(rows, columns);
      expect(index.isComplete).toBe(false);
      const idlePeriod: IdleDeadline = { didTimeout: false, timeRemaining: () => 10 };
      let slices = 0;
      while (idleCallbacks.length > 0) {
        idleCallbacks.shift()?.(idlePeriod);
        slices += 1;
      }
      expect(index.isComplete).toBe(true);
      expect(slices).toBeGreaterThan(0);
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
