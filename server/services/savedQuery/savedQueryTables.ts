/**
 * A saved query's `sql_tables` (Superset's SavedQuery.sql_tables): the tables its SQL reads, found
 * after FROM and JOIN — CTE names, subqueries, table functions, file paths and the FROM of
 * EXTRACT/TRIM/SUBSTRING are not tables. Good enough for the list page's 'Tables' column, not a
 * full SQL parser.
 */
import { codeTokens } from '../../../common/sql/sqlLexer';

interface SqlTable {
  table: string;
  schema: string | null;
  catalog: string | null;
}

type TokenKind = 'word' | 'identifier' | 'string' | 'punct';
interface Token {
  kind: TokenKind;
  /** As written for identifiers and words; upper case in `upper`. */
  text: string;
  upper: string;
}

/** Words that end a table reference instead of being its alias. */
const CLAUSE_WORDS = new Set([
  'WHERE',
  'GROUP',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'HAVING',
  'WINDOW',
  'QUALIFY',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'JOIN',
  'ON',
  'USING',
  'LEFT',
  'RIGHT',
  'INNER',
  'OUTER',
  'FULL',
  'CROSS',
  'NATURAL',
  'SEMI',
  'ANTI',
  'POSITIONAL',
  'ASOF',
  'LATERAL',
  'SELECT',
  'FROM',
  'AS',
  'TABLESAMPLE',
  'PIVOT',
  'UNPIVOT',
  'FETCH',
]);

/** The shared lexer's tokens, comments left out; backtick-quoted names are read too, as in other databases' SQL. */
function tokenize(sql: string): Token[] {
  return codeTokens(sql, { backtickNames: true }).map((token): Token => {
    if (token.kind === 'word') return { kind: 'word', text: token.text, upper: token.text.toUpperCase() };
    if (token.kind === 'quotedName') {
      const quote = token.text[0];
      const text = token.text
        .slice(1, -1)
        .split(quote + quote)
        .join(quote);
      return { kind: 'identifier', text, upper: text.toUpperCase() };
    }
    if (token.kind === 'string') return { kind: 'string', text: '', upper: '' };
    return { kind: 'punct', text: token.text, upper: token.text };
  });
}

const isName = (token: Token | undefined): token is Token =>
  token !== undefined && (token.kind === 'word' || token.kind === 'identifier');

/** Names defined by WITH: `name AS (` (and `name(cols) AS (`). */
function cteNames(tokens: Token[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, index) => {
    if (!isName(token)) return;
    let next = index + 1;
    if (
      tokens[next]?.text === '(' &&
      tokens[index - 1] !== undefined &&
      ['WITH', 'RECURSIVE', ','].includes(tokens[index - 1].upper)
    ) {
      while (next < tokens.length && tokens[next].text !== ')') next += 1;
      next += 1;
    }
    if (tokens[next]?.upper === 'AS' && tokens[next + 1]?.text === '(') names.add(token.upper);
  });
  return names;
}

class TableCollector {
  readonly tables: SqlTable[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly tokens: Token[],
    private readonly ctes: Set<string>,
  ) {}

  /** Reads one table reference at `index`; returns the index after it (and its alias). */
  readReference(index: number): number {
    const parts: string[] = [];
    let i = index;
    while (isName(this.tokens[i])) {
      parts.push(this.tokens[i].text);
      if (this.tokens[i + 1]?.text !== '.') break;
      i += 2;
    }
    if (parts.length === 0) return index;
    i += 1;
    if (this.tokens[i]?.text === '(') return i; // a table function such as range(10) or read_csv(…)
    if (parts.length === 1 && (this.ctes.has(parts[0].toUpperCase()) || CLAUSE_WORDS.has(parts[0].toUpperCase())))
      return i;
    this.add(parts);
    if (this.tokens[i]?.upper === 'AS') i += 1;
    if (isName(this.tokens[i]) && !CLAUSE_WORDS.has(this.tokens[i].upper)) i += 1;
    return i;
  }

  private add(parts: string[]): void {
    const [table, schema = null, catalog = null] = [...parts].reverse();
    const key = JSON.stringify([catalog, schema, table]);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.tables.push({ table, schema, catalog });
  }
}

/** The tables the SQL reads, each once, in the order they appear. */
export function extractSqlTables(sql: string | null): SqlTable[] {
  if (!sql) return [];
  const tokens = tokenize(sql);
  const collector = new TableCollector(tokens, cteNames(tokens));
  // For each open parenthesis: whether it holds a query (FROM inside a function call is not one).
  const parens: boolean[] = [];
  const inQuery = () => parens.length === 0 || parens[parens.length - 1];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token.text === '(') {
      parens.push(['SELECT', 'WITH', 'FROM', 'VALUES'].includes(tokens[i + 1]?.upper ?? ''));
      i += 1;
    } else if (token.text === ')') {
      parens.pop();
      i += 1;
    } else if ((token.upper === 'FROM' || token.upper === 'JOIN') && inQuery()) {
      const list = token.upper === 'FROM';
      i = collector.readReference(i + 1);
      while (list && tokens[i]?.text === ',') i = collector.readReference(i + 1);
    } else {
      i += 1;
    }
  }
  return collector.tables;
}
