/**
 * Just enough SQL lexing for SQL Lab: split a script into statements (quotes, comments and
 * dollar-quoted strings respected), tell read-only statements from mutating ones, and read the
 * LIMIT of the last statement, as Superset's `get_limit_from_sql`. Tokens come from the shared
 * lexer (common/sql), which reads strings and comments as DuckDB does.
 */
import { codeTokens, isStatementEnd, lexSql, type SqlToken } from '../../common/sql/sqlLexer';

interface Token {
  /** Upper-cased word, or the punctuation character. */
  text: string;
  /** Parenthesis depth the token sits at. */
  depth: number;
  /** Offsets of the token in the statement. */
  start: number;
  end: number;
}

/** Statements that only read (DuckDB's FROM-first syntax included). */
const READ_ONLY_FIRST_WORDS = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'SUMMARIZE',
  'FROM',
  'TABLE',
  'PIVOT',
  'UNPIVOT',
  'USE',
]);
/** Words that make a WITH or EXPLAIN statement write. */
const MUTATING_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'COPY',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'GRANT',
  'REVOKE',
  'VACUUM',
  'CHECKPOINT',
  'EXPORT',
  'IMPORT',
]);
/** First words of statements that change the database or its settings, besides MUTATING_WORDS. */
const MUTATING_FIRST_WORDS = new Set([
  ...MUTATING_WORDS,
  'UPSERT',
  'REPLACE',
  'COMMENT',
  'ANALYZE',
  'FORCE',
  'SET',
  'RESET',
  'PRAGMA',
  'CALL',
  'PREPARE',
  'EXECUTE',
]);

/** Splits on `;`, dropping comments-only and empty statements; statements keep their text. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  for (const token of lexSql(sql)) {
    if (!isStatementEnd(token)) continue;
    statements.push(sql.slice(start, token.start));
    start = token.end;
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => tokenize(statement).length > 0);
}

/** The lexer's token as the checks below read it: words upper-cased, strings and quoted names by kind. */
function tokenText(token: SqlToken): string {
  if (token.kind === 'word') return token.text.toUpperCase();
  if (token.kind === 'string') return '<string>';
  if (token.kind === 'quotedName') return '<identifier>';
  return token.text;
}

/** Words and punctuation outside strings and comments, with their parenthesis depth. */
function tokenize(statement: string): Token[] {
  let depth = 0;
  return codeTokens(statement).map((token) => {
    if (token.text === ')' && token.kind === 'symbol') depth = Math.max(0, depth - 1);
    const entry = { text: tokenText(token), depth, start: token.start, end: token.end };
    if (token.text === '(' && token.kind === 'symbol') depth += 1;
    return entry;
  });
}

/** First words of statements that control transactions or prepared statements. */
const SESSION_FIRST_WORDS = new Set(['BEGIN', 'START', 'COMMIT', 'END', 'ROLLBACK', 'ABORT', 'DEALLOCATE']);

/** The first word of the statement `EXPLAIN [ANALYZE] [(options)] <statement>` explains. */
function explainedFirstWord(tokens: readonly Token[], explainIndex: number): string | undefined {
  let i = explainIndex + 1;
  if (tokens[i]?.text === 'ANALYZE' || tokens[i]?.text === 'ANALYSE') i += 1;
  const options = tokens[i];
  if (options?.text === '(') {
    i += 1;
    while (i < tokens.length && !(tokens[i].text === ')' && tokens[i].depth === options.depth)) i += 1;
    i += 1;
  }
  return tokens.slice(i).find((token) => token.text !== '(')?.text;
}

/**
 * True when the statement may write data or change the database (DDL/DML, settings, extensions,
 * attach), also behind EXPLAIN (EXPLAIN ANALYZE runs its statement). A statement starting with a
 * word SQL does not know is left to the engine, which reports it as a syntax error.
 */
export function isMutatingStatement(statement: string): boolean {
  const tokens = tokenize(statement);
  const words = tokens.map((token) => token.text);
  const firstIndex = words.findIndex((word) => word !== '(');
  const first = words[firstIndex];
  if (first === undefined) return false;
  if (MUTATING_FIRST_WORDS.has(first)) return true;
  if (!READ_ONLY_FIRST_WORDS.has(first)) return false;
  if (first === 'EXPLAIN') {
    const explained = explainedFirstWord(tokens, firstIndex);
    if (explained !== undefined && (MUTATING_FIRST_WORDS.has(explained) || SESSION_FIRST_WORDS.has(explained)))
      return true;
  }
  return words.some((word) => MUTATING_WORDS.has(word));
}

/**
 * True for a statement that may change the database, its settings or the connection's state:
 * a mutating statement, or a transaction or prepared-statement command. A statement the engine
 * cannot parse is not one (it reaches the engine and fails there with a syntax error).
 */
export function isWritingOrSessionStatement(statement: string): boolean {
  const first = tokenize(statement).find((token) => token.text !== '(')?.text;
  return isMutatingStatement(statement) || (first !== undefined && SESSION_FIRST_WORDS.has(first));
}

export function hasMutation(statements: readonly string[]): boolean {
  return statements.some(isMutatingStatement);
}

/** True for a statement that returns rows the SQL Lab limit applies to. */
export function isSelectStatement(statement: string): boolean {
  const first = tokenize(statement).find((token) => token.text !== '(')?.text;
  return (
    first !== undefined &&
    ['SELECT', 'WITH', 'VALUES', 'FROM', 'TABLE', 'PIVOT', 'UNPIVOT'].includes(first) &&
    !isMutatingStatement(statement)
  );
}

/** The value token of the statement's top-level `LIMIT`, or null. */
function topLevelLimitToken(statement: string): Token | null {
  const tokens = tokenize(statement);
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (tokens[i].text === 'LIMIT' && tokens[i].depth === 0) return tokens[i + 1];
  }
  return null;
}

/** The top-level `LIMIT n` of a statement (a literal integer), or null. */
export function limitOfStatement(statement: string): number | null {
  const value = topLevelLimitToken(statement)?.text.replace(/_/g, '');
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * Replaces the statement's literal top-level LIMIT with `limit` (Superset's apply_limit_to_sql with
 * force); a statement without one is returned unchanged.
 */
export function replaceLimit(statement: string, limit: number): string {
  const token = topLevelLimitToken(statement);
  if (!token || !/^[\d_]+$/.test(token.text)) return statement;
  return `${statement.slice(0, token.start)}${limit}${statement.slice(token.end)}`;
}

/** Superset strips trailing `;` and whitespace from the submitted SQL before rendering. */
export function stripTrailingSemicolons(sql: string): string {
  return sql.replace(/[\s;]+$/, '');
}
