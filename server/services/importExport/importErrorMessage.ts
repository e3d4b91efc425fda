/**
 * The message of a refused import as Superset 6.1's ImportModelsCommand words it (pure):
 * `Error importing dashboard: <file>: <problem>; <file>: <problem>`, where a problem that is not a
 * plain text is printed as Python prints the marshmallow messages (`{'slug': ['Must be unique']}`).
 */
import type { FileProblems } from './parseBundle';

function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let escaped = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') escaped += '\\\\';
    else if (char === quote) escaped += `\\${quote}`;
    else if (char === '\n') escaped += '\\n';
    else if (char === '\r') escaped += '\\r';
    else if (char === '\t') escaped += '\\t';
    else if (code < 0x20 || code === 0x7f) escaped += `\\x${code.toString(16).padStart(2, '0')}`;
    else escaped += char;
  }
  return `${quote}${escaped}${quote}`;
}

/** Python's repr() of a JSON-like value. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([key, entry]) => `${pythonString(key)}: ${pythonRepr(entry)}`).join(', ')}}`;
  }
  return String(value as number | bigint);
}

/** The 422 message naming every file's problem. */
export function importErrorMessage(modelName: string, problems: FileProblems): string {
  const details = Object.entries(problems).map(
    ([file, problem]) => `${file}: ${typeof problem === 'string' ? problem : pythonRepr(problem)}`,
  );
  return `Error importing ${modelName}: ${details.join('; ')}`;
}
