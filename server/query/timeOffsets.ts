/**
 * Time comparison (`time_offsets`, reference §1.12; Superset's processing_time_offsets and
 * join_offset_dfs): for each offset the query is run again over the shifted range (no row limit of
 * the main query, no post-processing, the x-axis filter replaced by the shifted bounds, series
 * ranked over the main range), its metrics renamed `<metric>__<offset>`, and the result left-joined
 * onto the main one on every non-metric column — the time column through a grain-aware key
 * ("2024-03" for months, "2024-W09" for weeks, …) after shifting the main row's time by the offset.
 */
import type { QueryEngine } from '../engines/types';
import { QueryObjectValidationError } from './queryErrors';
import { compileQuery, type CompileOptions } from './queryCompiler';
import type { QueryDataset } from './queryDataset';
import { getColumnLabel, getMetricLabel } from '../../common/labels';
import { DTTM_ALIAS, isAdhocColumn } from '../../common/queryObject';
import type { PreparedQuery } from './queryObjectTypes';
import { resolveRowLimit, xAxisLabel, type RowLimitConfig } from './prepareQuery';
import { runCompiledQuery, type QueryDataFrame, type RunQueryOptions } from './queryRunner';
import { timestampText } from './postProcessing/frame';
import type { FrameValue } from './postProcessing';
import { shiftTimeRange, TimeRangeError, type ResolvedTimeRange } from './timeRange';

const TIME_COMPARISON = '__';

/** The grain that keys the join: the x-axis column's own grain, else extras.time_grain_sqla. */
function timeGrainOf(query: PreparedQuery): string | null {
  const first = query.columns[0];
  if (first !== undefined && isAdhocColumn(first)) return first.timeGrain ?? null;
  return query.extras.time_grain_sqla || null;
}

function shifted(range: ResolvedTimeRange, offset: string): ResolvedTimeRange {
  try {
    return shiftTimeRange(range, offset);
  } catch (error) {
    if (error instanceof TimeRangeError) throw new QueryObjectValidationError(error.message);
    throw error;
  }
}

/** The query of one offset (Superset's query_object_clone). */
export function offsetQuery(query: PreparedQuery, offset: string, config: RowLimitConfig): PreparedQuery {
  const outer = { since: query.fromDttm, until: query.toDttm };
  const range = shifted(outer, offset);
  const axis = xAxisLabel(query.columns);
  return {
    ...query,
    fromDttm: range.since,
    toDttm: range.until,
    innerFromDttm: query.fromDttm,
    innerToDttm: query.toDttm,
    granularity: query.granularity ?? axis,
    timeOffsets: [],
    postProcessing: [],
    filters: query.filters.filter((filter) => getColumnLabel(filter.col) !== axis),
    rowLimit: query.rowLimit || query.rowOffset ? resolveRowLimit(config.ROW_LIMIT, undefined, config) : query.rowLimit,
    rowOffset: 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** strftime %U (weeks starting Sunday) or %W (starting Monday): days before the first one are week 00. */
function weekOfYear(date: Date, firstDay: 0 | 1): string {
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000);
  const weekday = (date.getUTCDay() - firstDay + 7) % 7;
  return pad(Math.floor((dayOfYear + 7 - weekday) / 7));
}

const SUNDAY_WEEKS = ['1969-12-28T00:00:00Z/P1W', 'P1W/1970-01-03T00:00:00Z'];
const MONDAY_WEEKS = ['P1W', '1969-12-29T00:00:00Z/P1W', 'P1W/1970-01-04T00:00:00Z'];

/** Superset's generate_join_column for a temporal value (epoch ms). */
export function joinKeyOf(ms: number, grain: string | null): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear());
  if (grain && SUNDAY_WEEKS.includes(grain)) return `${year}-W${weekOfYear(date, 0)}`;
  if (grain && MONDAY_WEEKS.includes(grain)) return `${year}-W${weekOfYear(date, 1)}`;
  if (grain === 'P1M') return `${year}-${pad(date.getUTCMonth() + 1)}`;
  if (grain === 'P3M') return `${year}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
  if (grain === 'P1Y') return year;
  return timestampText(ms);
}

/** A main-query time moved by the offset (as the shifted range moved its start). */
function shiftInstant(ms: number, offset: string, outer: ResolvedTimeRange): number {
  const text = offset.trim();
  if (text.toLowerCase() === 'inherit' || /^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const range = shifted(outer, offset);
    return ms + ((range.since as Date).getTime() - (outer.since as Date).getTime());
  }
  const point = new Date(ms);
  return (shifted({ since: point, until: point }, offset).since as Date).getTime();
}

function keyText(
  value: FrameValue,
  temporal: boolean,
  grain: string | null,
  shift: ((ms: number) => number) | null,
): string {
  if (value === null) return 'nan';
  if (temporal && typeof value === 'number') return joinKeyOf(shift ? shift(value) : value, grain);
  return JSON.stringify(value);
}

/** Left-joins an offset's (renamed) result onto the main one. */
function joinOffsetFrame(
  main: QueryDataFrame,
  offsetFrame: QueryDataFrame,
  joinKeys: readonly string[],
  grain: string | null,
  shift: (ms: number) => number,
): QueryDataFrame {
  const temporal = new Set(main.temporalColumns ?? []);
  const keyOf = (row: Record<string, FrameValue>, shiftFirst: boolean) =>
    JSON.stringify(
      joinKeys.map((key, position) =>
        keyText(row[key] ?? null, temporal.has(key), grain, position === 0 && shiftFirst ? shift : null),
      ),
    );
  const added = offsetFrame.columns.filter((column) => !joinKeys.includes(column) && !main.columns.includes(column));
  const matches = new Map<string, Record<string, FrameValue>[]>();
  for (const row of offsetFrame.rows) {
    const key = keyOf(row, false);
    const list = matches.get(key);
    if (list) list.push(row);
    else matches.set(key, [row]);
  }
  const rows = main.rows.flatMap((row) => {
    const found = matches.get(keyOf(row, true)) ?? [null];
    return found.map((match) => ({
      ...row,
      ...Object.fromEntries(added.map((column) => [column, match ? (match[column] ?? null) : null])),
    }));
  });
  const columns = [...main.columns, ...added];
  return {
    ...main,
    columns,
    colnames: columns,
    rows,
    rowcount: rows.length,
    coltypes: [...main.coltypes, ...added.map(() => 0 as const)],
  };
}

interface TimeOffsetsInput {
  query: PreparedQuery;
  dataset: QueryDataset;
  engine: QueryEngine;
  /** The main query's result, before post-processing. */
  main: QueryDataFrame;
  config: RowLimitConfig;
  compileOptions?: CompileOptions;
  runOptions?: RunQueryOptions;
}

/** Runs every offset query and joins it onto the main result; also returns the SQL that ran. */
export async function applyTimeOffsets(input: TimeOffsetsInput): Promise<{ frame: QueryDataFrame; queries: string[] }> {
  const { query, main } = input;
  if (!query.timeOffsets.length || !main.rows.length) return { frame: main, queries: [] };
  const outer = { since: query.fromDttm, until: query.toDttm };
  if (!outer.since || !outer.until) {
    throw new QueryObjectValidationError(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  }
  const grain = timeGrainOf(query);
  if (!grain) throw new QueryObjectValidationError('Time Grain must be specified when using Time Shift.');
  const metricLabels = (query.metrics ?? []).map(getMetricLabel);
  const joinKeys = main.columns.filter((column) => !metricLabels.includes(column));
  let frame = main;
  const queries: string[] = [];
  for (const offset of query.timeOffsets) {
    const compiled = compileQuery(offsetQuery(query, offset, input.config), input.dataset, input.compileOptions);
    const result = await runCompiledQuery(input.engine, compiled, input.runOptions);
    queries.push(compiled.sql);
    const rename = (column: string) =>
      metricLabels.includes(column) ? `${column}${TIME_COMPARISON}${offset}` : column;
    let offsetFrame: QueryDataFrame = {
      ...result,
      columns: result.columns.map(rename),
      colnames: result.columns.map(rename),
      rows: result.rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [rename(column), value])),
      ),
    };
    if (!result.rows.length) {
      const columns = [...joinKeys, ...metricLabels.map(rename)];
      offsetFrame = {
        ...offsetFrame,
        columns,
        colnames: columns,
        rows: [Object.fromEntries(columns.map((column) => [column, null]))],
      };
    } else {
      const indexColumn = [
        ...query.columns
          .filter((column) => isAdhocColumn(column) && column.columnType === 'BASE_AXIS')
          .map(getColumnLabel),
        DTTM_ALIAS,
      ][0];
      if (!(result.temporalColumns ?? []).includes(indexColumn)) {
        throw new QueryObjectValidationError('A time column must be specified when using a Time Comparison.');
      }
    }
    frame = joinOffsetFrame(frame, offsetFrame, joinKeys, grain, (ms) => shiftInstant(ms, offset, outer));
  }
  return { frame, queries };
}
