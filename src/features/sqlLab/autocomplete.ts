/**
 * The editor's autocomplete words (Superset's AceEditorWrapper/useKeywords): SQL keywords, the
 * database's schemas, the tables of the current schema and of the left bar, and the columns of the
 * left bar's tables. Higher scores sort first: columns, then tables, then schemas, then keywords.
 */
import type { Table } from './types';

export type CompletionMeta = 'keyword' | 'schema' | 'table' | 'column';

export interface CompletionWord {
  name: string;
  value: string;
  score: number;
  meta: CompletionMeta;
}

export const COLUMN_SCORE = 100;
export const TABLE_SCORE = 55;
export const SCHEMA_SCORE = 60;
export const KEYWORD_SCORE = 50;

/** Keywords and common functions offered everywhere. */
export const SQL_KEYWORDS: readonly string[] = [
  'SELECT', 'FROM', 'WHERE', 'AND', 'OR', 'NOT', 'IN', 'IS', 'NULL', 'LIKE', 'ILIKE', 'BETWEEN',
  'EXISTS', 'AS', 'DISTINCT', 'ALL', 'ANY', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'JOIN', 'INNER',
  'LEFT', 'RIGHT', 'FULL', 'OUTER', 'CROSS', 'ON', 'USING', 'GROUP BY', 'ORDER BY', 'HAVING',
  'LIMIT', 'OFFSET', 'UNION', 'UNION ALL', 'INTERSECT', 'EXCEPT', 'ASC', 'DESC', 'NULLS FIRST',
  'NULLS LAST', 'WITH', 'OVER', 'PARTITION BY', 'ROWS', 'RANGE', 'INSERT', 'INTO', 'VALUES',
  'UPDATE', 'SET', 'DELETE', 'CREATE', 'TABLE', 'VIEW', 'DROP', 'ALTER', 'TRUE', 'FALSE', 'CAST',
  'COUNT', 'SUM', 'AVG', 'MIN', 'MAX', 'COALESCE', 'NULLIF', 'ROUND', 'LOWER', 'UPPER', 'LENGTH',
  'SUBSTRING', 'TRIM', 'CONCAT', 'DATE_TRUNC', 'EXTRACT', 'CURRENT_DATE', 'CURRENT_TIMESTAMP',
  'ROW_NUMBER', 'RANK', 'DENSE_RANK', 'LAG', 'LEAD', 'INTERVAL', 'DATE', 'TIMESTAMP',
];

export interface CompletionSources {
  schemas: readonly string[];
  /** Table names of the current schema (from the server's table list). */
  schemaTables: readonly string[];
  /** Tables opened in the left bar, with their columns. */
  leftBarTables: readonly Pick<Table, 'name' | 'schema' | 'columns'>[];
}

function uniqueWords(words: CompletionWord[]): CompletionWord[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = `${word.meta}:${word.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function buildCompletionWords({ schemas, schemaTables, leftBarTables }: CompletionSources): CompletionWord[] {
  const columns = leftBarTables.flatMap((table) =>
    table.columns.map((column): CompletionWord => ({
      name: column.name,
      value: column.name,
      score: COLUMN_SCORE,
      meta: 'column',
    })),
  );
  const tables = [...schemaTables, ...leftBarTables.map((table) => table.name)].map(
    (name): CompletionWord => ({ name, value: name, score: TABLE_SCORE, meta: 'table' }),
  );
  const schemaWords = schemas.map((name): CompletionWord => ({ name, value: name, score: SCHEMA_SCORE, meta: 'schema' }));
  const keywords = SQL_KEYWORDS.map((name): CompletionWord => ({
    name,
    value: name,
    score: KEYWORD_SCORE,
    meta: 'keyword',
  }));
  return uniqueWords([...columns, ...tables, ...schemaWords, ...keywords]);
}

/** The words starting with `prefix` (ignoring case), best first. */
export function completionsFor(words: readonly CompletionWord[], prefix: string): CompletionWord[] {
  const lower = prefix.toLowerCase();
  return words
    .filter((word) => word.value.toLowerCase().startsWith(lower))
    .sort((left, right) => right.score - left.score || left.value.localeCompare(right.value));
}
