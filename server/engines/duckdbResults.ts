/**
 * Reads a (streaming) DuckDB result chunk by chunk into rows of JSON-safe cells, stopping at
 * `maxRows` so that a million-row result is never materialised for a caller that wants a thousand.
 */
import type { DuckDBResult } from '@duckdb/node-api';
import type { QueryResult, Row } from './types';
import { dedupeColumnNames, resultColumns } from './duckdbColumns';
import { columnReaderFor } from './duckdbValues';

function rowFactory(names: readonly string[]): () => Row {
  // On a null-prototype object "__proto__" is an ordinary key; on `{}` it would set the prototype.
  return names.includes('__proto__') ? () => Object.create(null) as Row : () => ({});
}

/** `checkStopped` runs before each chunk and throws when the query was stopped meanwhile. */
export async function readResult(
  result: DuckDBResult,
  maxRows: number = Number.POSITIVE_INFINITY,
  checkStopped: () => void = () => {},
): Promise<QueryResult> {
  const types = result.columnTypes();
  const names = dedupeColumnNames(result.columnNames());
  const columns = resultColumns(names, types);
  const readers = types.map(columnReaderFor);
  const newRow = rowFactory(names);
  const rows: Row[] = [];
  let truncated = false;
  for (;;) {
    checkStopped();
    const chunk = await result.fetchChunk();
    if (chunk === null || chunk.rowCount === 0) break;
    const offset = rows.length;
    const room = maxRows - offset;
    if (room <= 0) {
      truncated = true;
      break;
    }
    const count = Math.min(chunk.rowCount, room);
    for (let i = 0; i < count; i++) rows.push(newRow());
    for (let column = 0; column < readers.length; column++) {
      readers[column](chunk.getColumnVector(column), count, rows, offset, names[column]);
    }
    if (count < chunk.rowCount) {
      truncated = true;
      break;
    }
  }
  return { columns, rows, truncated };
}
