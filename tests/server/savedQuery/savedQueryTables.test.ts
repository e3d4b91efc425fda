import { describe, expect, it } from 'vitest';
import { extractSqlTables } from '../../../server/services/savedQuery/savedQueryTables';

const table = (name: string, schema: string | null = null, catalog: string | null = null) => ({
  table: name,
  schema,
  catalog,
});

describe('extractSqlTables (a saved query’s sql_tables)', () => {
  it('finds the tables after FROM and JOIN, qualified or not, each once', () => {
    expect(
      extractSqlTables(
        'SELECT * FROM sales.orders o JOIN sales.customers c ON o.id = c.id JOIN sales.orders x ON 1 = 1',
      ),
    ).toEqual([table('orders', 'sales'), table('customers', 'sales')]);
    expect(extractSqlTables('SELECT * FROM a, "My Schema"."My ""Table"" 1" t, examples.main.flights')).toEqual([
      table('a'),
      table('My "Table" 1', 'My Schema'),
      table('flights', 'main', 'examples'),
    ]);
    expect(extractSqlTables('FROM birth_names LIMIT 5')).toEqual([table('birth_names')]);
  });

  it('leaves out CTE names, subqueries, table functions, files, comments and the FROM of EXTRACT', () => {
    expect(
      extractSqlTables(`WITH recent AS (SELECT * FROM sales.orders), totals(n) AS (SELECT 1)
        SELECT extract(year FROM ds), trim(both 'x' FROM name) -- FROM commented
        FROM recent, totals, (SELECT 1) s, range(10) r, 'data.csv'
        WHERE id IN (SELECT id FROM main.airports) /* JOIN hidden */`),
    ).toEqual([table('orders', 'sales'), table('airports', 'main')]);
  });

  it('finds nothing in SQL without tables or without SQL', () => {
    expect(extractSqlTables('SELECT 42 AS answer')).toEqual([]);
    expect(extractSqlTables(null)).toEqual([]);
  });
});
