import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DataGrid, type DataGridCellFormat } from '../../src/components/DataGrid';

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

describe('DataGrid cell format', () => {
  it("shows the caller's text and background for a cell and keeps the value for sorting", () => {
    const cellFormat: DataGridCellFormat = (column, value) =>
      column === 'revenue' && typeof value === 'number'
        ? { text: `$ ${value}`, background: value > 5 ? 'rgba(255,0,0,1)' : undefined }
        : undefined;
    render(
      <DataGrid
        columns={[
          { column_name: 'region', type_generic: 1 },
          { column_name: 'revenue', type_generic: 0 },
        ]}
        rows={[
          { region: 'EMEA', revenue: 10 },
          { region: 'APAC', revenue: 2 },
        ]}
        height={300}
        cellFormat={cellFormat}
      />,
    );
    expect(screen.getByRole('gridcell', { name: '$ 10' })).toHaveStyle({ background: 'rgba(255,0,0,1)' });
    expect(screen.getByRole('gridcell', { name: '$ 2' }).style.background).toBe('');
    expect(screen.getByRole('gridcell', { name: 'EMEA' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /revenue/ }));
    const cells = screen.getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(cells.indexOf('$ 2')).toBeLessThan(cells.indexOf('$ 10'));
  });
});
