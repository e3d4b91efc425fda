/**
 * What SQL run through a DuckDB engine may do to the machine: nothing. The instance is opened with
 * external access off and its configuration locked, so no statement can read or write a file (its
 * own database file, WAL and spill folder aside), attach a database file, install or load an
 * extension, or turn a setting back. DuckDB leaves a few things outside that lock; each script is
 * also checked here, on DuckDB's own parse of it (statement kinds) and on its text (function names).
 */
import { StatementType } from '@duckdb/node-api';
import { EngineError } from './types';

/**
 * Instance options. `lock_configuration` comes last so that it locks the others; secrets are kept
 * in memory only (the persistent store lives in the home folder, outside the allowed paths).
 */
export const LOCKED_INSTANCE_OPTIONS: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
  allow_persistent_secrets: 'false',
  lock_configuration: 'true',
};

/**
 * Statement kinds no caller needs and the lock does not (fully) stop: ATTACH ':memory:' and DETACH
 * succeed under it, PRAGMA and CALL reach switches outside it (checkpoint on shutdown, optimizer,
 * verification, profiling), LOAD still loads built-in extensions. COPY and EXPORT already fail on
 * the file; refusing the kind gives a clear answer before DuckDB tries.
 */
const REFUSED_STATEMENTS: ReadonlyMap<StatementType, string> = new Map([
  [StatementType.ATTACH, 'ATTACH'],
  [StatementType.DETACH, 'DETACH'],
  [StatementType.LOAD, 'INSTALL/LOAD'],
  [StatementType.UPDATE_EXTENSIONS, 'UPDATE EXTENSIONS'],
  [StatementType.EXTENSION, 'extension'],
  [StatementType.COPY, 'COPY'],
  [StatementType.COPY_DATABASE, 'COPY FROM DATABASE'],
  [StatementType.EXPORT, 'EXPORT DATABASE'],
  [StatementType.PRAGMA, 'PRAGMA'],
  [StatementType.CALL, 'CALL'],
]);

/**
 * Functions that change the instance or the connection despite the lock (logging to a file breaks
 * every later query and aborts the process on shutdown; profiling to a file breaks the connection),
 * functions that run SQL given as a value, which would hide any name from this check, and sniff_csv,
 * the one file reader that opens its file only when it runs (its plan or a view of it would pass).
 */
const REFUSED_FUNCTIONS = [
  'sniff_csv',
  'enable_logging',
  'disable_logging',
  'truncate_duckdb_logs',
  'enable_profiling',
  'disable_profiling',
  'enable_peg_parser',
  'disable_peg_parser',
  'checkpoint',
  'force_checkpoint',
  'query',
  'json_execute_serialized_sql',
] as const;

/** A name as DuckDB reads it: letters, digits, `_`, `$` and any non-ASCII character. */
const NAME_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const REFUSED_NAME = new RegExp(`(${REFUSED_FUNCTIONS.join('|')})`, 'gi');

/** Index of the first character after spaces, closing quotes and comments from `start`; -1 inside an unclosed comment. */
function skipToNextToken(sql: string, start: number): number {
  let i = start;
  while (i < sql.length) {
    if (/\s/.test(sql[i]) || sql[i] === '"') i += 1;
    else if (sql.startsWith('--', i)) {
      while (i < sql.length && sql[i] !== '\n' && sql[i] !== '\r') i += 1;
    } else if (sql.startsWith('/*', i)) {
      // DuckDB nests block comments.
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else i += 1;
      } while (depth > 0 && i < sql.length);
      if (depth > 0) return -1;
    } else return i;
  }
  return i;
}

/**
 * The refused functions called in `sql`: a refused name (any case, quoted or not) followed by `(`.
 * Names inside strings and comments count too: refusing a harmless text is better than missing a call.
 */
export function refusedFunctionsIn(sql: string): string[] {
  const found = new Set<string>();
  for (const match of sql.matchAll(REFUSED_NAME)) {
    const start = match.index;
    const end = start + match[0].length;
    if ((start > 0 && NAME_CHAR.test(sql[start - 1])) || (end < sql.length && NAME_CHAR.test(sql[end]))) continue;
    const next = skipToNextToken(sql, end);
    if (next === -1 || sql[next] === '(') found.add(match[0].toLowerCase());
  }
  return [...found];
}

/** Throws when the script calls a refused function. */
export function assertNoRefusedFunction(sql: string): void {
  const names = refusedFunctionsIn(sql);
  if (names.length > 0) {
    throw new EngineError(`The function ${names.join(', ')} is not allowed on this database.`, 'not_allowed');
  }
}

/** Throws when DuckDB parsed a statement of a refused kind. */
export function assertAllowedStatement(type: StatementType): void {
  const refused = REFUSED_STATEMENTS.get(type);
  if (refused) throw new EngineError(`${refused} statements are not allowed on this database.`, 'not_allowed');
}

/** Statements after which a connection holds no state of its own (anything else may have set some). */
export function leavesConnectionClean(type: StatementType): boolean {
  return type === StatementType.SELECT || type === StatementType.EXPLAIN;
}
