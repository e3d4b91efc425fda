import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CrossFilterMask } from '../../../../../src/features/charts';
import TableChart, { type TableRenderProps } from '../../../../../src/features/charts/plugins/table/TableChart';
import { pagerItems } from '../../../../../src/features/charts/plugins/table/tablePages';

const props: TableRenderProps = {
  columns: [
    { column_name: 'country', type_generic: 1 },
    { column_name: 'count', type_generic: 0 },
  ],
  rows: [
    { country: 'France', count: 30 },
    { country: null, count: 20 },
  ],
  filterColumns: [{ label: 'country', column: 'country' }],
  serverPage: { currentPage: 1, pageSize: 2, total: 9, sortBy: [{ key: 'count', desc: true }] },
};

function renderTable(overrides: Partial<TableRenderProps> = {}, withHost = true) {
  const onOwnStateChange = vi.fn<(ownState: Record<string, unknown>) => void>();
  const emit = vi.fn<(mask: CrossFilterMask) => void>();
  const view = render(
    <TableChart
      {...props}
      {...overrides}
      width={500}
      height={300}
      onOwnStateChange={withHost ? onOwnStateChange : undefined}
      crossFilter={{ filterState: undefined, emit }}
    />,
  );
  return { onOwnStateChange, emit, view };
}

const pager = () => within(screen.getByRole('navigation', { name: 'Table pages' }));

describe('table chart with server pagination', () => {
  it('shows the page, where it is among all rows and the pages', () => {
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('France')).toBeInTheDocument();
    expect(screen.getByText('3–4 of 9 rows')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'count' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a page button asks for that page with the same size and sort', () => {
    const { onOwnStateChange } = renderTable();
    fireEvent.click(pager().getByRole('button', { name: 'Page 5' }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({
      currentPage: 4,
      pageSize: 2,
      sortBy: [{ key: 'count', desc: true }],
    });
    fireEvent.click(pager().getByRole('button', { name: 'Previous page' }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({
      currentPage: 0,
      pageSize: 2,
      sortBy: [{ key: 'count', desc: true }],
    });
    fireEvent.click(pager().getByRole('button', { name: 'Page 2' }));
    expect(onOwnStateChange).toHaveBeenCalledTimes(2);
  });

  it('a header click sorts on the server from page 0: ascending, then descending, then unsorted', () => {
    const { onOwnStateChange, view } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'country' }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({
      currentPage: 0,
      pageSize: 2,
      sortBy: [{ key: 'country', desc: false }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'count' }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({ currentPage: 0, pageSize: 2, sortBy: [] });
    view.unmount();
    const next = renderTable({ serverPage: { ...props.serverPage!, sortBy: [{ key: 'country', desc: false }] } });
    fireEvent.click(screen.getByRole('button', { name: 'country' }));
    expect(next.onOwnStateChange).toHaveBeenLastCalledWith({
      currentPage: 0,
      pageSize: 2,
      sortBy: [{ key: 'country', desc: true }],
    });
  });

  it('the rows are shown in the order the server sent them (no client-side sort)', () => {
    renderTable();
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(cells).toEqual(['30', '20']);
  });

  it("a dimension's cell still cross-filters, NULL included", () => {
    const { emit } = renderTable();
    fireEvent.click(screen.getByText('France'));
    expect(emit).toHaveBeenLastCalledWith(
      expect.objectContaining({ extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] } }),
    );
    expect(screen.getByText('France').closest('td')).toHaveAttribute('data-cross-filter', 'clickable');
    fireEvent.click(screen.getByText('NULL'));
    expect(emit).toHaveBeenLastCalledWith(
      expect.objectContaining({ extraFormData: { filters: [{ col: 'country', op: 'IN', val: [null] }] } }),
    );
  });

  it('without a host keeping its own state, pager and sort only show where the page is', () => {
    renderTable({}, false);
    expect(pager().getByRole('button', { name: 'Page 5' })).toBeDisabled();
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'country' })).toBeDisabled();
  });

  it('without a server page (Explore) draws every row in the client-side grid', () => {
    const { view } = renderTable({ serverPage: undefined });
    expect(view.container.querySelector('[data-test="table-server-paged"]')).toBeNull();
    expect(view.container.querySelector('.tessera-data-grid')).not.toBeNull();
  });

  it('an empty result says 0 rows and has one page', () => {
    renderTable({ rows: [], serverPage: { currentPage: 0, pageSize: 10, total: 0, sortBy: [] } });
    expect(screen.getByText('0 rows')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('pager items', () => {
  it('shows the first, the last and the neighbours of the current page, gaps as null', () => {
    expect(pagerItems(0, 1)).toEqual([0]);
    expect(pagerItems(0, 4)).toEqual([0, 1, 2, 3]);
    expect(pagerItems(5, 20)).toEqual([0, null, 4, 5, 6, null, 19]);
    expect(pagerItems(0, 20)).toEqual([0, 1, null, 19]);
  });
});
