/**
 * Runs a compiled chart query on an engine and returns its result as a DataFrame the way
 * Superset's query_context_processor normalises it: temporal values as epoch milliseconds (the
 * dataset's hour offset added to the time-axis columns), metric columns numeric, `coltypes` as
 * GenericDataType codes (0 numeric, 1 string, 2 temporal, 3 boolean).
 */
import { GENERIC_TYPE_CODES, type GenericDataType } from '../../common/genericDataTypes';
import type { Cell, QueryEngine, ResultColumn, RunOptions } from '../engines/types';
import type { DataFrame, FrameValue } from './postProcessing';
import type { CompiledQuery } from './queryCompiler';
import { isoToEpochMs } from './epochTime';

export interface QueryDataFrame extends DataFrame {
  colnames: string[];
  coltypes: GenericDataType[];
  rowcount: number;
  /** The SQL that ran. */
  sql: string;
}

export interface RunQueryOptions extends Pick<RunOptions, 'schema' | 'signal' | 'timeoutMs'> {
  /** The dataset's `offset`: hours added to the time-axis columns (Superset's DateColumn offset). */
  offsetHours?: number;
}

/** Date and timestamp columns become epoch ms; TIME and INTERVAL stay text. */
function isConvertibleTemporal(column: ResultColumn): boolean {
  return column.type_generic === 'temporal' && /^(DATE|TIMESTAMP)/.test(column.type);
}

/** A cell as a frame value: lists stay lists, structs and maps become their JSON text. */
function toFrameValue(cell: Cell): FrameValue {
  if (cell === null || typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean') return cell;
  if (Array.isArray(cell)) return cell.map(toFrameValue);
  return JSON.stringify(cell);
}

/** pandas.to_numeric(errors="coerce") of one cell of a metric column. */
function toNumeric(value: FrameValue): FrameValue {
  if (typeof value !== 'string') return value;
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
}

export async function runCompiledQuery(
  engine: QueryEngine,
  compiled: CompiledQuery,
  options: RunQueryOptions = {},
): Promise<QueryDataFrame> {
  const result = await engine.run(compiled.sql, {
    schema: options.schema,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  const names = result.columns.map((column) => column.column_name);
  const offsetMs = (options.offsetHours ?? 0) * 3_600_000;
  const temporalColumns: string[] = [];
  const converters = result.columns.map((column): ((cell: Cell) => FrameValue) => {
    if (isConvertibleTemporal(column)) {
      temporalColumns.push(column.column_name);
      const shift = offsetMs && compiled.temporalLabels.includes(column.column_name) ? offsetMs : 0;
      return (cell) => {
        if (typeof cell !== 'string') return cell === null ? null : toFrameValue(cell);
        const ms = isoToEpochMs(cell);
        return ms === null ? null : ms + shift;
      };
    }
    if (compiled.metricLabels.includes(column.column_name)) return (cell) => toNumeric(toFrameValue(cell));
    return toFrameValue;
  });
  const rows = result.rows.map((row) => {
    const out: Record<string, FrameValue> = {};
    names.forEach((name, index) => {
      out[name] = converters[index](row[name] ?? null);
    });
    return out;
  });
  const coltypes = result.columns.map((column): GenericDataType => {
    if (column.type_generic === 'temporal') return isConvertibleTemporal(column) ? 2 : 1;
    if (compiled.metricLabels.includes(column.column_name)) return 0;
    return GENERIC_TYPE_CODES[column.type_generic];
  });
  return { columns: names, rows, temporalColumns, colnames: names, coltypes, rowcount: rows.length, sql: compiled.sql };
}
