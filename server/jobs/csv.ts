/**
 * Results as CSV the way Superset's export writes them (pandas `to_csv`, comma separated, no index),
 * written by csv-stringify: a header of column names, `\n` after every line, empty cells for nulls,
 * True/False for booleans, JSON for nested values, fields quoted only when they hold a separator, a
 * quote or a line break (quotes doubled).
 */
import { stringify } from 'csv-stringify/sync';
import type { Cell, Row } from '../engines/types';

/** csv-stringify quotes fields holding its record delimiter (`\n`); pandas quotes a lone `\r` too. */
const CARRIAGE_RETURN = /\r/;

export function toCsv(columnNames: readonly string[], rows: readonly Row[]): string {
  // Records as arrays: csv-stringify reads object records by key path, which column names such as
  // `a.b` would confuse.
  const records: Cell[][] = [[...columnNames]];
  for (const row of rows) records.push(columnNames.map((name) => row[name] ?? null));
  return stringify(records, {
    delimiter: ',',
    record_delimiter: 'unix',
    quoted_match: CARRIAGE_RETURN,
    cast: {
      boolean: (value) => (value ? 'True' : 'False'),
      object: (value) => JSON.stringify(value),
    },
  });
}
