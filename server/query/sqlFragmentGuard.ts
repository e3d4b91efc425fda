/**
 * Custom SQL fragments of a query object (adhoc metrics and columns, WHERE/HAVING extras, computed
 * columns, saved metrics) must be one clean expression: Superset's sanitize_clause and
 * validate_adhoc_subquery. The shared lexer (common/sql) knows DuckDB's strings (standard, E'' with
 * backslash escapes, $tag$), quoted identifiers and both comment styles, so what it calls "outside a
 * string" is what DuckDB's parser sees. A fragment that passes is wrapped in parentheses by the compiler
 * (with a newline before the closing one when it holds a `--` comment), so it cannot end early.
 */
import { lexSql, type SqlTokenKind } from '../../common/sql/sqlLexer';
import { SqlFragmentError } from './queryErrors';

interface FragmentToken {
  kind: 'word' | 'identifier' | 'string' | 'number' | 'symbol';
  /** Upper-cased word, else the token as written. */
  text: string;
  depth: number;
}

const MULTIPLE_STATEMENTS = 'Clause contains multiple statements';
const UNOPENED_COMMENT = 'Closing unopened multiline comment';
const UNCLOSED_COMMENT = 'Unclosed multiline comment';
const UNOPENED_PARENTHESIS = 'Closing unclosed parenthesis in filter clause';
const UNCLOSED_PARENTHESIS = 'Unclosed parenthesis in filter clause';
const SUBQUERY_NOT_ALLOWED = 'Custom SQL fields cannot contain sub-queries.';
const SET_OPERATION = 'Custom SQL fields cannot contain set operations.';
const NOT_ONE_STATEMENT = 'Custom SQL fields cannot be parsed as a single SQL statement.';

/** Words that open a query (DuckDB's FROM-first and friends included) where an expression may start. */
const QUERY_STARTS = new Set([
  'SELECT',
  'FROM',
  'WITH',
  'TABLE',
  'PIVOT',
  'UNPIVOT',
  'PIVOT_WIDER',
  'PIVOT_LONGER',
  'SUMMARIZE',
  'DESCRIBE',
  'SHOW',
]);
/**
 * Words that open a statement that writes or changes the session. DuckDB also accepts most of them
 * as column names, so one counts as a statement only where an expression starts and another word,
 * name or string follows it (`DELETE FROM …`, `SET x = …`), not an operator (`update IS NULL`).
 */
const STATEMENT_STARTS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'COPY',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'PRAGMA',
  'SET',
  'RESET',
  'CALL',
  'EXPORT',
  'IMPORT',
  'VACUUM',
  'CHECKPOINT',
  'GRANT',
  'REVOKE',
  'USE',
]);
/** Words that may follow a column name in an expression. */
const EXPRESSION_CONTINUATIONS = new Set([
  'IS',
  'NOT',
  'AND',
  'OR',
  'IN',
  'LIKE',
  'ILIKE',
  'GLOB',
  'SIMILAR',
  'BETWEEN',
  'AS',
  'COLLATE',
  'ESCAPE',
  'ASC',
  'DESC',
  'NULLS',
  'OVER',
  'FILTER',
  'WITHIN',
  'ISNULL',
  'NOTNULL',
  'IGNORE',
  'RESPECT',
  'AT',
  'THEN',
  'ELSE',
  'END',
  'WHEN',
]);
const SET_OPERATIONS = new Set(['UNION', 'INTERSECT', 'EXCEPT']);

class LexError extends Error {}

/** The shared lexer's kinds as the checks below name them. */
const KINDS: Readonly<Record<Exclude<SqlTokenKind, 'comment'>, FragmentToken['kind']>> = {
  word: 'word',
  quotedName: 'identifier',
  string: 'string',
  number: 'number',
  symbol: 'symbol',
};

/** Splits SQL into tokens outside comments; throws LexError with Superset's message on bad input. */
function tokenizeSql(sql: string): FragmentToken[] {
  const tokens: FragmentToken[] = [];
  let depth = 0;
  for (const token of lexSql(sql)) {
    if (token.kind === 'comment') {
      // DuckDB nests block comments; one that holds an opener is refused rather than trusted to close.
      if (token.text.startsWith('/*') && (!token.terminated || token.text.slice(2).includes('/*')))
        throw new LexError(UNCLOSED_COMMENT);
      continue;
    }
    if (!token.terminated) throw new LexError(`Invalid SQL clause: ${sql}`);
    if (token.kind === 'symbol' && token.text === '*' && sql[token.end] === '/') throw new LexError(UNOPENED_COMMENT);
    if (token.kind === 'symbol' && token.text === ')') {
      depth -= 1;
      if (depth < 0) throw new LexError(UNOPENED_PARENTHESIS);
    }
    tokens.push({
      kind: KINDS[token.kind],
      text: token.kind === 'word' ? token.text.toUpperCase() : token.text,
      depth,
    });
    if (token.kind === 'symbol' && token.text === '(') depth += 1;
  }
  if (depth > 0) throw new LexError(UNCLOSED_PARENTHESIS);
  return tokens;
}

function lex(fragment: string): FragmentToken[] {
  try {
    return tokenizeSql(fragment);
  } catch (error) {
    if (error instanceof LexError) throw new SqlFragmentError(error.message);
    throw error;
  }
}

/**
 * Throws SqlFragmentError unless `fragment` is one expression or predicate: no statement separator,
 * no sub-query (SELECT anywhere, or a query/statement word where an expression starts), no set
 * operation, balanced parentheses, closed comments, strings and quoted names.
 */
export function assertCleanFragment(fragment: string): void {
  const tokens = lex(fragment);
  if (tokens.length === 0) throw new SqlFragmentError(`Invalid SQL clause: ${fragment}`);
  tokens.forEach((token, index) => {
    if (token.kind === 'symbol' && token.text === ';') throw new SqlFragmentError(MULTIPLE_STATEMENTS);
    if (token.kind !== 'word') return;
    const previous = tokens[index - 1];
    const opensExpression = index === 0 || (previous.kind === 'symbol' && ['(', ',', '['].includes(previous.text));
    const following = tokens[index + 1];
    // VALUES and EXPLAIN are also usable as column names: queries only when a list or a word follows.
    const valuesList = token.text === 'VALUES' && following?.text === '(';
    const explained = token.text === 'EXPLAIN' && following?.kind === 'word';
    if (token.text === 'SELECT' || (opensExpression && (QUERY_STARTS.has(token.text) || valuesList || explained))) {
      throw new SqlFragmentError(SUBQUERY_NOT_ALLOWED, 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    }
    const startsStatement =
      following !== undefined &&
      following.kind !== 'symbol' &&
      following.kind !== 'number' &&
      !(following.kind === 'word' && EXPRESSION_CONTINUATIONS.has(following.text));
    if (opensExpression && STATEMENT_STARTS.has(token.text) && startsStatement)
      throw new SqlFragmentError(NOT_ONE_STATEMENT);
    if (SET_OPERATIONS.has(token.text)) throw new SqlFragmentError(SET_OPERATION);
  });
}

/** The fragment inside parentheses; a `--` comment gets a newline so it ends before the `)`. */
function wrapFragment(fragment: string): string {
  const body = fragment.trim();
  return body.includes('--') ? `(${body}\n)` : `(${body})`;
}

/** Validates and wraps a custom SQL fragment for the compiled query. */
export function cleanFragment(fragment: string): string {
  assertCleanFragment(fragment);
  return wrapFragment(fragment);
}

/**
 * Last line of defence on a whole compiled query: exactly one statement, starting with SELECT.
 * Throws when the compiler let something through (it should never).
 */
export function assertSingleSelect(sql: string): void {
  const tokens = lex(sql);
  if (tokens[0]?.text !== 'SELECT' || tokens.some((token) => token.kind === 'symbol' && token.text === ';')) {
    throw new SqlFragmentError(NOT_ONE_STATEMENT);
  }
}
