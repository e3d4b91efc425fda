/**
 * What a refused import asks of the user, read as Superset's import modal reads it: each error's
 * `extra` maps a bundle file to its problem — a database password is needed, or the object already
 * exists and `overwrite=true` was not passed. Any other problem ends the import.
 */
import type { ClientError, SupersetError } from '../../api/types';

const PASSWORD_NEEDED_TEXT = 'Must provide a password for the database';
const ALREADY_EXISTS_TEXT = 'already exists and `overwrite=true` was not passed';

type ImportFailure =
  { kind: 'terminal'; message: string } | { kind: 'needsInput'; passwordsNeeded: string[]; alreadyExists: string[] };

function isNeedsPassword(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const schema = (payload as { _schema?: unknown })._schema;
  return Array.isArray(schema) && schema.length === 1 && schema[0] === PASSWORD_NEEDED_TEXT;
}

function isAlreadyExists(payload: unknown): boolean {
  return typeof payload === 'string' && payload.includes(ALREADY_EXISTS_TEXT);
}

/** The bundle files of the errors' `extra`, without Superset's issue codes. */
function fileProblems(error: SupersetError): [string, unknown][] {
  return Object.entries(error.extra ?? {}).filter(([key]) => key !== 'issue_codes');
}

function filesWhere(errors: SupersetError[], matches: (payload: unknown) => boolean): string[] {
  return errors.flatMap((error) =>
    fileProblems(error)
      .filter(([, payload]) => matches(payload))
      .map(([fileName]) => fileName),
  );
}

function hasTerminalProblem(errors: SupersetError[]): boolean {
  return errors.some((error) => {
    const problems = fileProblems(error);
    if (problems.length === 0) return true;
    return !problems.every(([, payload]) => isNeedsPassword(payload) || isAlreadyExists(payload));
  });
}

/** The text of an import that cannot go on. */
function importErrorText(reason: string): string {
  return `An error occurred while importing dashboard: ${reason}`;
}

export function classifyImportFailure(error: ClientError): ImportFailure {
  const errors = error.errors ?? [];
  if (errors.length === 0) return { kind: 'terminal', message: importErrorText(error.message || error.error) };
  if (hasTerminalProblem(errors)) {
    return { kind: 'terminal', message: importErrorText(errors.map((entry) => entry.message).join('\n')) };
  }
  return {
    kind: 'needsInput',
    passwordsNeeded: filesWhere(errors, isNeedsPassword),
    alreadyExists: filesWhere(errors, isAlreadyExists),
  };
}
