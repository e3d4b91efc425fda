/**
 * Reading an operation's options as Python reads keyword arguments: unknown names and missing
 * required ones fail with Python's TypeError text; wrong types fail with a short reason. Also
 * Superset's validate_column_args.
 */
import { topLevelNames, type Frame, type FrameValue } from './frame';
import { PostProcessingError } from './types';

export const REFERENCED_COLUMNS_MISSING = 'Referenced columns not available in DataFrame.';

export class OperationOptions {
  constructor(
    readonly operation: string,
    readonly raw: Record<string, unknown>,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key))
        throw new PostProcessingError(`${operation}() got an unexpected keyword argument '${key}'`);
    }
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  private invalid(name: string, expected: string): PostProcessingError {
    return new PostProcessingError(`${this.operation}(): \`${name}\` must be ${expected}`);
  }

  required(name: string): unknown {
    if (!(name in this.raw))
      throw new PostProcessingError(`${this.operation}() missing 1 required positional argument: '${name}'`);
    return this.raw[name];
  }

  string(name: string, fallback?: string): string {
    const value = this.has(name) ? this.raw[name] : fallback === undefined ? this.required(name) : fallback;
    if (typeof value !== 'string') throw this.invalid(name, 'a string');
    return value;
  }

  optionalString(name: string): string | null {
    if (!this.has(name)) return null;
    return this.string(name);
  }

  bool(name: string, fallback: boolean): boolean {
    if (!this.has(name)) return fallback;
    const value = this.raw[name];
    if (typeof value !== 'boolean') throw this.invalid(name, 'a boolean');
    return value;
  }

  optionalNumber(name: string): number | null {
    if (!this.has(name)) return null;
    const value = this.raw[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) throw this.invalid(name, 'a number');
    return value;
  }

  integer(name: string, fallback: number): number {
    const value = this.optionalNumber(name);
    if (value === null) return fallback;
    if (!Number.isInteger(value)) throw this.invalid(name, 'an integer');
    return value;
  }

  /** A list of names; a single string counts as a one-item list. */
  names(name: string, requiredOption = false): string[] {
    if (!this.has(name)) {
      if (requiredOption) this.required(name);
      return [];
    }
    const value = this.raw[name];
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      throw this.invalid(name, 'a list of column names');
    return value as string[];
  }

  /** A `{name: value}` mapping (e.g. `columns: {src: dst}`). */
  mapping(name: string, requiredOption = false): Record<string, unknown> {
    if (!this.has(name)) {
      if (requiredOption) this.required(name);
      return {};
    }
    const value = this.raw[name];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw this.invalid(name, 'a mapping');
    return value as Record<string, unknown>;
  }

  /** A `{source: target}` mapping of column names. */
  renames(name: string, requiredOption = false): Record<string, string> {
    const mapping = this.mapping(name, requiredOption);
    for (const target of Object.values(mapping)) {
      if (typeof target !== 'string') throw this.invalid(name, 'a mapping of column names');
    }
    return mapping as Record<string, string>;
  }

  /** The cell-valued option (fill values). */
  scalar(name: string): FrameValue {
    if (!this.has(name)) return null;
    const value = this.raw[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    throw this.invalid(name, 'a number or a string');
  }
}

/** The names an option refers to: list items, mapping keys, or a single string. */
function referencedNames(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.keys(value);
  return [value];
}

/** Superset's validate_column_args: each named option only names existing (level-0) columns. */
export function validateColumnArgs(frame: Frame, options: Record<string, unknown>, ...argNames: string[]): void {
  const available = topLevelNames(frame);
  for (const name of argNames) {
    if (!(name in options)) continue;
    if (!referencedNames(options[name]).every((item) => available.includes(item as FrameValue))) {
      throw new PostProcessingError(REFERENCED_COLUMNS_MISSING);
    }
  }
}
