import { describe, expect, it } from 'vitest';
import { filterRows, sortRows, type DataGridColumn } from '../../src/components/DataGrid';

const columns: DataGridColumn[] = [{ column_name: 'id' }, { column_name: 'name' }, { column_name: 'tags' }];

describe('filterRows', () => {
  const rows = [
    { id: 1, name: 'Alice', tags: ['admin'] },
    { id: 12, name: null, tags: null },
    { id: 3, name: 'Bob', tags: { team: 'North' } },
  ];

  it('keeps rows where any cell contains the text, ignoring case, in their order', () => {
    expect(filterRows(rows, columns, 'ALI')).toEqual([rows[0]]);
    expect(filterRows(rows, columns, 'north')).toEqual([rows[2]]);
    expect(filterRows(rows, columns, '1')).toEqual([rows[0], rows[1]]);
  });

  it('searches JSON text of objects and arrays', () => {
    expect(filterRows(rows, columns, '"admin"')).toEqual([rows[0]]);
  });

  it('does not match NULL cells by the word null', () => {
    expect(filterRows(rows, columns, 'null')).toEqual([]);
  });

  it('does not match across two cells', () => {
    expect(filterRows(rows, columns, '1alice')).toEqual([]);
  });

  it('returns the same array for an empty text', () => {
    expect(filterRows(rows, columns, '')).toBe(rows);
  });

  it('reads only the given columns', () => {
    expect(filterRows(rows, [{ column_name: 'id' }], 'bob')).toEqual([]);
  });

  // Speed is measured by `npm run bench` (filter → paint), not asserted here.
  it('filters 100,000 rows, reusing their search index', () => {
    const manyRows = Array.from({ length: 100_000 }, (_, index) => ({
      id: index,
      name: `customer ${index}`,
      tags: index % 10 === 0 ? 'gold' : 'standard',
    }));
    expect(filterRows(manyRows, columns, 'gold')).toHaveLength(10_000);
    expect(filterRows(manyRows, columns, 'customer 99999')).toHaveLength(1);
  });
});

describe('sortRows', () => {
  const ids = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.id);

  it('orders numbers numerically with NULLs last in both directions', () => {
    const rows = [{ id: 10 }, { id: null }, { id: 9 }, { id: -1 }, { id: undefined }, { id: 100 }];
    expect(ids(sortRows(rows, 'id', 'asc', 'numeric'))).toEqual([-1, 9, 10, 100, null, undefined]);
    expect(ids(sortRows(rows, 'id', 'desc', 'numeric'))).toEqual([100, 10, 9, -1, null, undefined]);
  });

  it('orders numeric text in a numeric column as numbers', () => {
    const rows = [{ id: '10' }, { id: '9' }, { id: '100.5' }];
    expect(ids(sortRows(rows, 'id', 'asc', 'numeric'))).toEqual(['9', '10', '100.5']);
  });

  it('orders text with the locale collation, not by code point', () => {
    const rows = [{ id: 'b' }, { id: 'B' }, { id: 'a' }, { id: 'Z' }, { id: null }];
    const sorted = ids(sortRows(rows, 'id', 'asc', 'string'));
    const expected = ['b', 'B', 'a', 'Z'].sort((left, right) => left.localeCompare(right));
    expect(sorted).toEqual([...expected, null]);
    expect(sorted.indexOf('Z')).toBe(3);
  });

  it('orders text descending with NULLs still last', () => {
    const rows = [{ id: 'apple' }, { id: null }, { id: 'cherry' }, { id: 'banana' }];
    expect(ids(sortRows(rows, 'id', 'desc', 'string'))).toEqual(['cherry', 'banana', 'apple', null]);
  });

  it('orders timestamps by time and booleans false first', () => {
    const times = [{ id: '2024-03-01T00:00:00' }, { id: '2023-12-31T23:59:59' }, { id: null }];
    expect(ids(sortRows(times, 'id', 'asc', 'temporal'))).toEqual(['2023-12-31T23:59:59', '2024-03-01T00:00:00', null]);
    const flags = [{ id: true }, { id: null }, { id: false }];
    expect(ids(sortRows(flags, 'id', 'asc', 'boolean'))).toEqual([false, true, null]);
  });

  it('keeps equal values in their original order', () => {
    const rows = [
      { id: 1, name: 'first' },
      { id: 0, name: 'zero' },
      { id: 1, name: 'second' },
      { id: 1, name: 'third' },
    ];
    expect(sortRows(rows, 'id', 'asc', 'numeric').map((row) => row.name)).toEqual(['zero', 'first', 'second', 'third']);
    expect(sortRows(rows, 'id', 'desc', 'numeric').map((row) => row.name)).toEqual([
      'first',
      'second',
      'third',
      'zero',
    ]);
  });

  it('returns the same array with no direction and leaves the input untouched', () => {
    const rows = [{ id: 2 }, { id: 1 }];
    expect(sortRows(rows, 'id', null, 'numeric')).toBe(rows);
    const sorted = sortRows(rows, 'id', 'asc', 'numeric');
    expect(sorted).not.toBe(rows);
    expect(ids(rows)).toEqual([2, 1]);
    expect(sorted[0]).toBe(rows[1]);
  });
});
