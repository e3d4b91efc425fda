import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  booleanOfChoice,
  choiceOfBoolean,
  DeleteSelectedButton,
  ListError,
  ListSearchBox,
  ListTable,
} from '../../../src/components/ListPage';

describe('ListSearchBox', () => {
  it('searches the trimmed text on Enter, and nothing for blank text', async () => {
    const onSearch = vi.fn();
    render(<ListSearchBox ariaLabel="Search charts" initialValue="old" width={280} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search charts' });
    expect(box).toHaveValue('old');
    await userEvent.clear(box);
    await userEvent.type(box, '  sales  ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('sales');
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });
});

describe('yes/no filter choices', () => {
  it('map booleans to choices and back', () => {
    expect(choiceOfBoolean(undefined)).toBeNull();
    expect(choiceOfBoolean(true)).toBe('yes');
    expect(choiceOfBoolean(false)).toBe('no');
    expect(booleanOfChoice('yes')).toBe(true);
    expect(booleanOfChoice('no')).toBe(false);
    expect(booleanOfChoice(undefined)).toBeUndefined();
  });
});

describe('DeleteSelectedButton', () => {
  it('shows the count and is disabled when nothing is selected', () => {
    const { rerender } = render(<DeleteSelectedButton count={0} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
    rerender(<DeleteSelectedButton count={2} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeEnabled();
  });
});

describe('ListTable', () => {
  interface Row {
    id: number;
    name: string;
  }
  const columns = [{ title: 'Name', dataIndex: 'name', key: 'name', sorter: true }];

  it('shows the empty text when there are no rows', () => {
    render(
      <ListTable<Row>
        rowKey="id"
        rows={[]}
        loading={false}
        columns={columns}
        emptyText="No charts yet"
        page={0}
        pageSize={25}
        total={0}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByText('No charts yet')).toBeInTheDocument();
  });

  it('reports 0-based pages and the sorted column with its direction', async () => {
    const onPageChange = vi.fn();
    const onSort = vi.fn();
    const rows = Array.from({ length: 2 }, (_value, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
    render(
      <ListTable<Row>
        rowKey="id"
        rows={rows}
        loading={false}
        columns={columns}
        emptyText="None"
        page={0}
        pageSize={2}
        total={5}
        onPageChange={onPageChange}
        onSort={onSort}
      />,
    );
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByText('Name'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    await userEvent.click(within(header).getByText('Name'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await userEvent.click(within(header).getByText('Name'));
    // A cleared sort names no column.
    expect(onSort.mock.lastCall?.[1]).toBeNull();
  });
});

describe('ListError', () => {
  it('shows the error only when the list failed', () => {
    const { rerender } = render(<ListError failed={false} error={{ error: 'Boom' }} />);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    rerender(<ListError failed message="An error occurred" />);
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});
