/**
 * Just enough SQL lexing for SQL Lab: split a script into statements (quotes, comments and
 * dollar-quoted strings respected), tell read-only statements from mutating ones, and read the
 * LIMIT of the last statement, as Superset's `get_limit_from_sql`.
 */

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

/** Characters of a name as DuckDB's scanner reads them: any non-ASCII character counts as a letter. */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const NAME = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/;
const DOLLAR_QUOTE = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** True when the quote at `start` opens an E'…' string: a lone E (not the end of a longer name or number) right before it. */
function opensEscapeString(sql: string, start: number): boolean {
  return sql[start] === "'" && /[eE]/.test(sql[start - 1] ?? '') && !NAME_PART.test(sql[start - 2] ?? '');
}

/**
 * Index just past a quoted run starting at `start` (quote char at `start`), doubled quotes escaped;
 * in an E'…' string a backslash escapes the next character too.
 */
function skipQuoted(sql: string, start: number): number {
  const quote = sql[start];
  const backslashEscapes = opensEscapeString(sql, start);
  let i = start + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return i;
}

/** Index just past a `$tag$ … $tag$` string, or -1 when `start` does not open one. */
function skipDollarQuoted(sql: string, start: number): number {
  const match = DOLLAR_QUOTE.exec(sql.slice(start));
  if (!match) return -1;
  const close = sql.indexOf(match[0], start + match[0].length);
  return close === -1 ? sql.length : close + match[0].length;
}

/**
 * Index just past a comment starting at `start`, or -1 when there is none. As in DuckDB, a line
 * comment ends at a carriage return too, and block comments nest.
 */
function skipComment(sql: string, start: number): number {
  if (sql.startsWith('--', start)) {
    let i = start + 2;
    while (i < sql.length && sql[i] !== '\n' && sql[i] !== '\r') i += 1;
    return Math.min(i + 1, sql.length);
  }
  if (!sql.startsWith('/*', start)) return -1;
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** Index just past the name starting at `start` (a `$` inside a name does not open a string). */
function skipName(sql: string, start: number): number {
  return start + (NAME.exec(sql.slice(start))?.[0].length ?? 1);
}

/** Splits on top-level `;`, dropping comments-only and empty statements; statements keep their text. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    const commentEnd = skipComment(sql, i);
    let next: number;
    if (commentEnd !== -1) next = commentEnd;
    else if (char === "'" || char === '"') next = skipQuoted(sql, i);
    else if (char === '$') next = Math.max(skipDollarQuoted(sql, i), i + 1);
    // An E directly before a quote opens an E'…' string: leave it to the quote.
    else if (NAME_START.test(char) && !opensEscapeString(sql, i + 1)) next = skipName(sql, i);
    else if (char === ';') {
      statements.push(current);
      current = '';
      i += 1;
      continue;
    } else next = i + 1;
    current += sql.slice(i, next);
    i = next;
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => tokenize(statement).length > 0);
}

/** Words and punctuation outside strings and comments. */
function tokenize(statement: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  while (i < statement.length) {
    const char = statement[i];
    const commentEnd = skipComment(statement, i);
    if (commentEnd !== -1) {
      i = commentEnd;
    } else if (char === "'" || char === '"') {
      let start = i;
      if (opensEscapeString(statement, i)) start = tokens.pop()?.start ?? i;
      i = skipQuoted(statement, i);
      tokens.push({ text: char === "'" ? '<string>' : '<identifier>', depth, start, end: i });
    } else if (char === '$' && skipDollarQuoted(statement, i) !== -1) {
      const start = i;
      i = skipDollarQuoted(statement, i);
      tokens.push({ text: '<string>', depth, start, end: i });
    } else if (NAME_START.test(char)) {
      const word = NAME.exec(statement.slice(i))?.[0] ?? char;
      tokens.push({ text: word.toUpperCase(), depth, start: i, end: i + word.length });
      i += word.length;
    } else if (/\d/.test(char)) {
      const number = /^\d[\d_]*(\.\d+)?/.exec(statement.slice(i))?.[0] ?? char;
      tokens.push({ text: number, depth, start: i, end: i + number.length });
      i += number.length;
    } else if (/\s/.test(char)) {
      i += 1;
    } else {
      if (char === ')') depth = Math.max(0, depth - 1);
      tokens.push({ text: char, depth, start: i, end: i + 1 });
      if (char === '(') depth += 1;
      i += 1;
    }
  }
  return tokens;
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
    if (explained !== undefined && (MUTATING_FIRST_WORDS.has(explained) || SESSION_FIRST_WORDS.has(explained))) return true;
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
  return first !== undefined && ['SELECT', 'WITH', 'VALUES', 'FROM', 'TABLE', 'PIVOT', 'UNPIVOT'].includes(first) && !isMutatingStatement(statement);
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
