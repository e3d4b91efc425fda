/** DuckDB error messages → EngineError kinds. The message text is kept as DuckDB wrote it. */
import { EngineError } from './types';

type EngineErrorKind = EngineError['kind'];

/** First match wins: the schema rules come before the table rule ("… because schema … does not exist"). */
const RULES: ReadonlyArray<{ kind: EngineErrorKind; pattern: RegExp }> = [
  { kind: 'syntax', pattern: /^Parser Error:/m },
  { kind: 'schema_missing', pattern: /Schema with name .+ does not exist/ },
  { kind: 'schema_missing', pattern: /because schema .+ does not exist/ },
  { kind: 'schema_missing', pattern: /No catalog \+ schema named .+ found/ },
  { kind: 'table_missing', pattern: /Table with name .+ does not exist/ },
  { kind: 'table_missing', pattern: /Table or view with name .+ does not exist/ },
  { kind: 'column_missing', pattern: /Referenced column .+ not found/ },
  { kind: 'column_missing', pattern: /does not have a column named/ },
  { kind: 'column_missing', pattern: /Column with name .+ does not exist/ },
];

export function errorKindOf(message: string): EngineErrorKind {
  for (const rule of RULES) if (rule.pattern.test(message)) return rule.kind;
  return 'generic';
}

export function isInterruptError(error: unknown): boolean {
  return error instanceof Error && /^INTERRUPT Error|Interrupted!?$/.test(error.message);
}

/** Any error thrown by DuckDB → an EngineError with the matching kind. */
export function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  // The Node API wraps parse errors of multi-statement scripts; the analyst needs DuckDB's text.
  const message = raw.replace(/^Failed to extract statements: /, '');
  return new EngineError(message, errorKindOf(message));
}
