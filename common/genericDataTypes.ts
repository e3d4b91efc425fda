/**
 * Superset's GenericDataType: the kind of a result or dataset column, sent as a number in
 * `coltypes`, `type_generic` and `column_types`.
 */

/** The kinds by name, as engines report them (some replies carry the name instead of the code). */
export type GenericTypeName = 'numeric' | 'string' | 'temporal' | 'boolean';

/** Name → code. */
export const GENERIC_TYPE_CODES = { numeric: 0, string: 1, temporal: 2, boolean: 3 } as const satisfies Record<
  GenericTypeName,
  number
>;

/** 0 numeric, 1 string, 2 temporal (epoch ms values in chart data), 3 boolean. */
export type GenericDataType = (typeof GENERIC_TYPE_CODES)[GenericTypeName];
