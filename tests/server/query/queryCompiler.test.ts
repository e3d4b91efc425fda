import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingQueryObject } from '../../../server/query/queryObjectTypes';
import { prepareQuery } from '../../../server/query/prepareQuery';
import { compileQuery } from '../../../server/query/queryCompiler';
import { runCompiledQuery } from '../../../server/query/queryRunner';
import type { QueryDataset } from '../../../server/query/queryDataset';
import type { TempEngine } from '../engines/engineFixture';
import { CONFIG, NOW, openSalesEngine, salesDataset, utcMs } from './queryFixture';

let temp: TempEngine;
let dataset: QueryDataset;

beforeAll(async () => {
  temp = await openSalesEngine();
  dataset = salesDataset();
});

afterAll(async () => {
  await temp.dispose();
});

async function run(query: IncomingQueryObject, on: QueryDataset = dataset) {
  const prepared = prepareQuery(query, on, { config: CONFIG, clock: { now: NOW } });
  const compiled = compileQuery(prepared, on, { clock: { now: NOW } });
  const frame = await runCompiledQuery(temp.engine, compiled);
  return { prepared, compiled, frame };
}

const compile = (query: IncomingQueryObject, on: QueryDataset = dataset) =>
  compileQuery(prepareQuery(query, on, { config: CONFIG, clock: { now: NOW } }), on, { clock: { now: NOW } });

describe('metrics', () => {
  it('saved metrics by name use the dataset expression, grouped by columns', async () => {
    const { frame, compiled } = await run({
      columns: ['region'],
      metrics: ['count', 'sum_amount'],
      orderby: [['region', true]],
    });
    expect(frame.rows).toEqual([
      { region: 'AMER', count: 1, sum_amount: 50 },
      { region: 'APAC', count: 2, sum_amount: 70 },
      { region: 'EMEA', count: 3, sum_amount: 100 },
      { region: null, count: 1, sum_amount: 60 },
    ]);
    expect(compiled.labels).toEqual(['region', 'count', 'sum_amount']);
    expect(compiled.metricLabels).toEqual(['count', 'sum_amount']);
    expect(compiled.columnLabels).toEqual(['region']);
  });

  it('SIMPLE adhoc metrics: every aggregate, labelled AGG(column) unless given a label', async () => {
    const simple = (
      aggregate: 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM',
      name: string,
      label?: string,
    ) => ({
      expressionType: 'SIMPLE' as const,
      aggregate,
      column: { column_name: name },
      ...(label ? { label } : {}),
    });
    const { frame } = await run({
      columns: [],
      metrics: [
        simple('AVG', 'amount'),
        simple('COUNT', 'note'),
        simple('COUNT_DISTINCT', 'product'),
        simple('MAX', 'qty'),
        simple('MIN', 'ts'),
        simple('SUM', 'amount', 'Total amount'),
        simple('SUM', 'amount_x2'),
      ],
    });
    expect(frame.rows).toEqual([
      {
        'AVG(amount)': 40,
        'COUNT(note)': 5,
        'COUNT_DISTINCT(product)': 2,
        'MAX(qty)': 7,
        'MIN(ts)': utcMs(2024, 1, 1, 8),
        'Total amount': 280,
        'SUM(amount_x2)': 560,
      },
    ]);
  });

  it('SQL adhoc metrics are labelled by their expression, or their label', async () => {
    const { frame } = await run({
      columns: [],
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'SUM(amount) / COUNT(*)' },
        { expressionType: 'SQL', sqlExpression: 'MAX(amount) - MIN(amount)', label: 'spread', hasCustomLabel: true },
      ],
    });
    expect(frame.rows).toEqual([{ 'SUM(amount) / COUNT(*)': 40, spread: 60 }]);
  });

  it('an unknown saved metric is refused', () => {
    expect(() => compile({ columns: ['region'], metrics: ['nope'] })).toThrow("Metric 'nope' does not exist");
  });

  it('a SIMPLE metric on a column the dataset lacks is refused', () => {
    expect(() =>
      compile({
        columns: [],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'nope' } }],
      }),
    ).toThrow("Columns missing in dataset: ['nope']");
  });

  it('duplicate labels are refused', () => {
    expect(() =>
      compile({
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'region' }],
      }),
    ).toThrow(
      'Duplicate column/metric labels: "region". Please make sure all columns and metrics have a unique label.',
    );
  });

  it('legacy {label} metric objects are reduced to the label', async () => {
    const { frame } = await run({ columns: [], metrics: [{ label: 'count' }] });
    expect(frame.rows).toEqual([{ count: 7 }]);
  });

  it('metrics: [] groups by the columns (distinct values)', async () => {
    const { frame } = await run({ columns: ['product'], metrics: [], orderby: [['product', true]] });
    expect(frame.rows).toEqual([{ product: 'A' }, { product: 'B' }]);
  });
});

describe('columns', () => {
  it('a computed column is selected as its expression under its name', async () => {
    const { frame } = await run({
      columns: ['amount_x2'],
      metrics: ['count'],
      orderby: [['amount_x2', false]],
      row_limit: 2,
    });
    expect(frame.rows).toEqual([
      { amount_x2: 140, count: 1 },
      { amount_x2: 120, count: 1 },
    ]);
  });

  it('an adhoc column is its SQL under its label', async () => {
    const { frame } = await run({
      columns: [{ expressionType: 'SQL', sqlExpression: "COALESCE(region, 'none')", label: 'Region' }],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 1,
    });
    expect(frame.rows).toEqual([{ Region: 'EMEA', count: 3 }]);
  });

  it('a BASE_AXIS column with a timeGrain is truncated; temporal values are epoch ms', async () => {
    const { frame, compiled } = await run({
      columns: [
        {
          expressionType: 'SQL',
          sqlExpression: 'ts',
          label: 'ts',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1M',
          isColumnReference: true,
        },
      ],
      metrics: ['sum_amount'],
      orderby: [['ts', true]],
    });
    expect(frame.rows).toEqual([
      { ts: utcMs(2024, 1, 1), sum_amount: 30 },
      { ts: utcMs(2024, 2, 1), sum_amount: 70 },
      { ts: utcMs(2024, 3, 1), sum_amount: 110 },
      { ts: utcMs(2024, 4, 1), sum_amount: 70 },
    ]);
    expect(frame.coltypes).toEqual([2, 0]);
    expect(frame.temporalColumns).toEqual(['ts']);
    expect(compiled.temporalLabels).toEqual(['ts']);
  });

  it("the dataset's hour offset moves the time axis only", async () => {
    const prepared = prepareQuery(
      {
        columns: [
          { expressionType: 'SQL', sqlExpression: 'ts', label: 'month', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
        ],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'ts' } }],
        filters: [{ col: 'id', op: '==', val: 1 }],
      },
      dataset,
      { config: CONFIG },
    );
    const frame = await runCompiledQuery(temp.engine, compileQuery(prepared, dataset), { offsetHours: 2 });
    expect(frame.rows).toEqual([{ month: utcMs(2024, 1, 1, 2), 'MIN(ts)': utcMs(2024, 1, 1, 8) }]);
  });

  it('a string column that is not in the dataset is refused', () => {
    expect(() => compile({ columns: ['nope'], metrics: ['count'] })).toThrow("Columns missing in dataset: ['nope']");
  });

  it('an epoch-seconds temporal column is converted on the time axis', async () => {
    const { frame } = await run({
      columns: [
        {
          expressionType: 'SQL',
          sqlExpression: 'epoch_s',
          label: 'epoch_s',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1Y',
        },
      ],
      metrics: ['count'],
    });
    expect(frame.rows).toEqual([{ epoch_s: utcMs(2024, 1, 1), count: 7 }]);
  });
});

describe('raw mode, ordering and limits', () => {
  it('raw records: no GROUP BY, ordered, limited and offset', async () => {
    const { frame, compiled } = await run({
      columns: ['id', 'region'],
      orderby: [['amount', false]],
      row_limit: 2,
      row_offset: 1,
    });
    expect(frame.rows).toEqual([
      { id: 6, region: null },
      { id: 5, region: 'AMER' },
    ]);
    expect(compiled.sql).not.toContain('GROUP BY');
    expect(compiled.sql).toMatch(/LIMIT 2\nOFFSET 1$/);
  });

  it('row_limit defaults to ROW_LIMIT and is capped by SQL_MAX_ROW', () => {
    expect(compile({ columns: ['id'] }).sql).toMatch(/LIMIT 50000$/);
    expect(compile({ columns: ['id'], row_limit: 0 }).sql).toMatch(/LIMIT 50000$/);
    expect(compile({ columns: ['id'], row_limit: 500_000 }).sql).toMatch(/LIMIT 100000$/);
  });

  it('orders by a selected metric, a saved metric, an adhoc metric, and a column', async () => {
    const byMetric = await run({
      columns: ['region'],
      metrics: ['sum_amount'],
      orderby: [['sum_amount', true]],
      row_limit: 2,
    });
    expect(byMetric.frame.rows.map((row) => row.region)).toEqual(['AMER', null]);
    const bySaved = await run({ columns: ['product'], metrics: ['sum_amount'], orderby: [['count', false]] });
    expect(bySaved.frame.rows.map((row) => row.product)).toEqual(['A', 'B']);
    const byAdhoc = await run({
      columns: ['product'],
      metrics: ['count'],
      orderby: [[{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'amount' } }, false]],
    });
    expect(byAdhoc.frame.rows.map((row) => row.product)).toEqual(['A', 'B']);
    const byColumnDesc = await run({ columns: ['product'], metrics: ['count'], orderby: [['product', false]] });
    expect(byColumnDesc.frame.rows.map((row) => row.product)).toEqual(['B', 'A']);
  });

  it('an unknown order-by name is refused', () => {
    expect(() => compile({ columns: ['region'], metrics: ['count'], orderby: [['nope', true]] })).toThrow(
      'Unknown column used in orderby: nope',
    );
  });

  it("apply_fetch_values_predicate adds the dataset's fetch values predicate", async () => {
    const withPredicate = salesDataset({ fetch_values_predicate: 'amount > 30' });
    const applied = await run(
      { columns: ['id'], apply_fetch_values_predicate: true, orderby: [['id', true]] },
      withPredicate,
    );
    expect(applied.frame.rows.map((row) => row.id)).toEqual([4, 5, 6, 7]);
    const ignored = await run({ columns: ['id'], orderby: [['id', true]] }, withPredicate);
    expect(ignored.frame.rows).toHaveLength(7);
  });

  it('"Empty query?" without metrics or columns', () => {
    expect(() => compile({ columns: [], metrics: [] })).toThrow('Empty query?');
  });

  it('is_rowcount counts the rows of the query', async () => {
    const { frame } = await run({ columns: ['region'], metrics: ['count'], is_rowcount: true });
    expect(frame.rows).toEqual([{ rowcount: 4 }]);
  });
});

describe('granularity and is_timeseries', () => {
  it('is_timeseries adds __timestamp truncated to time_grain_sqla, filtered by the time range', async () => {
    const { frame, compiled } = await run({
      granularity: 'ts',
      is_timeseries: true,
      metrics: ['count'],
      columns: [],
      time_range: '2024-01-01 : 2024-03-01',
      extras: { time_grain_sqla: 'P1M' },
    });
    expect([...frame.rows].sort((a, b) => Number(a.__timestamp) - Number(b.__timestamp))).toEqual([
      { __timestamp: utcMs(2024, 1, 1), count: 2 },
      { __timestamp: utcMs(2024, 2, 1), count: 2 },
    ]);
    expect(compiled.labels[0]).toBe('__timestamp');
  });

  it('a granularity that is not temporal falls back to main_dttm_col', async () => {
    const { frame } = await run({
      granularity_sqla: 'region',
      metrics: ['count'],
      columns: ['product'],
      time_range: '2024-03-01 : 2024-05-01',
      orderby: [['product', true]],
    });
    expect(frame.rows).toEqual([
      { product: 'A', count: 2 },
      { product: 'B', count: 1 },
    ]);
  });

  it('always_filter_main_dttm also filters the main time column', async () => {
    const query: IncomingQueryObject = {
      columns: ['id'],
      granularity: 'ts',
      time_range: '2024-03-31T12:00:00 : 2024-04-02',
      orderby: [['id', true]],
    };
    const plain = await run(query, salesDataset({ main_dttm_col: 'd' }));
    expect(plain.frame.rows.map((row) => row.id)).toEqual([6, 7]);
    const both = await run(query, salesDataset({ main_dttm_col: 'd', always_filter_main_dttm: true }));
    expect(both.frame.rows.map((row) => row.id)).toEqual([7]);
  });

  it('is_timeseries without a time column is refused', () => {
    const noTime = salesDataset({ main_dttm_col: null });
    expect(() => compile({ is_timeseries: true, metrics: ['count'], columns: [] }, noTime)).toThrow(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  });

  it('time_range replaces the value of every TEMPORAL_RANGE filter', async () => {
    const { frame } = await run({
      columns: ['id'],
      time_range: '2024-03-01 : 2024-04-01',
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      orderby: [['id', true]],
    });
    expect(frame.rows.map((row) => row.id)).toEqual([5, 6]);
  });

  it('from/to come from the time range, or from the x-axis TEMPORAL_RANGE filter', () => {
    const axis = {
      expressionType: 'SQL' as const,
      sqlExpression: 'ts',
      label: 'ts',
      columnType: 'BASE_AXIS' as const,
      timeGrain: 'P1D',
    };
    const prepared = prepareQuery(
      {
        columns: [axis],
        metrics: ['count'],
        filters: [
          { col: 'd', op: 'TEMPORAL_RANGE', val: '2023-01-01 : 2023-02-01' },
          { col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
        ],
      },
      dataset,
      { config: CONFIG },
    );
    expect([prepared.fromDttm?.getTime(), prepared.toDttm?.getTime()]).toEqual([utcMs(2024, 1, 1), utcMs(2024, 2, 1)]);
  });

  it('a native time-column filter (granularity) takes over the temporal x-axis and its filter', async () => {
    const axis = {
      expressionType: 'SQL' as const,
      sqlExpression: 'ts',
      label: 'ts',
      columnType: 'BASE_AXIS' as const,
      timeGrain: 'P1Y',
    };
    const prepared = prepareQuery(
      {
        columns: [axis],
        metrics: ['count'],
        granularity: 'd',
        time_range: '2024-03-01 : 2024-12-31',
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-03-01 : 2024-12-31' }],
        post_processing: [
          { operation: 'pivot', options: { index: ['ts'], aggregates: { count: { operator: 'mean' } } } },
        ],
      },
      dataset,
      { config: CONFIG, formData: { x_axis: 'ts' } },
    );
    expect(prepared.columns).toEqual([{ ...axis, sqlExpression: 'd', label: 'd' }]);
    expect(prepared.filters).toEqual([]);
    expect(prepared.postProcessing[0].options?.index).toEqual(['d']);
    const frame = await runCompiledQuery(temp.engine, compileQuery(prepared, dataset));
    expect(frame.rows).toEqual([{ d: utcMs(2024, 1, 1), count: 3 }]);
  });

  it('series_columns must be among the columns', () => {
    expect(() => compile({ columns: ['region'], metrics: ['count'], series_columns: ['product'] })).toThrow(
      'The following entries in `series_columns` are missing in `columns`: "product". ',
    );
  });
});

describe('series limit', () => {
  const axis = {
    expressionType: 'SQL' as const,
    sqlExpression: 'ts',
    label: 'ts',
    columnType: 'BASE_AXIS' as const,
    timeGrain: 'P1M',
  };

  it('keeps the top N series by the series limit metric (a subquery joined)', async () => {
    const { frame, compiled } = await run({
      columns: [axis, 'region'],
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' } }],
      series_columns: ['region'],
      series_limit: 2,
      series_limit_metric: 'sum_amount',
      orderby: [['ts', true]],
    });
    expect(frame.rows).toEqual([
      { ts: utcMs(2024, 1, 1), region: 'EMEA', 'SUM(amount)': 30 },
      { ts: utcMs(2024, 2, 1), region: 'APAC', 'SUM(amount)': 70 },
      { ts: utcMs(2024, 4, 1), region: 'EMEA', 'SUM(amount)': 70 },
    ]);
    expect(compiled.sql).toContain('JOIN (');
    expect(compiled.sql).toContain('AS "series_limit"');
  });

  it('order_desc false keeps the bottom N (a NULL series included)', async () => {
    const { frame } = await run({
      columns: [axis, 'region'],
      metrics: ['sum_amount'],
      series_columns: ['region'],
      series_limit: 2,
      order_desc: false,
      orderby: [['region', true]],
    });
    expect(frame.rows).toEqual([
      { ts: utcMs(2024, 3, 1), region: 'AMER', sum_amount: 50 },
      { ts: utcMs(2024, 3, 1), region: null, sum_amount: 60 },
    ]);
  });

  it('defaults the series columns to the columns of a timeseries query', async () => {
    const { frame } = await run({
      granularity: 'ts',
      is_timeseries: true,
      columns: ['product'],
      metrics: ['count'],
      series_limit: 1,
      extras: { time_grain_sqla: 'P1Y' },
    });
    expect(frame.rows).toEqual([{ __timestamp: utcMs(2024, 1, 1), product: 'A', count: 4 }]);
  });

  it('timeseries_limit and timeseries_limit_metric are read as aliases', async () => {
    const { frame } = await run({
      columns: [axis, 'product'],
      series_columns: ['product'],
      metrics: ['count'],
      timeseries_limit: 1,
      timeseries_limit_metric: 'sum_amount',
      orderby: [['ts', true]],
    });
    expect(new Set(frame.rows.map((row) => row.product))).toEqual(new Set(['A']));
  });
});

describe('virtual datasets', () => {
  const virtual = (sql: string, templateParams: string | null = null) =>
    salesDataset({
      table_name: 'big_sales',
      sql,
      template_params: templateParams,
      columns: salesDataset().record.columns.filter((c) => ['id', 'region', 'amount'].includes(c.column_name)),
    });

  it('queries the dataset SQL as a subquery, with template parameters rendered', async () => {
    const { frame, compiled } = await run(
      { columns: [], metrics: ['count', 'sum_amount'] },
      virtual('SELECT id, region, amount FROM sales WHERE amount > {{ min_amount }};', '{"min_amount": 25}'),
    );
    expect(frame.rows).toEqual([{ count: 5, sum_amount: 250 }]);
    expect(compiled.sql).toContain('AS "virtual_table"');
  });

  it('refuses several statements and writes', () => {
    expect(() => compile({ columns: ['id'] }, virtual('SELECT 1 AS id; SELECT 2 AS id'))).toThrow(
      'Virtual dataset query cannot consist of multiple statements',
    );
    expect(() => compile({ columns: ['id'] }, virtual('DELETE FROM sales'))).toThrow(
      'Virtual dataset query must be read-only',
    );
    expect(() => compile({ columns: ['id'] }, virtual('  ;  '))).toThrow('Virtual dataset query cannot be empty');
  });

  it('a missing template parameter is MISSING_TEMPLATE_PARAMS_ERROR', () => {
    expect(() => compile({ columns: ['id'] }, virtual('SELECT * FROM sales WHERE amount > {{ nope }}'))).toThrow(
      /The parameter "nope" in your query is undefined/,
    );
  });
});
