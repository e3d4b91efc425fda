/**
 * One query object, end to end, as Superset's QueryContextProcessor.get_df_payload does it:
 * prepare → probe adhoc expressions → compile → run → time comparison → post-processing, plus the
 * payload fields the chart data route reports (colnames, coltypes, rowcount, sql_rowcount, the SQL,
 * applied/rejected filters, the time bounds, label_map).
 */
import type { GenericDataType } from '../../common/genericDataTypes';
import type { QueryEngine } from '../engines/types';
import { probeAdhocColumns } from './adhocColumnProbe';
import { applyPostProcessing, type DataFrame, type FrameValue } from './postProcessing';
import { prepareQuery, type PrepareOptions } from './prepareQuery';
import { compileQuery, type AppliedFilter, type CompiledQuery, type RejectedFilter } from './queryCompiler';
import type { QueryDataset } from './queryDataset';
import { getColumnLabel, getMetricLabel } from '../../common/labels';
import type { IncomingQueryObject, PreparedQuery } from './queryObjectTypes';
import { runCompiledQuery, type RunQueryOptions } from './queryRunner';
import { applyTimeOffsets } from './timeOffsets';

interface ChartQueryResult {
  prepared: PreparedQuery;
  compiled: CompiledQuery;
  /** Every statement that ran, joined as Superset reports `query` (";\n\n" after each). */
  query: string;
  colnames: string[];
  coltypes: GenericDataType[];
  data: Record<string, FrameValue>[];
  rowcount: number;
  /** Rows the database returned for the main query. */
  sqlRowcount: number;
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  /** Epoch ms of the query's time bounds, or null. */
  fromDttm: number | null;
  toDttm: number | null;
  labelMap: Record<string, string[]>;
}

interface ChartQueryOptions extends PrepareOptions {
  engine: QueryEngine;
  run?: RunQueryOptions;
  /** Probe adhoc expressions' types on the engine (default true). */
  probe?: boolean;
}

function inferredType(values: readonly FrameValue[]): GenericDataType {
  const present = values.filter((value) => value !== null);
  if (!present.length) return 1;
  if (present.every((value) => typeof value === 'boolean')) return 3;
  if (present.every((value) => typeof value === 'number')) return 0;
  return 1;
}

/** Superset's extract_dataframe_dtypes: a temporal dataset column or frame column is 2, else inferred. */
function coltypesOf(
  frame: DataFrame,
  dataset: QueryDataset,
  hints: ReadonlyMap<string, GenericDataType> = new Map(),
): GenericDataType[] {
  const temporal = new Set(frame.temporalColumns ?? []);
  return frame.columns.map((name) => {
    if (temporal.has(name) || dataset.columnsByName.get(name)?.is_dttm) return 2;
    const inferred = inferredType(frame.rows.map((row) => row[name] ?? null));
    return inferred === 1 && frame.rows.every((row) => (row[name] ?? null) === null)
      ? (hints.get(name) ?? 1)
      : inferred;
  });
}

/** Superset's label_map: each flattened name split on ", ", columns and metrics by their label. */
function labelMapOf(colnames: readonly string[], query: PreparedQuery): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const name of colnames) map[name] = name.split(', ');
  for (const column of query.columns)
    map[getColumnLabel(column)] = [typeof column === 'string' ? column : column.sqlExpression];
  for (const metric of query.metrics ?? []) map[getMetricLabel(metric)] = [getMetricLabel(metric)];
  return map;
}

export async function runChartQuery(
  raw: IncomingQueryObject,
  dataset: QueryDataset,
  options: ChartQueryOptions,
): Promise<ChartQueryResult> {
  const prepared = prepareQuery(raw, dataset, options);
  const schema = options.run?.schema ?? dataset.record.schema;
  const adhocTypes =
    options.probe === false
      ? undefined
      : await probeAdhocColumns(prepared, dataset, options.engine, { schema, signal: options.run?.signal });
  const compileOptions = { adhocTypes, clock: options.clock };
  const compiled = compileQuery(prepared, dataset, compileOptions);
  const runOptions: RunQueryOptions = { offsetHours: dataset.record.offset, ...options.run, schema };
  const main = await runCompiledQuery(options.engine, compiled, runOptions);
  const offsets = await applyTimeOffsets({
    query: prepared,
    dataset,
    engine: options.engine,
    main,
    config: options.config,
    compileOptions,
    runOptions,
  });
  const hints = new Map(offsets.frame.colnames.map((name, position) => [name, offsets.frame.coltypes[position]]));
  // An empty result skips post-processing, as Superset's processor does (`if not df.empty`).
  const processed =
    prepared.postProcessing.length && offsets.frame.rows.length > 0
      ? applyPostProcessing(offsets.frame, prepared.postProcessing)
      : offsets.frame;
  const coltypes = coltypesOf(processed, dataset, hints);
  const statements = [compiled.sql, ...offsets.queries];
  return {
    prepared,
    compiled,
    query: statements.map((sql) => `${sql};\n\n`).join(''),
    colnames: processed.columns,
    coltypes,
    data: processed.rows,
    rowcount: processed.rows.length,
    sqlRowcount: main.rowcount,
    appliedFilters: compiled.appliedFilters,
    rejectedFilters: compiled.rejectedFilters,
    fromDttm: prepared.fromDttm ? prepared.fromDttm.getTime() : null,
    toDttm: prepared.toDttm ? prepared.toDttm.getTime() : null,
    labelMap: labelMapOf(processed.columns, prepared),
  };
}
