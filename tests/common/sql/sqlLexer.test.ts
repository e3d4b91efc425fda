// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeTokens, isStatementEnd, lexSql, type SqlToken } from '../../../common/sql/sqlLexer';

/** `kind:text` of each token, for compact expectations. */
const kinds = (tokens: readonly SqlToken[]) => tokens.map((token) => `${token.kind}:${token.text}`);
const lex = (sql: string) => kinds(lexSql(sql));

describe('lexSql', () => {
  it('reads words, numbers and symbols, leaving white space out', () => {
    expect(lex('SELECT a1, 2 FROM t;')).toEqual([
      'word:SELECT',
      'word:a1',
      'symbol:,',
      'number:2',
      'word:FROM',
      'word:t',
      'symbol:;',
    ]);
  });

  it('gives each token its offsets', () => {
    expect(lexSql("  x = 'a'").map(({ start, end }) => [start, end])).toEqual([
      [2, 3],
      [4, 5],
      [6, 9],
    ]);
  });

  it('reads a single-quoted string with doubled quotes as one token', () => {
    expect(lex("'it''s; fine' x")).toEqual(["string:'it''s; fine'", 'word:x']);
  });

  it('keeps a backslash in a plain string literal', () => {
    expect(lex("'a\\'; b")).toEqual(["string:'a\\'", 'symbol:;', 'word:b']);
  });

  it("lets a backslash escape in an E'…' string, upper or lower case", () => {
    expect(lex("E'\\'; ' x")).toEqual(["string:E'\\'; '", 'word:x']);
    expect(lex("e'a\\\\'; x")).toEqual(["string:e'a\\\\'", 'symbol:;', 'word:x']);
    expect(lex("E'a''b'")).toEqual(["string:E'a''b'"]);
  });

  it("opens an E'…' string only where a token starts, as DuckDB does", () => {
    expect(lex("name'\\'")).toEqual(['word:name', "string:'\\'"]);
    expect(lex("1E'\\''")).toEqual(['number:1', "string:E'\\''"]);
    expect(lex("$E'\\''")).toEqual(['symbol:$', "string:E'\\''"]);
    expect(lex("1_E'\\'")).toEqual(['number:1', 'word:_E', "string:'\\'"]);
    expect(lex("E '\\'")).toEqual(['word:E', "string:'\\'"]);
  });

  it('reads a double-quoted name with doubled quotes as one token', () => {
    expect(lex('"a;""b" c')).toEqual(['quotedName:"a;""b"', 'word:c']);
  });

  it('reads backticks as a quote only when asked', () => {
    expect(lex('`a;b`')).toEqual(['symbol:`', 'word:a', 'symbol:;', 'word:b', 'symbol:`']);
    expect(kinds(lexSql('`a;b` c', { backtickNames: true }))).toEqual(['quotedName:`a;b`', 'word:c']);
  });

  it('reads dollar-quoted strings, with or without a tag', () => {
    expect(lex('$$;$$ x')).toEqual(['string:$$;$$', 'word:x']);
    expect(lex('$tag$ ; $$ ; $tag$;')).toEqual(['string:$tag$ ; $$ ; $tag$', 'symbol:;']);
    expect(lex('$é$;$é$')).toEqual(['string:$é$;$é$']);
  });

  it('does not open a dollar-quoted string inside a name, nor for a parameter', () => {
    expect(lex('a$x$; b$x$')).toEqual(['word:a$x$', 'symbol:;', 'word:b$x$']);
    expect(lex('é$x$;')).toEqual(['word:é$x$', 'symbol:;']);
    expect(lex('$1;')).toEqual(['symbol:$', 'number:1', 'symbol:;']);
  });

  it('counts any non-ASCII character as a letter of a name', () => {
    expect(lex('naïve;')).toEqual(['word:naïve', 'symbol:;']);
    expect(lex('a\u00a0b')).toEqual(['word:a\u00a0b']);
  });

  it('reads numbers as DuckDB does: grouped digits, decimals, exponents', () => {
    expect(lex('1_000 1.5 .5 1. 1e5 1.e2 2E-3')).toEqual([
      'number:1_000',
      'number:1.5',
      'number:.5',
      'number:1.',
      'number:1e5',
      'number:1.e2',
      'number:2E-3',
    ]);
    expect(lex('1__0 1ab')).toEqual(['number:1', 'word:__0', 'number:1', 'word:ab']);
  });

  it('ends a line comment at a line feed or a carriage return', () => {
    expect(lex('a -- c ;\nb')).toEqual(['word:a', 'comment:-- c ;', 'word:b']);
    expect(lex('a -- c ;\r; b')).toEqual(['word:a', 'comment:-- c ;', 'symbol:;', 'word:b']);
  });

  it('nests block comments', () => {
    expect(lex('a /* x /* y ; */ z ; */; b')).toEqual([
      'word:a',
      'comment:/* x /* y ; */ z ; */',
      'symbol:;',
      'word:b',
    ]);
    expect(lex('a /*/ ; */; b')).toEqual(['word:a', 'comment:/*/ ; */', 'symbol:;', 'word:b']);
  });

  it('marks what the text ends inside as not terminated, running to the end', () => {
    const open = (sql: string) => lexSql(sql).map((token) => [token.kind, token.text, token.terminated]);
    expect(open("a 'b; c")).toEqual([
      ['word', 'a', true],
      ['string', "'b; c", false],
    ]);
    expect(open('"b')).toEqual([['quotedName', '"b', false]]);
    expect(open("E'\\")).toEqual([['string', "E'\\", false]]);
    expect(open('$t$ x $$')).toEqual([['string', '$t$ x $$', false]]);
    expect(open('/* a /* b */ c')).toEqual([['comment', '/* a /* b */ c', false]]);
    expect(open('-- to the end')).toEqual([['comment', '-- to the end', true]]);
  });

  it('reads a lone */ as two symbols', () => {
    expect(lex('a */ b')).toEqual(['word:a', 'symbol:*', 'symbol:/', 'word:b']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(lexSql('')).toEqual([]);
    expect(lexSql(' \n\t ')).toEqual([]);
  });
});

describe('codeTokens and isStatementEnd', () => {
  it('leaves comments out', () => {
    expect(kinds(codeTokens('a /* b */ -- c\n d'))).toEqual(['word:a', 'word:d']);
  });

  it('finds the semicolons that end statements, not those in strings, names or comments', () => {
    const sql = 'SELECT \';\' AS "x;"; /* ; */ SELECT $$;$$ -- ;\n; SELECT 3';
    expect(
      lexSql(sql)
        .filter(isStatementEnd)
        .map((token) => token.start),
    ).toEqual([18, 46]);
  });
});
