/**
 * Custom SQL fragments of a query object (adhoc metrics and columns, WHERE/HAVING extras, computed
 * columns, saved metrics) must be one clean expression: Superset's sanitize_clause and
 * validate_adhoc_subquery. The lexer here knows DuckDB's strings (standard, E'' with backslash
 * escapes, $tag$), quoted identifiers and both comment styles, so what it calls "outside a string"
 * is what DuckDB's parser sees. A fragment that passes is wrapped in parentheses by the compiler
 * (with a newline before the closing one when it holds a `--` comment), so it cannot end early.
 */
import { SqlFragmentError } from './queryErrors';

export interface SqlToken {
  kind: 'word' | 'identifier' | 'string' | 'number' | 'symbol';
  /** Upper-cased word, or the symbol character. */
  text: string;
  depth: number;
}

const MULTIPLE_STATEMENTS = 'Clause contains multiple statements';
const UNOPENED_COMMENT = 'Closing unopened multiline comment';
const UNCLOSED_COMMENT = 'Unclosed multiline comment';
const UNOPENED_PARENTHESIS = 'Closing unclosed parenthesis in filter clause';
const UNCLOSED_PARENTHESIS = 'Unclosed parenthesis in filter clause';
export const SUBQUERY_NOT_ALLOWED = 'Custom SQL fields cannot contain sub-queries.';
const SET_OPERATION = 'Custom SQL fields cannot contain set operations.';
const NOT_ONE_STATEMENT = 'Custom SQL fields cannot be parsed as a single SQL statement.';

/** Words that open a query (DuckDB's FROM-first and friends included) where an expression may start. */
const QUERY_STARTS = new Set(['SELECT', 'FROM', 'WITH', 'TABLE', 'PIVOT', 'UNPIVOT', 'PIVOT_WIDER', 'PIVOT_LONGER', 'SUMMARIZE', 'DESCRIBE', 'SHOW']);
/**
 * Words that open a statement that writes or changes the session. DuckDB also accepts most of them
 * as column names, so one counts as a statement only where an expression starts and another word,
 * name or string follows it (`DELETE FROM …`, `SET x = …`), not an operator (`update IS NULL`).
 */
const STATEMENT_STARTS = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'COPY', 'ATTACH', 'DETACH',
  'INSTALL', 'LOAD', 'PRAGMA', 'SET', 'RESET', 'CALL', 'EXPORT', 'IMPORT', 'VACUUM', 'CHECKPOINT', 'GRANT', 'REVOKE', 'USE',
]);
/** Words that may follow a column name in an expression. */
const EXPRESSION_CONTINUATIONS = new Set([
  'IS', 'NOT', 'AND', 'OR', 'IN', 'LIKE', 'ILIKE', 'GLOB', 'SIMILAR', 'BETWEEN', 'AS', 'COLLATE', 'ESCAPE', 'ASC', 'DESC',
  'NULLS', 'OVER', 'FILTER', 'WITHIN', 'ISNULL', 'NOTNULL', 'IGNORE', 'RESPECT', 'AT', 'THEN', 'ELSE', 'END', 'WHEN',
]);
const SET_OPERATIONS = new Set(['UNION', 'INTERSECT', 'EXCEPT']);

class LexError extends Error {}

/** A `$tag$` opening a dollar-quoted string; as in names, any non-ASCII character is a letter. */
const DOLLAR_QUOTE = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** Index just past a quoted run opened at `start`; the quote doubles to escape; -1 when unterminated. */
function endOfQuoted(sql: string, start: number, backslashEscapes: boolean): number {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashEscapes && char === '\\') i += 2;
    else if (char === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return -1;
}

/** Splits SQL into tokens outside comments; throws LexError with Superset's message on bad input. */
export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === '-' && next === '-') {
      // As in DuckDB, a carriage return ends a line comment too.
      const end = sql.slice(i).search(/[\n\r]/);
      i = end === -1 ? sql.length : i + end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      // DuckDB nests block comments: a nested opener would keep the comment open past our `*/`.
      if (end === -1 || sql.slice(i + 2, end).includes('/*')) throw new LexError(UNCLOSED_COMMENT);
      i = end + 2;
    } else if (char === '*' && next === '/') {
      throw new LexError(UNOPENED_COMMENT);
    } else if (char === "'" || char === '"') {
      const previous = tokens[tokens.length - 1];
      const escapeString = char === "'" && previous?.kind === 'word' && previous.text === 'E' && sql[i - 1].toUpperCase() === 'E';
      if (escapeString) tokens.pop();
      const end = endOfQuoted(sql, i, escapeString);
      if (end === -1) throw new LexError(`Invalid SQL clause: ${sql}`);
      tokens.push({ kind: char === "'" ? 'string' : 'identifier', text: char, depth });
      i = end;
    } else if (char === '$' && DOLLAR_QUOTE.test(sql.slice(i))) {
      const tag = DOLLAR_QUOTE.exec(sql.slice(i))![0];
      const close = sql.indexOf(tag, i + tag.length);
      if (close === -1) throw new LexError(`Invalid SQL clause: ${sql}`);
      tokens.push({ kind: 'string', text: '$', depth });
      i = close + tag.length;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(char)) {
      const word = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/.exec(sql.slice(i))![0];
      tokens.push({ kind: 'word', text: word.toUpperCase(), depth });
      i += word.length;
    } else if (/\d/.test(char) || (char === '.' && /\d/.test(next ?? ''))) {
      const number = /^(\d[\d_]*)?(\.\d*)?([eE][+-]?\d+)?/.exec(sql.slice(i))![0] || char;
      tokens.push({ kind: 'number', text: number, depth });
      i += number.length;
    } else if (/\s/.test(char)) {
      i += 1;
    } else {
      if (char === ')') {
        depth -= 1;
        if (depth < 0) throw new LexError(UNOPENED_PARENTHESIS);
      }
      tokens.push({ kind: 'symbol', text: char, depth });
      if (char === '(') depth += 1;
      i += 1;
    }
  }
  if (depth > 0) throw new LexError(UNCLOSED_PARENTHESIS);
  return tokens;
}

function lex(fragment: string): SqlToken[] {
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
    if (opensExpression && STATEMENT_STARTS.has(token.text) && startsStatement) throw new SqlFragmentError(NOT_ONE_STATEMENT);
    if (SET_OPERATIONS.has(token.text)) throw new SqlFragmentError(SET_OPERATION);
  });
}

/** The fragment inside parentheses; a `--` comment gets a newline so it ends before the `)`. */
export function wrapFragment(fragment: string): string {
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
