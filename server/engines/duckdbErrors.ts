/**
 * DuckDB error messages → EngineError kinds. The message text is kept as DuckDB wrote it, except
 * for refusals of the locked-down instance, which say plainly what is not allowed (DuckDB's text
 * names folders of the machine the user did not write, such as the extension directory).
 */
import { EngineError } from './types';

type EngineErrorKind = EngineError['kind'];

/** First match wins: the schema rules come before the table rule ("… because schema … does not exist"). */
const RULES: ReadonlyArray<{ kind: EngineErrorKind; pattern: RegExp }> = [
  { kind: 'syntax', pattern: /^Parser Error:/m },
  { kind: 'not_allowed', pattern: /^Permission Error:/m },
  { kind: 'not_allowed', pattern: /the configuration has been locked/ },
  { kind: 'internal', pattern: /^(INTERNAL|FATAL) Error:/m },
  { kind: 'schema_missing', pattern: /Schema with name .+ does not exist/ },
  { kind: 'schema_missing', pattern: /because schema .+ does not exist/ },
  { kind: 'schema_missing', pattern: /No catalog \+ schema named .+ found/ },
  { kind: 'table_missing', pattern: /Table with name .+ does not exist/ },
  { kind: 'table_missing', pattern: /Table or view with name .+ does not exist/ },
  { kind: 'column_missing', pattern: /Referenced column .+ not found/ },
  { kind: 'column_missing', pattern: /does not have a column named/ },
  { kind: 'column_missing', pattern: /Column with name .+ does not exist/ },
];

export const FILE_ACCESS_REFUSED =
  'This database does not allow reading or writing files, attaching other databases or loading extensions.';

export function errorKindOf(message: string): EngineErrorKind {
  for (const rule of RULES) if (rule.pattern.test(message)) return rule.kind;
  return 'generic';
}

/** What the user is told when the locked-down instance refused the SQL. */
function refusalMessage(message: string): string {
  const setting = /Cannot change configuration option "([^"]+)"/.exec(message)?.[1];
  if (setting) return `The setting "${setting}" cannot be changed on this database.`;
  return FILE_ACCESS_REFUSED;
}

/** Any error thrown by DuckDB → an EngineError with the matching kind. */
export function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  // The Node API wraps parse errors of multi-statement scripts; the analyst needs DuckDB's text.
  const message = raw.replace(/^Failed to extract statements: /, '');
  const kind = errorKindOf(message);
  return new EngineError(kind === 'not_allowed' ? refusalMessage(message) : message, kind);
}
