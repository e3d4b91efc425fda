import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempEngine, type TempEngine } from './engineFixture';

let temp: TempEngine;

beforeAll(async () => {
  temp = await openTempEngine();
});

afterAll(async () => {
  await temp.dispose();
});

async function firstRow(sql: string) {
  const result = await temp.engine.run(sql);
  return result.rows[0];
}

describe('DuckDBEngine value conversion', () => {
  it('gives integers of every width as numbers, and big ones as exact strings', async () => {
    const row = await firstRow(`SELECT 42::TINYINT AS tiny, 70000::INTEGER AS int, count(*) AS cnt, sum(x) AS total,
      9007199254740991::BIGINT AS max_safe, 9007199254740993::BIGINT AS too_big, (-9007199254740993)::BIGINT AS too_small,
      170141183460469231731687303715884105727::HUGEINT AS huge, 18446744073709551615::UBIGINT AS ubig
      FROM (VALUES (1), (2), (3)) t(x)`);
    expect(row).toEqual({
      tiny: 42,
      int: 70000,
      cnt: 3,
      total: 6,
      max_safe: 9007199254740991,
      too_big: '9007199254740993',
      too_small: '-9007199254740993',
      huge: '170141183460469231731687303715884105727',
      ubig: '18446744073709551615',
    });
  });

  it('gives DECIMAL as numbers, and NaN/Infinity doubles as null', async () => {
    const row = await firstRow(`SELECT 123.45::DECIMAL(18, 2) AS d18, 1.5::DECIMAL(4, 1) AS d4,
      1234567890.125::DECIMAL(38, 3) AS d38, -0.05::DECIMAL(4, 2) AS neg,
      1.25::DOUBLE AS dbl, 'NaN'::DOUBLE AS nan, 'Infinity'::DOUBLE AS inf, '-Infinity'::FLOAT AS ninf, 0.5::FLOAT AS flt`);
    expect(row).toEqual({
      d18: 123.45,
      d4: 1.5,
      d38: 1234567890.125,
      neg: -0.05,
      dbl: 1.25,
      nan: null,
      inf: null,
      ninf: null,
      flt: 0.5,
    });
  });

  it('gives dates and times as ISO strings, as Python isoformat', async () => {
    const row = await firstRow(`SELECT DATE '2024-02-29' AS d, DATE '0099-01-02' AS old,
      TIMESTAMP '2021-03-04 05:06:07' AS ts, TIMESTAMP '2021-03-04 05:06:07.5' AS ts_frac,
      TIMESTAMP '1969-12-31 23:59:59.999999' AS before_epoch, TIMESTAMP '1600-01-01 00:00:00' AS far,
      TIMESTAMPTZ '2021-03-04 05:06:07+00' AS tstz, TIME '13:14:15' AS t, TIME '13:14:15.25' AS t_frac,
      TIMESTAMP_S '2020-01-01 10:00:00' AS ts_s, TIMESTAMP_MS '2020-01-01 10:00:00.123' AS ts_ms,
      TIMESTAMP_NS '2020-01-01 10:00:00.123456789' AS ts_ns,
      'infinity'::TIMESTAMP AS inf_ts, '-infinity'::DATE AS ninf_d`);
    expect(row).toEqual({
      d: '2024-02-29',
      old: '0099-01-02',
      ts: '2021-03-04T05:06:07',
      ts_frac: '2021-03-04T05:06:07.500000',
      before_epoch: '1969-12-31T23:59:59.999999',
      far: '1600-01-01T00:00:00',
      tstz: '2021-03-04T05:06:07+00:00',
      t: '13:14:15',
      t_frac: '13:14:15.250000',
      ts_s: '2020-01-01T10:00:00',
      ts_ms: '2020-01-01T10:00:00.123000',
      ts_ns: '2020-01-01T10:00:00.123456',
      inf_ts: 'infinity',
      ninf_d: '-infinity',
    });
  });

  it('keeps NULL, booleans, text, unicode, blobs, UUIDs and intervals JSON-safe', async () => {
    const row = await firstRow(`SELECT NULL AS n, NULL::INTEGER AS ni, NULL::TIMESTAMP AS nt, true AS yes, false AS no,
      'héllo 世界 🎉 שלום' AS txt, 'ab'::BLOB AS blob, '00000000-0000-0000-0000-000000000001'::UUID AS id,
      INTERVAL 1 DAY AS span, 'b'::ENUM('a', 'b') AS choice`);
    expect(row).toEqual({
      n: null,
      ni: null,
      nt: null,
      yes: true,
      no: false,
      txt: 'héllo 世界 🎉 שלום',
      blob: 'ab',
      id: '00000000-0000-0000-0000-000000000001',
      span: '1 day',
      choice: 'b',
    });
    expect(JSON.parse(JSON.stringify(row))).toEqual(row);
  });

  it('gives LIST/ARRAY as arrays, STRUCT and MAP as objects, with converted members', async () => {
    const row = await firstRow(`SELECT [1, 2, NULL] AS list, [DATE '2020-01-02'] AS dates, [[1], [2, 3]] AS nested,
      {'a': 1, 'b': 'x', 'big': 9007199254740993::BIGINT} AS struct, MAP {'k': 1.5::DECIMAL(3, 1)} AS map,
      [1, 2]::INTEGER[2] AS arr, [{'ts': TIMESTAMP '2020-01-01 01:02:03'}] AS structs`);
    expect(row).toEqual({
      list: [1, 2, null],
      dates: ['2020-01-02'],
      nested: [[1], [2, 3]],
      struct: { a: 1, b: 'x', big: '9007199254740993' },
      map: { k: 1.5 },
      arr: [1, 2],
      structs: [{ ts: '2020-01-01T01:02:03' }],
    });
  });

  it('describes columns with upper-case types, generic families and is_dttm', async () => {
    const result = await temp.engine.run(`SELECT 1::BIGINT AS b, 'x' AS s, 1.5::DECIMAL(18, 2) AS d, true AS f,
      DATE '2020-01-01' AS day, TIMESTAMP '2020-01-01' AS ts, TIMESTAMPTZ '2020-01-01 00:00:00+00' AS tz, TIME '01:00' AS t,
      [1] AS l`);
    expect(result.columns.map((c) => [c.name, c.column_name, c.type, c.type_generic, c.is_dttm])).toEqual([
      ['b', 'b', 'BIGINT', 'numeric', false],
      ['s', 's', 'VARCHAR', 'string', false],
      ['d', 'd', 'DECIMAL(18,2)', 'numeric', false],
      ['f', 'f', 'BOOLEAN', 'boolean', false],
      ['day', 'day', 'DATE', 'temporal', true],
      ['ts', 'ts', 'TIMESTAMP', 'temporal', true],
      ['tz', 'tz', 'TIMESTAMP WITH TIME ZONE', 'temporal', true],
      ['t', 't', 'TIME', 'temporal', true],
      ['l', 'l', 'INTEGER[]', 'string', false],
    ]);
  });

  it('deduplicates repeated column names as Superset does', async () => {
    const result = await temp.engine.run('SELECT 1 AS a, 2 AS a, 3 AS a, 4 AS b');
    expect(result.columns.map((c) => c.name)).toEqual(['a', 'a__1', 'a__2', 'b']);
    expect(result.rows).toEqual([{ a: 1, a__1: 2, a__2: 3, b: 4 }]);
  });

  it('keeps a column named __proto__ as an ordinary key', async () => {
    const result = await temp.engine.run('SELECT 1 AS "__proto__", 2 AS x');
    expect(JSON.parse(JSON.stringify(result.rows))).toEqual([JSON.parse('{"__proto__": 1, "x": 2}')]);
  });
});
