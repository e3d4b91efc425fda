import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataPager, rowsOfPage } from '../../src/components/DataPager';
import { pageRangeText } from '../../src/components/DataPager/pageRange';

describe('paging rows', () => {
  const rows = Array.from({ length: 250 }, (_, index) => ({ n: index + 1 }));

  it('takes one page of a whole result, the last one short', () => {
    expect(rowsOfPage(rows, 1, 100).map((row) => row.n)).toEqual(rows.slice(0, 100).map((row) => row.n));
    expect(rowsOfPage(rows, 3, 100)).toHaveLength(50);
    expect(rowsOfPage(rows, 3, 100)[0]).toEqual({ n: 201 });
    expect(rowsOfPage(rows, 4, 100)).toEqual([]);
  });

  it('says where the page sits in the whole result', () => {
    expect(pageRangeText(1, 100, 7671)).toBe('Rows 1–100 of 7,671');
    expect(pageRangeText(77, 100, 7671)).toBe('Rows 7,601–7,671 of 7,671');
    expect(pageRangeText(1, 100, 0)).toBe('No rows');
  });
});

describe('DataPager', () => {
  it('is not shown when the whole result fits on one page', () => {
    const { container } = render(<DataPager page={1} pageSize={100} total={100} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the range and reports the page chosen', () => {
    const onChange = vi.fn();
    render(<DataPager page={1} pageSize={100} total={250} onChange={onChange} />);
    expect(screen.getByText('Rows 1–100 of 250')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 100);
  });
});
