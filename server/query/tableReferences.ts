/**
 * The tables a SQL script reads, found with DuckDB's own parser (see tableReferencesParser.ts and
 * tableReferencesWalk.ts), for Superset's table-level access check of SQL Lab runs and virtual
 * datasets. A view counts as a table. Statements DuckDB cannot serialize (anything but a query,
 * e.g. CREATE, SET, PRAGMA, a PIVOT that needs its values looked up) and SQL it cannot parse are
 * reported as needing access to the whole database; EXPLAIN is looked through to its statement.
 */
import { splitStatements } from './sqlStatements';
import { serializeSql } from './tableReferencesParser';
import { walkStatement, type DatabaseLevelReason, type TableReference } from './tableReferencesWalk';

export type { DatabaseLevelReason, TableReference } from './tableReferencesWalk';
export { STATEFUL_SCALAR_FUNCTIONS } from './tableReferencesWalk';

export interface TableReferenceAnalysis {
  /** Every table the script names, in order, CTE names left out. */
  tables: TableReference[];
  /** Why the script can only be allowed with access to the whole database, or null. */
  databaseLevel: DatabaseLevelReason | null;
}

const LEADING_TRIVIA = String.raw`(?:\s|--[^\n\r]*|/\*[\s\S]*?\*/)*`;
const EXPLAIN_PREFIX = new RegExp(String.raw`^${LEADING_TRIVIA}EXPLAIN\b\s*(?:ANALY[SZ]E\b\s*)?`, 'i');
const FIRST_WORD = new RegExp(String.raw`^${LEADING_TRIVIA}([A-Za-z_]+)`);

function merge(into: TableReferenceAnalysis, from: TableReferenceAnalysis): TableReferenceAnalysis {
  return { tables: [...into.tables, ...from.tables], databaseLevel: into.databaseLevel ?? from.databaseLevel };
}

/** Index just past the parenthesised group opening `text`, or -1. */
function groupEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** What EXPLAIN [ANALYZE] [(options)] wraps: the statement as it may be read, or [] when not an EXPLAIN. */
function explainedStatements(statement: string): string[] {
  const prefix = EXPLAIN_PREFIX.exec(statement);
  if (!prefix) return [];
  const rest = statement.slice(prefix[0].length);
  const end = rest.startsWith('(') ? groupEnd(rest) : -1;
  return end > 0 ? [rest, rest.slice(end)] : [rest];
}

function statementKeyword(statement: string): string {
  return (FIRST_WORD.exec(statement)?.[1] ?? '').toUpperCase();
}

async function analyzeSingleStatement(
  statement: string,
  functions: ReadonlySet<string>,
): Promise<TableReferenceAnalysis> {
  const candidates = explainedStatements(statement);
  let analysis: TableReferenceAnalysis | null = null;
  for (const candidate of candidates.filter((text) => text.trim() !== '')) {
    analysis = await analyzeScript(candidate, functions);
    if (analysis.databaseLevel?.kind !== 'syntax') return analysis;
  }
  return analysis ?? { tables: [], databaseLevel: { kind: 'statement', keyword: statementKeyword(statement) } };
}

async function analyzeScript(sql: string, functions: ReadonlySet<string>): Promise<TableReferenceAnalysis> {
  const serialized = await serializeSql(sql);
  if (serialized.ok) {
    return serialized.statements
      .map((statement) => walkStatement(statement, functions))
      .reduce(merge, { tables: [], databaseLevel: null });
  }
  if (serialized.errorType === 'parser')
    return { tables: [], databaseLevel: { kind: 'syntax', message: serialized.message } };
  // Some statement is not a query: look at each one on its own.
  const statements = splitStatements(sql);
  if (statements.length === 1) return analyzeSingleStatement(statements[0], functions);
  let analysis: TableReferenceAnalysis = { tables: [], databaseLevel: null };
  for (const statement of statements) analysis = merge(analysis, await analyzeScript(statement, functions));
  return analysis;
}

/**
 * The tables `sql` reads, as written (catalog and schema null when not given). `databaseFunctions`
 * holds the lower-case names of the functions and macros defined in the database the SQL runs on.
 */
export function analyzeTableReferences(
  sql: string,
  databaseFunctions: ReadonlySet<string> = new Set(),
): Promise<TableReferenceAnalysis> {
  return analyzeScript(sql, databaseFunctions);
}
