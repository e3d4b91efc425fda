/** Matching differences against the allowed list, and the report of those that are not on it. */
import type { Difference, DifferenceKind } from './compare';
import { globToRegExp } from './pointers';

export type AllowanceCategory =
  /** Superset does something wrong (or inconsistent) that the embedded server does not copy. */
  | 'superset-bug'
  /** A difference of versions or of the local setup (engine versions, configuration, worker mode). */
  | 'environment'
  /** A documented choice of the embedded server (the spec, the README, a comment at the code). */
  | 'deliberate'
  /**
   * The embedded server keeps its shape until the SPA reads Superset's (the client bug is
   * reported); then the server changes and the allowance goes.
   */
  | 'client-dependency';

export interface AllowedDifference {
  /** `METHOD /path` glob (`*` one path segment, `**` any): `GET /api/v1/chart/*`. */
  call: string;
  /** Only in the steps whose name matches this glob (`*` any text), when the call alone is too broad. */
  step?: string;
  /** JSON pointer glob; '' is the whole reply (a status difference). */
  pointer: string;
  kind: DifferenceKind | readonly DifferenceKind[];
  category: AllowanceCategory;
  reason: string;
}

export interface CallNames {
  embedded: string;
  superset: string;
}

function matches(allowance: AllowedDifference, step: string, call: CallNames, difference: Difference): boolean {
  const kinds: readonly DifferenceKind[] = typeof allowance.kind === 'string' ? [allowance.kind] : allowance.kind;
  if (!kinds.includes(difference.kind)) return false;
  if (allowance.step !== undefined && !globToRegExp(allowance.step, '\n').test(step)) return false;
  const callPattern = globToRegExp(allowance.call, '/');
  if (!callPattern.test(call.superset) && !callPattern.test(call.embedded)) return false;
  return globToRegExp(allowance.pointer, '/').test(difference.pointer);
}

export function unexplained(
  differences: readonly Difference[],
  step: string,
  call: CallNames,
  allowed: readonly AllowedDifference[],
): Difference[] {
  return differences.filter((difference) => !allowed.some((allowance) => matches(allowance, step, call, difference)));
}

const SHOWN_VALUE_LENGTH = 300;

function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH)}…` : text;
}

export function formatDifferences(step: string, call: CallNames, differences: readonly Difference[]): string {
  const header = call.embedded === call.superset ? call.superset : `${call.superset} (embedded: ${call.embedded})`;
  const lines = differences.map(
    (difference) =>
      `  ${difference.pointer || '(reply)'}  [${difference.kind}]\n      embedded: ${show(difference.embedded)}\n      superset: ${show(difference.superset)}`,
  );
  return [
    `${differences.length} difference(s) not in tests/superset/allowedDifferences.ts — ${step}`,
    `  ${header}`,
    ...lines,
  ].join('\n');
}
