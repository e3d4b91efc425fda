import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareQuery } from '../../../server/query/prepareQuery';
import { compileQuery } from '../../../server/query/queryCompiler';
import { QueryDataset } from '../../../server/query/queryDataset';
import { runCompiledQuery } from '../../../server/query/queryRunner';
import { TIME_GRAINS } from '../../../server/query/timeGrains';
import { openTempEngine, type TempEngine } from '../engines/engineFixture';
import { CONFIG, column, datasetRecord, utcMs } from './queryFixture';

let temp: TempEngine;
const dataset = new QueryDataset(
  datasetRecord({
    table_name: 'events',
    columns: [
      column('id', 'INTEGER', 'numeric'),
      column('t', 'TIMESTAMP', 'temporal'),
      column('day', 'DATE', 'temporal'),
    ],
  }),
  { enabled: false, user: null },
);

beforeAll(async () => {
  temp = await openTempEngine();
  // 1: Wednesday 2024-05-15 13:47:29; 2: Sunday 2024-05-19 10:00:00.
  await temp.engine.run(`CREATE TABLE events AS SELECT * FROM (VALUES
    (1, TIMESTAMP '2024-05-15 13:47:29', DATE '2024-05-15'),
    (2, TIMESTAMP '2024-05-19 10:00:00', DATE '2024-05-19')) AS v(id, t, day)`);
});

afterAll(async () => {
  await temp.dispose();
});

async function bucket(grain: string, columnName = 't'): Promise<unknown[]> {
  const prepared = prepareQuery(
    {
      columns: [
        {
          expressionType: 'SQL',
          sqlExpression: columnName,
          label: 'bucket',
          columnType: 'BASE_AXIS',
          timeGrain: grain,
        },
        'id',
      ],
      metrics: [],
      orderby: [['id', true]],
    },
    dataset,
    { config: CONFIG },
  );
  const frame = await runCompiledQuery(temp.engine, compileQuery(prepared, dataset));
  return frame.rows.map((row) => row.bucket);
}

const EXPECTED: Record<string, [number, number]> = {
  PT1S: [utcMs(2024, 5, 15, 13, 47, 29), utcMs(2024, 5, 19, 10)],
  PT5S: [utcMs(2024, 5, 15, 13, 47, 25), utcMs(2024, 5, 19, 10)],
  PT30S: [utcMs(2024, 5, 15, 13, 47, 0), utcMs(2024, 5, 19, 10)],
  PT1M: [utcMs(2024, 5, 15, 13, 47), utcMs(2024, 5, 19, 10)],
  PT5M: [utcMs(2024, 5, 15, 13, 45), utcMs(2024, 5, 19, 10)],
  PT10M: [utcMs(2024, 5, 15, 13, 40), utcMs(2024, 5, 19, 10)],
  PT15M: [utcMs(2024, 5, 15, 13, 45), utcMs(2024, 5, 19, 10)],
  PT30M: [utcMs(2024, 5, 15, 13, 30), utcMs(2024, 5, 19, 10)],
  'PT0.5H': [utcMs(2024, 5, 15, 13, 30), utcMs(2024, 5, 19, 10)],
  PT1H: [utcMs(2024, 5, 15, 13), utcMs(2024, 5, 19, 10)],
  PT6H: [utcMs(2024, 5, 15, 12), utcMs(2024, 5, 19, 6)],
  P1D: [utcMs(2024, 5, 15), utcMs(2024, 5, 19)],
  P1W: [utcMs(2024, 5, 13), utcMs(2024, 5, 13)],
  P1M: [utcMs(2024, 5, 1), utcMs(2024, 5, 1)],
  P3M: [utcMs(2024, 4, 1), utcMs(2024, 4, 1)],
  'P0.25Y': [utcMs(2024, 4, 1), utcMs(2024, 4, 1)],
  P1Y: [utcMs(2024, 1, 1), utcMs(2024, 1, 1)],
  '1969-12-28T00:00:00Z/P1W': [utcMs(2024, 5, 12), utcMs(2024, 5, 19)],
  '1969-12-29T00:00:00Z/P1W': [utcMs(2024, 5, 13), utcMs(2024, 5, 13)],
  'P1W/1970-01-03T00:00:00Z': [utcMs(2024, 5, 18), utcMs(2024, 5, 25)],
  'P1W/1970-01-04T00:00:00Z': [utcMs(2024, 5, 19), utcMs(2024, 5, 19)],
};

describe('time grains', () => {
  it('covers every grain code of the reference', () => {
    expect(TIME_GRAINS.map((grain) => grain.duration).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [grain, expected] of Object.entries(EXPECTED)) {
    it(`${grain} truncates a timestamp`, async () => {
      expect(await bucket(grain)).toEqual(expected);
    });
  }

  it('truncates DATE columns as well', async () => {
    expect(await bucket('P1W', 'day')).toEqual([utcMs(2024, 5, 13), utcMs(2024, 5, 13)]);
    expect(await bucket('P1W/1970-01-03T00:00:00Z', 'day')).toEqual([utcMs(2024, 5, 18), utcMs(2024, 5, 25)]);
  });

  it('knows the spec client codes P7D, week_starting_sunday, week_ending_saturday', async () => {
    expect(await bucket('P7D')).toEqual([utcMs(2024, 5, 13), utcMs(2024, 5, 13)]);
    expect(await bucket('week_starting_sunday')).toEqual([utcMs(2024, 5, 12), utcMs(2024, 5, 19)]);
    expect(await bucket('week_ending_saturday')).toEqual([utcMs(2024, 5, 18), utcMs(2024, 5, 25)]);
  });

  it('an unknown grain is refused', async () => {
    await expect(bucket('P2W')).rejects.toThrow('No grain spec for P2W for database duckdb');
  });

  it('extras.time_grain_sqla truncates the granularity column of a timeseries query', async () => {
    const prepared = prepareQuery(
      {
        granularity: 't',
        is_timeseries: true,
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
        extras: { time_grain_sqla: 'P1M' },
      },
      dataset,
      { config: CONFIG },
    );
    const frame = await runCompiledQuery(temp.engine, compileQuery(prepared, dataset));
    expect(frame.rows).toEqual([{ __timestamp: utcMs(2024, 5, 1), n: 2 }]);
  });
});
