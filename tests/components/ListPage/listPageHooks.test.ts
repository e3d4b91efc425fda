import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  hasFilterValues,
  useConfirmedDelete,
  useDeleteOneOrMany,
  useListQueryState,
  usePageSelection,
  type ListSort,
} from '../../../src/components/ListPage';

interface Filters {
  search?: string;
  ownerId?: number;
}
type Column = 'name' | 'changed_on';
const DEFAULT_SORT: ListSort<Column> = { column: 'changed_on', direction: 'desc' };
const isColumn = (value: unknown): value is Column => value === 'name' || value === 'changed_on';

function renderQuery(initialFilters: Filters = {}) {
  return renderHook(() => useListQueryState({ initialFilters, defaultSort: DEFAULT_SORT, isSortColumn: isColumn }));
}

describe('useListQueryState', () => {
  it('starts on the first page in the default order with the initial filters', () => {
    const { result } = renderQuery({ ownerId: 3 });
    expect(result.current).toMatchObject({ filters: { ownerId: 3 }, sort: DEFAULT_SORT, page: 0, hasFilters: true });
  });

  it('sets and clears one filter, going back to the first page', () => {
    const { result } = renderQuery();
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('search', 'sales'));
    expect(result.current.filters).toEqual({ search: 'sales' });
    expect(result.current.page).toBe(0);
    act(() => result.current.setPage(1));
    act(() => result.current.setFilter('search', undefined));
    expect(result.current.filters).toEqual({});
    expect(result.current.page).toBe(0);
    expect(result.current.hasFilters).toBe(false);
  });

  it('sorts by a known column and falls back to the default order otherwise', () => {
    const { result } = renderQuery();
    act(() => result.current.setPage(3));
    act(() => result.current.sortBy('name', 'asc'));
    expect(result.current.sort).toEqual({ column: 'name', direction: 'asc' });
    expect(result.current.page).toBe(0);
    act(() => result.current.sortBy('owners', 'asc'));
    expect(result.current.sort).toEqual(DEFAULT_SORT);
    act(() => result.current.sortBy('name', 'desc'));
    act(() => result.current.sortBy('name', null));
    expect(result.current.sort).toEqual(DEFAULT_SORT);
  });
});

describe('hasFilterValues', () => {
  it('counts neither undefined nor empty text as a filter', () => {
    expect(hasFilterValues({ search: '', ownerId: undefined })).toBe(false);
    expect(hasFilterValues({ active: false })).toBe(true);
  });
});

describe('usePageSelection', () => {
  it('keeps only the rows shown selected and forgets deleted ones', () => {
    const { result, rerender } = renderHook(({ ids }) => usePageSelection(ids), { initialProps: { ids: [1, 2, 3] } });
    act(() => result.current.select([1, '3']));
    expect(result.current.selectedIds).toEqual([1, 3]);
    rerender({ ids: [3, 4] });
    expect(result.current.selectedIds).toEqual([3]);
    act(() => result.current.drop([3]));
    expect(result.current.selectedIds).toEqual([]);
  });
});

describe('useConfirmedDelete', () => {
  it('deletes what was asked about, is busy meanwhile, then closes', async () => {
    let finish: (ids: number[]) => void = () => undefined;
    const remove = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useConfirmedDelete<{ id: number }>(remove));
    act(() => result.current.ask([{ id: 7 }]));
    expect(result.current.toDelete).toEqual([{ id: 7 }]);
    let confirmed: Promise<number[]> = Promise.resolve([]);
    act(() => {
      confirmed = result.current.confirm();
    });
    expect(result.current.busy).toBe(true);
    expect(remove).toHaveBeenCalledWith([{ id: 7 }]);
    await act(async () => {
      finish([7]);
      await expect(confirmed).resolves.toEqual([7]);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.toDelete).toBeNull();
  });

  it('deletes nothing when nothing was asked about, and cancel closes', async () => {
    const remove = vi.fn(() => Promise.resolve([1]));
    const { result } = renderHook(() => useConfirmedDelete<{ id: number }>(remove));
    await act(async () => {
      await expect(result.current.confirm()).resolves.toEqual([]);
    });
    expect(remove).not.toHaveBeenCalled();
    act(() => result.current.ask([{ id: 1 }]));
    act(() => result.current.cancel());
    expect(result.current.toDelete).toBeNull();
  });
});

describe('useDeleteOneOrMany', () => {
  interface Item {
    id: number;
    name: string;
  }
  function renderDelete(deleteOne: (id: number) => Promise<unknown>, deleteMany: (ids: number[]) => Promise<string>) {
    const toasts = { addSuccessToast: vi.fn(), addDangerToast: vi.fn() };
    const hook = renderHook(() =>
      useDeleteOneOrMany<Item>({
        deleteOne,
        deleteMany,
        toasts,
        deletedText: (items) => (items.length === 1 ? `Deleted: ${items[0].name}` : `Deleted ${items.length} things`),
        failedText: (items, error) => `Failed ${items.length}: ${String(error)}`,
      }),
    );
    return { ...hook, toasts };
  }

  async function confirmWith(result: { current: ReturnType<typeof useDeleteOneOrMany<Item>> }, items: Item[]) {
    act(() => result.current.ask(items));
    let deleted: number[] = [];
    await act(async () => {
      deleted = await result.current.confirm();
    });
    return deleted;
  }

  it('deletes one by id and names it', async () => {
    const deleteOne = vi.fn(() => Promise.resolve());
    const deleteMany = vi.fn(() => Promise.resolve(''));
    const { result, toasts } = renderDelete(deleteOne, deleteMany);
    await expect(confirmWith(result, [{ id: 4, name: 'Sales' }])).resolves.toEqual([4]);
    expect(deleteOne).toHaveBeenCalledWith(4);
    expect(deleteMany).not.toHaveBeenCalled();
    expect(toasts.addSuccessToast).toHaveBeenCalledWith('Deleted: Sales');
  });

  it("deletes several in one request and shows the server's message, or the fallback", async () => {
    const deleteMany = vi.fn().mockResolvedValueOnce('Deleted 2 charts').mockResolvedValueOnce('');
    const { result, toasts } = renderDelete(() => Promise.resolve(), deleteMany);
    const items = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    await expect(confirmWith(result, items)).resolves.toEqual([1, 2]);
    expect(deleteMany).toHaveBeenCalledWith([1, 2]);
    expect(toasts.addSuccessToast).toHaveBeenLastCalledWith('Deleted 2 charts');
    await confirmWith(result, items);
    expect(toasts.addSuccessToast).toHaveBeenLastCalledWith('Deleted 2 things');
  });

  it('reports a failure and deletes nothing', async () => {
    const { result, toasts } = renderDelete(
      () => Promise.reject(new Error('no')),
      () => Promise.resolve(''),
    );
    await expect(confirmWith(result, [{ id: 4, name: 'Sales' }])).resolves.toEqual([]);
    expect(toasts.addDangerToast).toHaveBeenCalledWith('Failed 1: Error: no');
    expect(toasts.addSuccessToast).not.toHaveBeenCalled();
  });
});
