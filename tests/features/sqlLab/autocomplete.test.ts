// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildCompletionWords,
  completionsFor,
  qualifierBeforeCursor,
  SQL_KEYWORDS,
} from '../../../src/features/sqlLab/autocomplete';
import { offsetOf, statementAt } from '../../../src/features/sqlLab/components/currentStatement';
import type { CompletionTable } from '../../../src/features/sqlLab/autocomplete';

const completionTable = (table: CompletionTable): CompletionTable => table;

describe('autocomplete words', () => {
  const words = buildCompletionWords({
    schemas: ['main', 'sales'],
    schemaTables: ['orders', 'customers'],
    leftBarTables: [
      completionTable({
        name: 'orders',
        schema: 'sales',
        columns: [
          { name: 'order_id', type: 'INTEGER' },
          { name: 'amount', type: 'DOUBLE' },
        ],
      }),
    ],
  });

  it('holds keywords, schemas, tables and the left bar tables columns, each once', () => {
    const byMeta = (meta: string) => words.filter((word) => word.meta === meta).map((word) => word.value);
    expect(byMeta('column')).toEqual(['order_id', 'amount']);
    expect(byMeta('table')).toEqual(['orders', 'customers']);
    expect(byMeta('schema')).toEqual(['main', 'sales']);
    expect(byMeta('keyword')).toEqual([...new Set(SQL_KEYWORDS)]);
    expect(SQL_KEYWORDS).toContain('SELECT');
  });

  it('matches a prefix ignoring case, columns before tables, schemas and keywords', () => {
    expect(completionsFor(words, 'o').map((word) => word.value)).toEqual([
      'order_id',
      'orders',
      'OFFSET',
      'ON',
      'OR',
      'ORDER BY',
      'OUTER',
      'OVER',
    ]);
    expect(completionsFor(words, 'SAL').map((word) => word.meta)).toEqual(['schema']);
  });
});

describe('statement under the cursor', () => {
  const sql = "SELECT 1;\nSELECT ';' AS x; -- a ; in a comment\nSELECT 3";

  it('finds the statement holding the cursor, ignoring ; in strings and comments', () => {
    expect(statementAt(sql, offsetOf(sql, 0, 3)).text).toBe('SELECT 1');
    expect(statementAt(sql, offsetOf(sql, 1, 2)).text).toBe("SELECT ';' AS x");
    expect(statementAt(sql, offsetOf(sql, 2, 8)).text).toBe('-- a ; in a comment\nSELECT 3');
  });

  it('takes the single statement of a text without semicolons', () => {
    expect(statementAt('SELECT 42', 4).text).toBe('SELECT 42');
  });
});

describe('autocomplete after a dot', () => {
  const words = buildCompletionWords({
    schemas: ['main', 'sales'],
    currentSchema: 'main',
    schemaTables: ['birth_names', 'orders'],
    leftBarTables: [
      completionTable({
        name: 'orders',
        schema: 'sales',
        columns: [
          { name: 'order_id', type: 'INTEGER' },
          { name: 'amount', type: 'DOUBLE' },
        ],
      }),
      completionTable({ name: 'customers', schema: 'sales', columns: [{ name: 'customer_id', type: 'INTEGER' }] }),
    ],
  });

  it('reads the name before the dot, quoted or not, ignoring case', () => {
    expect(qualifierBeforeCursor('SELECT * FROM sales.')).toBe('sales');
    expect(qualifierBeforeCursor('SELECT * FROM Sales.ord')).toBe('sales');
    expect(qualifierBeforeCursor('SELECT "My ""T""".x')).toBe('my "t"');
    expect(qualifierBeforeCursor('SELECT * FROM orders')).toBeNull();
    expect(qualifierBeforeCursor('SELECT 1.5')).toBeNull();
  });

  it("after 'schema.' offers that schema's tables only, never columns first", () => {
    expect(completionsFor(words, '', 'sales').map((word) => `${word.meta}:${word.value}`)).toEqual([
      'table:customers',
      'table:orders',
    ]);
    expect(completionsFor(words, '', 'main').map((word) => word.value)).toEqual(['birth_names', 'orders']);
  });

  it("after 'table.' offers that table's columns", () => {
    expect(completionsFor(words, 'a', 'orders').map((word) => word.value)).toEqual(['amount']);
    expect(completionsFor(words, '', 'customers').map((word) => word.value)).toEqual(['customer_id']);
  });

  it('falls back to every word when the name qualifies nothing (an alias)', () => {
    expect(completionsFor(words, 'amo', 'o').map((word) => word.value)).toEqual(['amount']);
  });
});
