/**
 * The editor's autocomplete words (Superset's AceEditorWrapper/useKeywords): SQL keywords, the
 * database's schemas, the tables of the current schema and of the left bar, and the columns of the
 * left bar's tables. Higher scores sort first: columns, then tables, then schemas, then keywords.
 * After `name.` only what `name` qualifies is offered: the tables of schema `name`, the columns of
 * table `name`.
 */
import type { Table, TableColumn } from './types';

/** A left-bar table as completion reads it: its name, schema and columns. */
export type CompletionTable = Pick<Table, 'name' | 'schema'> & { columns: readonly TableColumn[] };

type CompletionMeta = 'keyword' | 'schema' | 'table' | 'column';

export interface CompletionWord {
  name: string;
  value: string;
  score: number;
  meta: CompletionMeta;
  /** What may qualify the word with a dot: a table's schemas, a column's tables (lower case). */
  qualifiers?: string[];
}

const COLUMN_SCORE = 100;
const TABLE_SCORE = 55;
const SCHEMA_SCORE = 60;
const KEYWORD_SCORE = 50;

/** Keywords and common functions offered everywhere. */
export const SQL_KEYWORDS: readonly string[] = [
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'IN',
  'IS',
  'NULL',
  'LIKE',
  'ILIKE',
  'BETWEEN',
  'EXISTS',
  'AS',
  'DISTINCT',
  'ALL',
  'ANY',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'JOIN',
  'INNER',
  'LEFT',
  'RIGHT',
  'FULL',
  'OUTER',
  'CROSS',
  'ON',
  'USING',
  'GROUP BY',
  'ORDER BY',
  'HAVING',
  'LIMIT',
  'OFFSET',
  'UNION',
  'UNION ALL',
  'INTERSECT',
  'EXCEPT',
  'ASC',
  'DESC',
  'NULLS FIRST',
  'NULLS LAST',
  'WITH',
  'OVER',
  'PARTITION BY',
  'ROWS',
  'RANGE',
  'INSERT',
  'INTO',
  'VALUES',
  'UPDATE',
  'SET',
  'DELETE',
  'CREATE',
  'TABLE',
  'VIEW',
  'DROP',
  'ALTER',
  'TRUE',
  'FALSE',
  'CAST',
  'COUNT',
  'SUM',
  'AVG',
  'MIN',
  'MAX',
  'COALESCE',
  'NULLIF',
  'ROUND',
  'LOWER',
  'UPPER',
  'LENGTH',
  'SUBSTRING',
  'TRIM',
  'CONCAT',
  'DATE_TRUNC',
  'EXTRACT',
  'CURRENT_DATE',
  'CURRENT_TIMESTAMP',
  'ROW_NUMBER',
  'RANK',
  'DENSE_RANK',
  'LAG',
  'LEAD',
  'INTERVAL',
  'DATE',
  'TIMESTAMP',
];

interface CompletionSources {
  schemas: readonly string[];
  /** The schema `schemaTables` belong to. */
  currentSchema?: string | null;
  /** Table names of the current schema (from the server's table list). */
  schemaTables: readonly string[];
  /** Tables opened in the left bar, with their columns (from their metadata). */
  leftBarTables: readonly CompletionTable[];
}

/** One word per kind and text; the qualifiers of repeated words are merged. */
function uniqueWords(words: CompletionWord[]): CompletionWord[] {
  const byKey = new Map<string, CompletionWord>();
  for (const word of words) {
    const key = `${word.meta}:${word.value}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...word });
    else if (word.qualifiers) seen.qualifiers = [...new Set([...(seen.qualifiers ?? []), ...word.qualifiers])];
  }
  return [...byKey.values()];
}

export function buildCompletionWords({
  schemas,
  currentSchema,
  schemaTables,
  leftBarTables,
}: CompletionSources): CompletionWord[] {
  const columns = leftBarTables.flatMap((table) =>
    table.columns.map((column): CompletionWord => ({
      name: column.name,
      value: column.name,
      score: COLUMN_SCORE,
      meta: 'column',
      qualifiers: [table.name.toLowerCase()],
    })),
  );
  const tableWord = (name: string, schema: string | null | undefined): CompletionWord => ({
    name,
    value: name,
    score: TABLE_SCORE,
    meta: 'table',
    ...(schema ? { qualifiers: [schema.toLowerCase()] } : {}),
  });
  const tables = [
    ...schemaTables.map((name) => tableWord(name, currentSchema)),
    ...leftBarTables.map((table) => tableWord(table.name, table.schema)),
  ];
  const schemaWords = schemas.map((name): CompletionWord => ({
    name,
    value: name,
    score: SCHEMA_SCORE,
    meta: 'schema',
  }));
  const keywords = SQL_KEYWORDS.map((name): CompletionWord => ({
    name,
    value: name,
    score: KEYWORD_SCORE,
    meta: 'keyword',
  }));
  return uniqueWords([...columns, ...tables, ...schemaWords, ...keywords]);
}

const QUALIFIED_PREFIX = /("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)\.[A-Za-z0-9_$]*$/;

/**
 * The name before the dot when the cursor follows `name.` or `"name".` (lower case), else null.
 * `lineBeforeCursor` is the text of the cursor's line up to the cursor.
 */
export function qualifierBeforeCursor(lineBeforeCursor: string): string | null {
  const match = QUALIFIED_PREFIX.exec(lineBeforeCursor);
  if (!match) return null;
  const name = match[1].startsWith('"') ? match[1].slice(1, -1).replace(/""/g, '"') : match[1];
  return name.toLowerCase();
}

/**
 * The words starting with `prefix` (ignoring case), best first. With a qualifier (the name before
 * a dot), only the words it qualifies, when it qualifies any.
 */
export function completionsFor(
  words: readonly CompletionWord[],
  prefix: string,
  qualifier: string | null = null,
): CompletionWord[] {
  const lower = prefix.toLowerCase();
  const qualified = qualifier ? words.filter((word) => word.qualifiers?.includes(qualifier)) : [];
  const candidates = qualified.length > 0 ? qualified : words;
  return candidates
    .filter((word) => word.value.toLowerCase().startsWith(lower))
    .sort((left, right) => right.score - left.score || left.value.localeCompare(right.value));
}
