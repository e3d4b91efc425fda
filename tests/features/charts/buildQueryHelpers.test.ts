// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildQueryContext,
  buildQueryObject,
  getMetricLabel,
  normalizeOrderBy,
  normalizeTimeColumn,
  parseDatasourceUid,
  processFilters,
} from '../../../src/features/charts/buildQueryHelpers';

const base = { datasource: '7__table', viz_type: 'echarts_timeseries_line' };

describe('browser-side query building (reference §1.6)', () => {
  it('reads the datasource uid', () => {
    expect(parseDatasourceUid('7__table')).toEqual({ id: 7, type: 'table' });
  });

  it('names metrics as Superset does', () => {
    expect(getMetricLabel('count')).toBe('count');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } })).toBe(
      'SUM(num)',
    );
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'Births' }),
    ).toBe('Births');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'SUM(a)/SUM(b)' })).toBe('SUM(a)/SUM(b)');
  });

  it('turns SIMPLE WHERE filters into filters and SQL ones into where/having joined with AND', () => {
    const result = processFilters([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: 'IN', comparator: ['EMEA', 'APAC'] },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: '==', comparator: 'Amy' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IS NULL' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x = 1 -- note' },
      { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'empty', operator: 'IN', comparator: [] },
    ]);
    expect(result.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA', 'APAC'] },
      { col: 'name', op: '==', val: 'Amy' },
      { col: 'state', op: 'IS NULL' },
    ]);
    expect(result.where).toBe('(num > 10) AND (x = 1 -- note\n)');
    expect(result.having).toBe('(SUM(num) > 100)');
  });

  it('builds the base query object with defaults and a TEMPORAL_RANGE filter on the x-axis', () => {
    const queryObject = buildQueryObject({
      ...base,
      x_axis: 'ds',
      time_range: 'Last year',
      time_grain_sqla: 'P1M',
      row_limit: '10000',
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' },
      ],
    });
    expect(queryObject).toMatchObject({
      time_range: 'Last year',
      row_limit: 10000,
      order_desc: true,
      extras: { where: '', having: '', time_grain_sqla: 'P1M' },
      filters: [
        { col: 'gender', op: '==', val: 'boy' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
      ],
    });
    // 'No filter' is not sent: the server would put it in place of every TEMPORAL_RANGE filter.
    expect(buildQueryObject(base).time_range).toBeUndefined();
    expect(buildQueryObject({ ...base, time_range: 'No filter' }).time_range).toBeUndefined();
    expect(buildQueryObject({ ...base, x_axis: 'ds' }).filters).toEqual([]);
  });

  it('merges extra form data from native and cross filters', () => {
    const queryObject = buildQueryObject({
      ...base,
      time_range: 'Last year',
      extra_form_data: {
        filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
      },
    });
    expect(queryObject.time_range).toBe('Last week');
    expect(queryObject.extras?.time_grain_sqla).toBe('P1D');
    expect(queryObject.filters).toContainEqual({ col: 'region', op: 'IN', val: ['EMEA'] });
  });

  it('makes the x-axis a BASE_AXIS column truncated to the grain', () => {
    const queryObject = normalizeTimeColumn(
      { ...base, x_axis: 'ds' },
      { columns: ['ds', 'gender'], extras: { time_grain_sqla: 'P1M' }, is_timeseries: true },
    );
    expect(queryObject.columns).toEqual([
      {
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        isColumnReference: true,
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
      },
      'gender',
    ]);
    expect(queryObject.is_timeseries).toBeUndefined();
  });

  it('orders by the series limit metric or the first metric when orderby is missing', () => {
    expect(normalizeOrderBy({ metrics: ['count', 'sum__num'], order_desc: true }).orderby).toEqual([['count', false]]);
    expect(
      normalizeOrderBy({ metrics: ['count'], series_limit_metric: 'sum__num', order_desc: false }).orderby,
    ).toEqual([['sum__num', true]]);
    expect(normalizeOrderBy({ metrics: ['count'], orderby: [['sum__num', true]] }).orderby).toEqual([
      ['sum__num', true],
    ]);
  });

  it('wraps the queries in a context', () => {
    const context = buildQueryContext({ ...base, force: true }, (baseQuery) => [{ ...baseQuery, metrics: ['count'] }]);
    expect(context).toMatchObject({
      datasource: { id: 7, type: 'table' },
      force: true,
      result_format: 'json',
      result_type: 'full',
    });
    expect(context.queries[0]!.metrics).toEqual(['count']);
    expect(context.form_data).toMatchObject(base);
  });
});
