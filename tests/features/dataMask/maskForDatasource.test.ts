// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskForDatasource } from '../../../src/features/dataMask';

const datasource = {
  columns: [{ column_name: 'region' }, { column_name: 'order_date' }],
  metrics: [{ metric_name: 'count' }],
};
const fallback = { id: 'F', extraFormData: {}, filterState: { value: ['EMEA'] }, ownState: {} };
const withExtra = (extraFormData: object) => ({ id: 'F', extraFormData, filterState: { value: ['x'] }, ownState: {} });

describe("a filter value against its datasource's columns", () => {
  it('is kept when every column it filters on exists', () => {
    const mask = withExtra({
      filters: [{ col: 'region', op: 'IN', val: ['APAC'] }],
      granularity_sqla: 'order_date',
    });
    expect(maskForDatasource(mask, fallback, datasource)).toBe(mask);
  });

  it('is kept when it filters on a metric', () => {
    const mask = withExtra({
      adhoc_filters: [{ expressionType: 'SIMPLE', subject: 'count', operator: '>', comparator: 1 }],
    });
    expect(maskForDatasource(mask, fallback, datasource)).toBe(mask);
  });

  it('falls back to the default when a filtered column is missing', () => {
    const mask = withExtra({ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
    expect(maskForDatasource(mask, fallback, datasource)).toBe(fallback);
  });

  it('falls back to the default when the time column is missing', () => {
    expect(maskForDatasource(withExtra({ granularity_sqla: 'ship_date' }), fallback, datasource)).toBe(fallback);
  });

  it('keeps a value that names no column (a time range)', () => {
    const mask = withExtra({ time_range: 'Last year' });
    expect(maskForDatasource(mask, fallback, datasource)).toBe(mask);
  });
});
