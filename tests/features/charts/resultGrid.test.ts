// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatResultCell, resultCellFormat, resultGridColumns } from '../../../src/features/charts/resultGrid';

const result = { colnames: ['ds', 'name', 'n'], coltypes: [2, 1, 0] as Array<0 | 1 | 2 | 3> };

describe('a chart result shown as a grid', () => {
  it('keeps each column with its kind', () => {
    expect(resultGridColumns(result)).toEqual([
      { column_name: 'ds', type_generic: 2 },
      { column_name: 'name', type_generic: 1 },
      { column_name: 'n', type_generic: 0 },
    ]);
  });

  it("shows a temporal column's epoch milliseconds as Superset's database date-time, in UTC", () => {
    const format = resultCellFormat(result);
    expect(format('ds', Date.UTC(2003, 11, 31, 23, 5, 9))).toEqual({ text: '2003-12-31 23:05:09' });
    expect(format('ds', '2003-12-31')).toBeUndefined();
    expect(format('ds', null)).toBeUndefined();
    expect(format('n', 1072911909000)).toBeUndefined();
    expect(format('name', 5)).toBeUndefined();
  });

  it('formats one value by its kind', () => {
    expect(formatResultCell(true, 0)).toBe('1970-01-01 00:00:00');
    expect(formatResultCell(false, 0)).toBeUndefined();
  });
});
