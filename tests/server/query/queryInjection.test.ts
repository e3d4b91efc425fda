import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { QueryEngine, RunOptions } from '../../../server/engines/types';
import type { IncomingQueryObject } from '../../../server/query/queryObjectTypes';
import { runChartQuery } from '../../../server/query/chartQuery';
import { QueryObjectValidationError, SqlFragmentError } from '../../../server/query/queryErrors';
import { assertCleanFragment } from '../../../server/query/sqlFragmentGuard';
import type { TempEngine } from '../engines/engineFixture';
import { CONFIG, NOW, openSalesEngine, salesDataset } from './queryFixture';

let temp: TempEngine;
let recording: QueryEngine;
let statements: string[] = [];
/** DuckDB's own parser, to count the statements of what ran. */
let parser: DuckDBConnection;
const dataset = salesDataset();

beforeAll(async () => {
  temp = await openSalesEngine();
  parser = await (await DuckDBInstance.create(':memory:')).connect();
  const engine = temp.engine;
  recording = {
    backend: engine.backend,
    sqlDialect: engine.sqlDialect,
    run: (sql: string, options?: RunOptions) => {
      statements.push(sql);
      return engine.run(sql, options);
    },
    explain: (sql, options) => engine.explain(sql, options),
    listSchemas: () => engine.listSchemas(),
    listTables: (schema) => engine.listTables(schema),
    describeTable: (schema, table) => engine.describeTable(schema, table),
    close: () => engine.close(),
  };
});

afterAll(async () => {
  parser.closeSync();
  await temp.dispose();
});

beforeEach(() => {
  statements = [];
});

const run = (query: IncomingQueryObject) =>
  runChartQuery(query, dataset, { engine: recording, config: CONFIG, clock: { now: NOW } });

/** The data is intact and every SQL text that reached the engine was one SELECT, as DuckDB parses it. */
async function expectUnharmed(): Promise<void> {
  for (const sql of statements) {
    expect((await parser.extractStatements(sql)).count).toBe(1);
    expect(sql.trimStart().toUpperCase().startsWith('SELECT')).toBe(true);
  }
  const check = await temp.engine.run('SELECT COUNT(*) AS n, SUM(amount) AS total FROM sales');
  expect(check.rows).toEqual([{ n: 7, total: 280 }]);
}

async function expectRefused(query: IncomingQueryObject, message?: string | RegExp): Promise<void> {
  const attempt = run(query);
  await expect(attempt).rejects.toBeInstanceOf(QueryObjectValidationError);
  if (message) await expect(attempt).rejects.toThrow(message);
  expect(statements).toEqual([]);
  await expectUnharmed();
}

describe('injection through names', () => {
  it('a column name is never SQL', async () => {
    await expectRefused({ columns: ['id"; DROP TABLE sales; --'], metrics: ['count'] }, /Columns missing in dataset/);
    await expectRefused({ columns: ['id FROM sales; DELETE FROM sales; --'] }, /Columns missing in dataset/);
  });

  it("a SIMPLE metric's column name is never SQL", async () => {
    await expectRefused(
      {
        columns: [],
        metrics: [
          {
            expressionType: 'SIMPLE',
            aggregate: 'SUM',
            column: { column_name: 'amount) FROM sales; DROP TABLE sales; --' },
          },
        ],
      },
      /Columns missing in dataset/,
    );
  });

  it('a filter column the dataset lacks is rejected, not run', async () => {
    const result = await run({
      columns: ['id'],
      filters: [{ col: "region' OR 1=1; DROP TABLE sales; --", op: '==', val: 'x' }],
    });
    expect(result.rowcount).toBe(7);
    expect(result.rejectedFilters).toEqual([
      { column: "region' OR 1=1; DROP TABLE sales; --", reason: 'not_in_datasource' },
    ]);
    await expectUnharmed();
  });

  it('labels are quoted identifiers', async () => {
    const label = 'x" FROM sales; DROP TABLE sales; --';
    const result = await run({ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] });
    expect(result.data).toEqual([{ [label]: 7 }]);
    await expectUnharmed();
  });

  it('an order-by name is never SQL', async () => {
    await expectRefused(
      { columns: ['region'], metrics: ['count'], orderby: [['count; DROP TABLE sales', true]] },
      /Unknown column used in orderby/,
    );
  });
});

describe('injection through values', () => {
  it('filter values are literals', async () => {
    const result = await run({ columns: ['id'], filters: [{ col: 'region', op: '==', val: "EMEA' OR '1'='1" }] });
    expect(result.rowcount).toBe(0);
    const list = await run({
      columns: ['id'],
      filters: [{ col: 'region', op: 'IN', val: ["x'); DROP TABLE sales; --", 'EMEA'] }],
    });
    expect(list.rowcount).toBe(3);
    const like = await run({ columns: ['id'], filters: [{ col: 'note', op: 'LIKE', val: "%' OR 1=1 --" }] });
    expect(like.rowcount).toBe(0);
    await expectUnharmed();
  });

  it('values on numeric columns are numbers: text that is not one is no value', async () => {
    await expectRefused(
      { columns: ['id'], filters: [{ col: 'amount', op: '>', val: '0 OR 1=1' }] },
      'Must specify a value for filters with comparison operators',
    );
    await expectRefused(
      { columns: ['id'], filters: [{ col: 'amount', op: '>', val: '1; DROP TABLE sales' }] },
      'Must specify a value for filters with comparison operators',
    );
    const result = await run({ columns: ['id'], filters: [{ col: 'amount', op: 'IN', val: ['10', '1) OR (1=1'] }] });
    expect(result.data).toEqual([{ id: 1 }]);
    await expectUnharmed();
  });
});

describe('injection through custom SQL', () => {
  const metricOf = (sqlExpression: string): IncomingQueryObject => ({
    columns: [],
    metrics: [{ expressionType: 'SQL', sqlExpression, label: 'm' }],
  });

  it('a second statement is refused (metrics, columns, where, having, order by)', async () => {
    await expectRefused(metricOf('SUM(amount); DROP TABLE sales'), 'Clause contains multiple statements');
    await expectRefused(
      { columns: [{ expressionType: 'SQL', sqlExpression: 'region; DELETE FROM sales', label: 'r' }] },
      'Clause contains multiple statements',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: "region = 'EMEA'; DROP TABLE sales" } },
      'Clause contains multiple statements',
    );
    await expectRefused(
      { columns: ['region'], metrics: ['count'], extras: { having: 'COUNT(*) > 0; DROP TABLE sales' } },
      'Clause contains multiple statements',
    );
    await expectRefused(
      {
        columns: ['region'],
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales', label: 'o' }, true]],
      },
      'Clause contains multiple statements',
    );
  });

  it('breaking out of the parentheses is refused', async () => {
    await expectRefused(
      { columns: ['id'], extras: { where: '1=1) OR (1=1' } },
      'Closing unclosed parenthesis in filter clause',
    );
    await expectRefused(metricOf('COUNT(*)) AS x FROM sales --'), 'Closing unclosed parenthesis in filter clause');
    await expectRefused({ columns: ['id'], extras: { where: '(1=1' } }, 'Unclosed parenthesis in filter clause');
  });

  it('comments that would hide the rest of the query are refused', async () => {
    await expectRefused({ columns: ['id'], extras: { where: '1=1 /* ' } }, 'Unclosed multiline comment');
    await expectRefused({ columns: ['id'], extras: { where: '1=1 */' } }, 'Closing unopened multiline comment');
    await expectRefused({ columns: ['id'], extras: { where: '1=1 /* /* nested */ ' } }, 'Unclosed multiline comment');
  });

  it('unterminated strings and quoted names are refused', async () => {
    await expectRefused({ columns: ['id'], extras: { where: "region = 'EMEA" } }, /Invalid SQL clause/);
    await expectRefused({ columns: ['id'], extras: { where: 'region = "EMEA' } }, /Invalid SQL clause/);
    await expectRefused({ columns: ['id'], extras: { where: 'region = $$EMEA' } }, /Invalid SQL clause/);
  });

  it("E'' strings are read with their backslash escapes, so a quote cannot be smuggled", async () => {
    await expectRefused(
      { columns: ['id'], extras: { where: "region = E'\\'' ; DROP TABLE sales; --'" } },
      'Clause contains multiple statements',
    );
  });

  it('sub-queries, set operations and statements inside expressions are refused', async () => {
    await expectRefused(metricOf('(SELECT MAX(amount) FROM sales)'), 'Custom SQL fields cannot contain sub-queries.');
    await expectRefused(
      { columns: ['id'], extras: { where: 'id IN (FROM sales)' } },
      'Custom SQL fields cannot contain sub-queries.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: 'EXISTS (SELECT 1)' } },
      'Custom SQL fields cannot contain sub-queries.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: 'id IN (VALUES (1))' } },
      'Custom SQL fields cannot contain sub-queries.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: 'COALESCE(id, (TABLE sales)) > 0' } },
      'Custom SQL fields cannot contain sub-queries.',
    );
    await expectRefused(metricOf('list_value(1, FROM sales)'), 'Custom SQL fields cannot contain sub-queries.');
    await expectRefused(
      { columns: ['id'], extras: { where: '1=1 UNION ALL SELECT 1' } },
      'Custom SQL fields cannot contain set operations.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: 'id IN (1) UNION (2)' } },
      'Custom SQL fields cannot contain set operations.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: 'id IN (DELETE FROM sales RETURNING id)' } },
      'Custom SQL fields cannot be parsed as a single SQL statement.',
    );
    await expectRefused(
      { columns: ['id'], extras: { where: "ATTACH 'other.db' AS other" } },
      'Custom SQL fields cannot be parsed as a single SQL statement.',
    );
    await expectRefused(metricOf('SET threads = 1'), 'Custom SQL fields cannot be parsed as a single SQL statement.');
  });

  it('statement words that are column names still work as columns', () => {
    for (const fragment of [
      'MAX(comment)',
      'update IS NULL',
      'SUM(copy) OVER ()',
      "load = 'x' AND set > 1",
      'COUNT(DISTINCT delete)',
      'MAX(values)',
      'EXTRACT(year FROM ts)',
      "TRIM(BOTH 'x' FROM note)",
    ]) {
      expect(() => assertCleanFragment(fragment)).not.toThrow();
    }
  });

  it('the sub-query refusal carries its Superset error type', () => {
    try {
      assertCleanFragment('(SELECT 1)');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SqlFragmentError);
      expect((error as SqlFragmentError).errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    }
  });

  it('strings holding SQL stay strings', async () => {
    const result = await run({
      columns: ['id'],
      extras: { where: "note = 'x''; DROP TABLE sales; --' OR note = $$;$$ OR note = E'\\';'" },
    });
    expect(result.rowcount).toBe(0);
    await expectUnharmed();
  });

  it('saved expressions of the dataset are checked too', async () => {
    const bad = salesDataset({
      metrics: [
        { ...dataset.record.metrics[0], metric_name: 'evil', expression: 'COUNT(*) FROM sales; DROP TABLE sales; --' },
      ],
    });
    await expect(
      runChartQuery({ columns: [], metrics: ['evil'] }, bad, { engine: recording, config: CONFIG }),
    ).rejects.toThrow('Clause contains multiple statements');
    await expectUnharmed();
  });

  it('clean custom SQL runs', async () => {
    const result = await run({
      columns: [
        { expressionType: 'SQL', sqlExpression: "CASE WHEN amount > 35 THEN 'big' ELSE 'small' END", label: 'size' },
      ],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*) /* rows */ + 0 -- trailing\n', label: 'rows' }],
      extras: { where: "note IS NOT NULL AND note <> ';'", having: 'COUNT(*) >= 1' },
      orderby: [['rows', false]],
    });
    expect(result.data).toEqual([
      { size: 'big', rows: 3 },
      { size: 'small', rows: 2 },
    ]);
    await expectUnharmed();
  });
});
