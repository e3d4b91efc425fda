/**
 * SQL split into tokens the way DuckDB's scanner (PostgreSQL's) reads it, so that what a caller
 * takes for "outside a string or comment" is what the engine sees: '…' strings with doubled
 * quotes, E'…' strings where a backslash escapes too, "…" names, $tag$…$tag$ strings, -- comments
 * ended by a line feed or a carriage return, /* … *\/ comments that nest. It never throws: a string,
 * name or comment the text ends inside is a token with `terminated: false`, running to the end.
 */

export type SqlTokenKind = 'word' | 'quotedName' | 'string' | 'number' | 'comment' | 'symbol';

export interface SqlToken {
  kind: SqlTokenKind;
  /** The token as written: a symbol is one character (`;`, `(`, `*`, …). */
  text: string;
  /** Offsets in the SQL, end exclusive. */
  start: number;
  end: number;
  /** False for a string, quoted name or block comment still open at the end of the text. */
  terminated: boolean;
}

interface SqlLexOptions {
  /**
   * Read `…` as a quoted name too (MySQL and others; DuckDB has no such quote). For readers that
   * only look and decide nothing, such as the editor's statement under the cursor.
   */
  backtickNames?: boolean;
}

/** A name: as in DuckDB, any non-ASCII character counts as a letter, and `$` may follow the first character. */
const NAME = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
/** Integer, decimal or real; digits may be grouped with single underscores (`1_000`). */
const NUMBER = /(?:\d(?:_?\d)*)?(?:\.(?:\d(?:_?\d)*)?)?(?:[eE][+-]?\d(?:_?\d)*)?/y;
const DOLLAR_QUOTE = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;
const SPACE = /\s/;
const DIGIT = /\d/;

function matchAt(pattern: RegExp, sql: string, start: number): string | null {
  pattern.lastIndex = start;
  return pattern.exec(sql)?.[0] ?? null;
}

/** End of a quoted run opened at `start`: the quote doubles to escape; with `backslashes`, `\` escapes the next character. */
function quotedEnd(sql: string, start: number, backslashes: boolean): { end: number; terminated: boolean } {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashes && char === '\\') i += 2;
    else if (char === quote) {
      if (sql[i + 1] !== quote) return { end: i + 1, terminated: true };
      i += 2;
    } else i += 1;
  }
  return { end: sql.length, terminated: false };
}

/** End of the block comment opened at `start`, nested comments included. */
function blockCommentEnd(sql: string, start: number): { end: number; terminated: boolean } {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return { end: i, terminated: true };
    } else i += 1;
  }
  return { end: sql.length, terminated: false };
}

function lineCommentEnd(sql: string, start: number): number {
  let i = start + 2;
  while (i < sql.length && sql[i] !== '\n' && sql[i] !== '\r') i += 1;
  return i;
}

/** Every token of `sql` in order, comments included, white space left out. */
export function lexSql(sql: string, options: SqlLexOptions = {}): SqlToken[] {
  const tokens: SqlToken[] = [];
  const push = (kind: SqlTokenKind, start: number, end: number, terminated = true) => {
    tokens.push({ kind, text: sql.slice(start, end), start, end, terminated });
  };
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    const dollarTag = char === '$' ? matchAt(DOLLAR_QUOTE, sql, i) : null;
    if (char === '-' && next === '-') {
      const end = lineCommentEnd(sql, i);
      push('comment', i, end);
      i = end;
    } else if (char === '/' && next === '*') {
      const { end, terminated } = blockCommentEnd(sql, i);
      push('comment', i, end, terminated);
      i = end;
    } else if ((char === 'E' || char === 'e') && next === "'") {
      // E'…' only where a token starts: inside a longer name (`name'…'`) the quote opens a plain string.
      const { end, terminated } = quotedEnd(sql, i + 1, true);
      push('string', i, end, terminated);
      i = end;
    } else if (char === "'" || char === '"' || (char === '`' && options.backtickNames)) {
      const { end, terminated } = quotedEnd(sql, i, false);
      push(char === "'" ? 'string' : 'quotedName', i, end, terminated);
      i = end;
    } else if (dollarTag !== null) {
      const close = sql.indexOf(dollarTag, i + dollarTag.length);
      const end = close === -1 ? sql.length : close + dollarTag.length;
      push('string', i, end, close !== -1);
      i = end;
    } else if (NAME_START.test(char)) {
      const end = i + (matchAt(NAME, sql, i) ?? char).length;
      push('word', i, end);
      i = end;
    } else if (DIGIT.test(char) || (char === '.' && DIGIT.test(next ?? ''))) {
      const end = i + (matchAt(NUMBER, sql, i) || char).length;
      push('number', i, end);
      i = end;
    } else if (SPACE.test(char)) {
      i += 1;
    } else {
      push('symbol', i, i + 1);
      i += 1;
    }
  }
  return tokens;
}

/** The tokens a parser reads: comments left out. */
export function codeTokens(sql: string, options: SqlLexOptions = {}): SqlToken[] {
  return lexSql(sql, options).filter((token) => token.kind !== 'comment');
}

/** True for the `;` that ends a statement. */
export function isStatementEnd(token: SqlToken): boolean {
  return token.kind === 'symbol' && token.text === ';';
}
