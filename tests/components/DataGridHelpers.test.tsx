import { describe, expect, it } from 'vitest';
import {
  estimateColumnWidths,
  formatCellText,
  formatRowCount,
  resolveColumnKind,
  rowsToCsv,
  rowsToTsv,
  type DataGridColumn,
} from '../../src/components/DataGrid';
import { nextCellPosition } from '../../src/components/DataGrid/gridNavigation';

const columns: DataGridColumn[] = [{ column_name: 'id' }, { column_name: 'text' }];

describe('rowsToCsv', () => {
  it('writes a header and one CRLF-ended line per row, NULL as empty', () => {
    expect(
      rowsToCsv(columns, [
        { id: 1, text: 'plain' },
        { id: null, text: undefined },
      ]),
    ).toBe('id,text\r\n1,plain\r\n,\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    const rows = [
      { id: 1, text: 'a,b' },
      { id: 2, text: 'say "hi"' },
      { id: 3, text: 'two\nlines' },
      { id: 4, text: 'cr\rhere' },
    ];
    expect(rowsToCsv(columns, rows)).toBe('id,text\r\n1,"a,b"\r\n2,"say ""hi"""\r\n3,"two\nlines"\r\n4,"cr\rhere"\r\n');
  });

  it('quotes header names that need it and writes objects as JSON', () => {
    expect(rowsToCsv([{ column_name: 'a,b' }], [{ 'a,b': { x: [1, 2] } }])).toBe('"a,b"\r\n"{""x"":[1,2]}"\r\n');
  });
});

describe('rowsToTsv', () => {
  it('writes tab-separated lines, tabs and line breaks in values as spaces, NULL as empty', () => {
    expect(
      rowsToTsv(columns, [
        { id: 1, text: 'a\tb\nc' },
        { id: null, text: 'x,"y"' },
      ]),
    ).toBe('id\ttext\n1\ta b c\n\tx,"y"\n');
  });
});

describe('formatCellText', () => {
  it('gives null for NULL and text for everything else', () => {
    expect(formatCellText(null)).toBeNull();
    expect(formatCellText(undefined)).toBeNull();
    expect(formatCellText(0)).toBe('0');
    expect(formatCellText(false)).toBe('false');
    expect(formatCellText(12n)).toBe('12');
    expect(formatCellText([1, { a: 'b' }])).toBe('[1,{"a":"b"}]');
    expect(formatCellText({ big: 5n })).toBe('{"big":"5"}');
    expect(formatCellText(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
  });
});

describe('estimateColumnWidths', () => {
  it('fits the header when values are short', () => {
    const [narrow, wide] = estimateColumnWidths(
      [{ column_name: 'a' }, { column_name: 'a_much_longer_column_name' }],
      [{ a: 1, a_much_longer_column_name: 1 }],
    );
    expect(narrow).toBeGreaterThanOrEqual(64);
    expect(narrow).toBeLessThan(100);
    expect(wide).toBeGreaterThan(250);
  });

  it('widens for long values up to the maximum', () => {
    const [medium, capped] = estimateColumnWidths(
      [{ column_name: 'm' }, { column_name: 'c' }],
      [{ m: 'x'.repeat(30), c: 'x'.repeat(1000) }],
    );
    expect(medium).toBeGreaterThan(200);
    expect(medium).toBeLessThan(400);
    expect(capped).toBe(400);
  });

  it('reads only the sample rows', () => {
    const rows = [{ v: 'short' }, { v: 'x'.repeat(100) }];
    const [sampledOne] = estimateColumnWidths([{ column_name: 'v' }], rows, { sampleSize: 1 });
    const [sampledTwo] = estimateColumnWidths([{ column_name: 'v' }], rows, { sampleSize: 2 });
    expect(sampledOne).toBeLessThan(sampledTwo);
  });
});

describe('resolveColumnKind', () => {
  it("reads Superset's GenericDataType codes, 0 (numeric) included", () => {
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR', type_generic: 0 })).toBe('numeric');
    expect(resolveColumnKind({ column_name: 'a', type: 'BIGINT', type_generic: 1 })).toBe('string');
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR', type_generic: 2 })).toBe('temporal');
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR', type_generic: 3 })).toBe('boolean');
  });

  it('prefers type_generic, then is_dttm, then the type name, then the values', () => {
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR', type_generic: 'numeric' })).toBe('numeric');
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR', is_dttm: true })).toBe('temporal');
    expect(resolveColumnKind({ column_name: 'a', type: 'DECIMAL(10,2)' })).toBe('numeric');
    expect(resolveColumnKind({ column_name: 'a', type: 'TIMESTAMP WITH TIME ZONE' })).toBe('temporal');
    expect(resolveColumnKind({ column_name: 'a', type: 'BOOLEAN' })).toBe('boolean');
    expect(resolveColumnKind({ column_name: 'a', type: 'VARCHAR' })).toBe('string');
    expect(resolveColumnKind({ column_name: 'a' }, [{ a: null }, { a: 3 }])).toBe('numeric');
    expect(resolveColumnKind({ column_name: 'a' }, [])).toBe('string');
  });
});

describe('formatRowCount', () => {
  it('counts rows, and shown of total when filtered', () => {
    expect(formatRowCount(1, 1)).toBe('1 row');
    expect(formatRowCount(100_000, 100_000)).toBe('100,000 rows');
    expect(formatRowCount(12, 100_000)).toBe('12 of 100,000 rows');
  });
});

describe('nextCellPosition', () => {
  const bounds = { rowCount: 100, columnCount: 5, pageSize: 10 };
  const at = (rowIndex: number, columnIndex: number) => ({ rowIndex, columnIndex });
  const press = (key: string, from = at(50, 2), withControl = false) =>
    nextCellPosition(from, { key, withControl }, bounds);

  it('moves by one with arrows and by a page with PageUp/PageDown, within the grid', () => {
    expect(press('ArrowDown')).toEqual(at(51, 2));
    expect(press('ArrowUp')).toEqual(at(49, 2));
    expect(press('ArrowLeft')).toEqual(at(50, 1));
    expect(press('ArrowRight')).toEqual(at(50, 3));
    expect(press('PageDown')).toEqual(at(60, 2));
    expect(press('PageUp')).toEqual(at(40, 2));
    expect(press('PageDown', at(95, 2))).toEqual(at(99, 2));
    expect(press('ArrowUp', at(0, 0))).toEqual(at(0, 0));
    expect(press('ArrowRight', at(0, 4))).toEqual(at(0, 4));
  });

  it('goes to row ends with Home/End and grid ends with Ctrl', () => {
    expect(press('Home')).toEqual(at(50, 0));
    expect(press('End')).toEqual(at(50, 4));
    expect(press('Home', at(50, 2), true)).toEqual(at(0, 2));
    expect(press('End', at(50, 2), true)).toEqual(at(99, 2));
  });

  it('selects the first cell on the first movement and ignores other keys', () => {
    expect(nextCellPosition(null, { key: 'ArrowDown', withControl: false }, bounds)).toEqual(at(0, 0));
    expect(nextCellPosition(null, { key: 'a', withControl: false }, bounds)).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(nextCellPosition(at(0, 0), { key: 'ArrowDown', withControl: false }, { ...bounds, rowCount: 0 })).toBeNull();
  });
});
