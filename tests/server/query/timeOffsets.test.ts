import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChartQuery } from '../../../server/query/chartQuery';
import { QueryDataset } from '../../../server/query/queryDataset';
import type { AdhocColumn, IncomingQueryObject } from '../../../server/query/queryObjectTypes';
import { joinKeyOf, offsetQuery } from '../../../server/query/timeOffsets';
import { prepareQuery } from '../../../server/query/prepareQuery';
import { openTempEngine, type TempEngine } from '../engines/engineFixture';
import { CONFIG, column, datasetRecord, metric, utcMs } from './queryFixture';

let temp: TempEngine;
const dataset = new QueryDataset(
  datasetRecord({
    table_name: 'visits',
    main_dttm_col: 'day',
    columns: [
      column('day', 'DATE', 'temporal'),
      column('region', 'VARCHAR', 'string'),
      column('n', 'INTEGER', 'numeric'),
    ],
    metrics: [metric('total', 'SUM(n)')],
  }),
  { enabled: false, user: null },
);

beforeAll(async () => {
  temp = await openTempEngine();
  await temp.engine.run(`CREATE TABLE visits AS SELECT * FROM (VALUES
    (DATE '2023-01-15', 'EMEA', 5), (DATE '2023-02-10', 'EMEA', 7), (DATE '2023-02-11', 'APAC', 1),
    (DATE '2024-01-20', 'EMEA', 10), (DATE '2024-02-05', 'EMEA', 14), (DATE '2024-02-06', 'APAC', 3)) AS v(day, region, n)`);
});

afterAll(async () => {
  await temp.dispose();
});

const AXIS: AdhocColumn = {
  expressionType: 'SQL',
  sqlExpression: 'day',
  label: 'day',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1M',
  isColumnReference: true,
};

const monthly = (extra: Partial<IncomingQueryObject> = {}): IncomingQueryObject => ({
  columns: [AXIS, 'region'],
  metrics: ['total'],
  filters: [{ col: 'day', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-03-01' }],
  orderby: [['region', false]],
  time_offsets: ['1 year ago'],
  ...extra,
});

describe('time comparison (time_offsets)', () => {
  it('joins <metric>__<offset> columns computed over the shifted range', async () => {
    const result = await runChartQuery(monthly(), dataset, { engine: temp.engine, config: CONFIG });
    expect(result.colnames).toEqual(['day', 'region', 'total', 'total__1 year ago']);
    expect(
      [...result.data].sort(
        (a, b) => Number(a.day) - Number(b.day) || String(a.region).localeCompare(String(b.region)),
      ),
    ).toEqual([
      { day: utcMs(2024, 1, 1), region: 'EMEA', total: 10, 'total__1 year ago': 5 },
      { day: utcMs(2024, 2, 1), region: 'APAC', total: 3, 'total__1 year ago': 1 },
      { day: utcMs(2024, 2, 1), region: 'EMEA', total: 14, 'total__1 year ago': 7 },
    ]);
    expect(result.coltypes).toEqual([2, 1, 0, 0]);
    expect(result.query.split(';\n\n').filter(Boolean)).toHaveLength(2);
    expect(result.query).toContain(
      `"day" >= TIMESTAMP '2023-01-01 00:00:00' AND "day" < TIMESTAMP '2023-03-01 00:00:00'`,
    );
  });

  it('feeds the post-processing that compares the two (as the timeseries charts send it)', async () => {
    const result = await runChartQuery(
      monthly({
        columns: [AXIS],
        orderby: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['day'],
              aggregates: { total: { operator: 'mean' }, 'total__1 year ago': { operator: 'mean' } },
            },
          },
          {
            operation: 'compare',
            options: {
              source_columns: ['total'],
              compare_columns: ['total__1 year ago'],
              compare_type: 'difference',
              drop_original_columns: true,
            },
          },
          { operation: 'flatten' },
        ],
      }),
      dataset,
      { engine: temp.engine, config: CONFIG },
    );
    expect(result.colnames).toEqual(['day', 'difference__total__total__1 year ago']);
    expect(result.data).toEqual([
      { day: utcMs(2024, 1, 1), 'difference__total__total__1 year ago': 5 },
      { day: utcMs(2024, 2, 1), 'difference__total__total__1 year ago': 9 },
    ]);
    expect(result.sqlRowcount).toBe(2);
  });

  it('an offset with no data joins nulls', async () => {
    const result = await runChartQuery(
      monthly({ columns: [AXIS], orderby: [], time_offsets: ['5 years ago'] }),
      dataset,
      { engine: temp.engine, config: CONFIG },
    );
    expect(result.data.map((row) => row['total__5 years ago'])).toEqual([null, null]);
  });

  it('needs a closed time range and a time grain', async () => {
    await expect(
      runChartQuery(monthly({ filters: [] }), dataset, { engine: temp.engine, config: CONFIG }),
    ).rejects.toThrow('An enclosed time range (both start and end) must be specified when using a Time Comparison.');
    await expect(
      runChartQuery(monthly({ columns: [{ ...AXIS, timeGrain: undefined }, 'region'] }), dataset, {
        engine: temp.engine,
        config: CONFIG,
      }),
    ).rejects.toThrow('Time Grain must be specified when using Time Shift.');
  });

  it('the shifted query drops the x-axis filter, ranks series over the main range and has no row limit of its own', () => {
    const prepared = prepareQuery(monthly({ row_limit: 10, row_offset: 5 }), dataset, { config: CONFIG });
    const shifted = offsetQuery(prepared, '1 year ago', CONFIG);
    expect(shifted.filters).toEqual([]);
    expect(shifted.granularity).toBe('day');
    expect([shifted.fromDttm?.getTime(), shifted.toDttm?.getTime()]).toEqual([utcMs(2023, 1, 1), utcMs(2023, 3, 1)]);
    expect([shifted.innerFromDttm?.getTime(), shifted.innerToDttm?.getTime()]).toEqual([
      utcMs(2024, 1, 1),
      utcMs(2024, 3, 1),
    ]);
    expect([shifted.rowLimit, shifted.rowOffset]).toEqual([CONFIG.ROW_LIMIT, 0]);
    expect(shifted.timeOffsets).toEqual([]);
  });

  it('join keys follow the grain (weeks by %W / %U, months, quarters, years)', () => {
    const wednesday = utcMs(2024, 5, 15);
    expect(joinKeyOf(wednesday, 'P1M')).toBe('2024-05');
    expect(joinKeyOf(wednesday, 'P3M')).toBe('2024-Q2');
    expect(joinKeyOf(wednesday, 'P1Y')).toBe('2024');
    expect(joinKeyOf(wednesday, 'P1W')).toBe('2024-W20');
    expect(joinKeyOf(utcMs(2024, 5, 12), '1969-12-28T00:00:00Z/P1W')).toBe('2024-W19');
    expect(joinKeyOf(utcMs(2024, 1, 1), 'P1W')).toBe('2024-W01');
    expect(joinKeyOf(utcMs(2023, 1, 1), 'P1W')).toBe('2023-W00');
    expect(joinKeyOf(wednesday, 'P1D')).toBe('2024-05-15 00:00:00');
  });
});

describe('runChartQuery payload', () => {
  it('reports the filters, time bounds and label map', async () => {
    const result = await runChartQuery(
      monthly({ time_offsets: [], filters: [...monthly().filters!, { col: 'nope', op: 'IS NULL' }] }),
      dataset,
      {
        engine: temp.engine,
        config: CONFIG,
      },
    );
    expect(result.appliedFilters).toEqual([{ column: 'day' }]);
    expect(result.rejectedFilters).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
    expect([result.fromDttm, result.toDttm]).toEqual([utcMs(2024, 1, 1), utcMs(2024, 3, 1)]);
    expect(result.labelMap).toEqual({ day: ['day'], region: ['region'], total: ['total'] });
    expect(result.rowcount).toBe(3);
  });

  it('probes adhoc x-axis expressions: a temporal one is truncated, a text one is not', async () => {
    const shiftedAxis: AdhocColumn = {
      expressionType: 'SQL',
      sqlExpression: "day + INTERVAL '20 days'",
      label: 'later',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1Y',
    };
    const temporal = await runChartQuery({ columns: [shiftedAxis], metrics: ['total'], orderby: [] }, dataset, {
      engine: temp.engine,
      config: CONFIG,
    });
    expect([...temporal.data].sort((a, b) => Number(a.later) - Number(b.later))).toEqual([
      { later: utcMs(2023, 1, 1), total: 13 },
      { later: utcMs(2024, 1, 1), total: 27 },
    ]);
    const textAxis: AdhocColumn = {
      expressionType: 'SQL',
      sqlExpression: 'UPPER(region)',
      label: 'R',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1Y',
    };
    const text = await runChartQuery({ columns: [textAxis], metrics: ['total'], orderby: [['total', true]] }, dataset, {
      engine: temp.engine,
      config: CONFIG,
    });
    expect(text.data).toEqual([
      { R: 'APAC', total: 4 },
      { R: 'EMEA', total: 36 },
    ]);
  });

  it('rejects a filter on an adhoc expression the database cannot resolve', async () => {
    const result = await runChartQuery(
      {
        columns: ['region'],
        metrics: ['total'],
        orderby: [['region', true]],
        filters: [{ col: { expressionType: 'SQL', sqlExpression: 'no_such_column', label: 'x' }, op: 'IS NOT NULL' }],
      },
      dataset,
      { engine: temp.engine, config: CONFIG },
    );
    expect(result.rejectedFilters).toEqual([{ column: 'x', reason: 'not_in_datasource' }]);
    expect(result.rowcount).toBe(2);
  });
});
