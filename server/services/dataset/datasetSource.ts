/**
 * What a dataset reads from its source: the columns of a physical table, or of a virtual dataset's
 * SELECT (run wrapped with LIMIT 0 after its template is rendered), and Superset's
 * `fetch_metadata` merge of fresh columns into the stored ones, which also adds the `count` metric.
 */
import {
  EngineError,
  EngineInterruptedError,
  EngineTimeoutError,
  type GenericType,
  type QueryEngine,
  type ResultColumn,
  type TableInfo,
} from '../../engines/types';
import { SupersetErrorsException } from '../../errors';
import { isSelectStatement, splitStatements, stripTrailingSemicolons } from '../../query/sqlStatements';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../../query/sqlTemplate';
import type {
  DatasetColumnInput,
  DatasetColumnRecord,
  DatasetMetricInput,
  DatasetMetricRecord,
} from '../../store/datasets';
import { resultSetTypeOf } from '../../jobs/resultSetTypes';
import { qualifiedTableName } from '../database/tableMetadata';

/** Superset's messages when a virtual dataset's SQL is not one SELECT. */
const ONLY_SELECT_MESSAGE = 'Only `SELECT` statements are allowed';
const ONLY_SINGLE_QUERY_MESSAGE = 'Only single queries supported';

/** The metric every dataset gets from fetch_metadata. */
export const COUNT_METRIC: DatasetMetricInput = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  metric_type: 'count',
  expression: 'COUNT(*)',
};

/** Reading the source failed: the message is the engine's (or Superset's) reason. */
export class DatasetSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatasetSourceError';
  }
}

/** How long reading a source's columns may take. */
const SOURCE_TIMEOUT_MS = 30_000;

function columnInput(column: ResultColumn): DatasetColumnInput {
  return {
    column_name: column.column_name,
    type: column.type,
    type_generic: column.type_generic,
    is_dttm: column.is_dttm,
    groupby: true,
    filterable: true,
  };
}

async function columnsOf(engine: QueryEngine, sql: string, schema: string | null): Promise<DatasetColumnInput[]> {
  try {
    const result = await engine.run(sql, { schema, maxRows: 0, timeoutMs: SOURCE_TIMEOUT_MS });
    return result.columns.map(columnInput);
  } catch (error) {
    if (
      error instanceof EngineError ||
      error instanceof EngineTimeoutError ||
      error instanceof EngineInterruptedError
    ) {
      throw new DatasetSourceError(error.message);
    }
    throw error;
  }
}

/** Each column's comment in the database becomes its description, as Superset's fetch_metadata does. */
function withComments(columns: DatasetColumnInput[], info: TableInfo | null): DatasetColumnInput[] {
  const comments = new Map((info?.columns ?? []).map((column) => [column.name, column.comment]));
  return columns.map((column) => {
    const comment = comments.get(column.column_name);
    return comment ? { ...column, description: comment } : column;
  });
}

/** The columns of a table or view known to exist (read with `SELECT * … LIMIT 0`), with their comments. */
export async function tableColumns(
  engine: QueryEngine,
  schema: string | null,
  table: string,
): Promise<DatasetColumnInput[]> {
  const columns = await columnsOf(engine, `SELECT * FROM ${qualifiedTableName(schema, table)} LIMIT 0`, schema);
  return withComments(columns, await engine.describeTable(schema ?? 'main', table).catch(() => null));
}

/** The columns of a table or view, or null when it does not exist in that schema. */
export async function physicalColumns(
  engine: QueryEngine,
  schema: string | null,
  table: string,
): Promise<DatasetColumnInput[] | null> {
  const info = await engine.describeTable(schema ?? 'main', table).catch(() => null);
  if (!info) return null;
  return withComments(
    await columnsOf(engine, `SELECT * FROM ${qualifiedTableName(schema, table)} LIMIT 0`, schema),
    info,
  );
}

/** Superset's get_virtual_table_metadata: the rendered SQL must be one SELECT; its columns, typed by the engine. */
export async function virtualColumns(
  engine: QueryEngine,
  sql: string,
  options: { schema: string | null; templateParams: string | null; user: TemplateUser },
): Promise<DatasetColumnInput[]> {
  let rendered: string;
  try {
    rendered = renderSqlTemplate(
      stripTrailingSemicolons(sql),
      parseTemplateParams(options.templateParams),
      options.user,
    );
  } catch (error) {
    if (error instanceof SupersetErrorsException) throw new DatasetSourceError(error.message);
    throw error;
  }
  const statements = splitStatements(rendered);
  if (statements.length > 1) throw new DatasetSourceError(ONLY_SINGLE_QUERY_MESSAGE);
  if (statements.length === 0 || !isSelectStatement(statements[0])) throw new DatasetSourceError(ONLY_SELECT_MESSAGE);
  const columns = await columnsOf(
    engine,
    `SELECT * FROM (\n${statements[0]}\n) AS virtual_table LIMIT 0`,
    options.schema,
  );
  // Superset types a virtual dataset's columns from its result set (STRING, INT, DATETIME, …);
  // the generic type stays the engine's, which also knows decimals are numbers.
  return columns.map((column) => ({ ...column, type: resultSetTypeOf(column.type ?? '') }));
}

/** The first temporal column, which fetch_metadata makes the main one when none is set. */
export function firstTemporalColumn(
  columns: ReadonlyArray<Pick<DatasetColumnInput, 'column_name' | 'is_dttm'>>,
): string | null {
  return columns.find((column) => column.is_dttm)?.column_name ?? null;
}

/**
 * fetch_metadata's merge: each fresh column keeps the stored column of that name (its id, labels,
 * flags) with the new type; new ones are added as temporal when their type is; computed columns
 * (with an expression) stay; stored physical columns that are gone are dropped.
 */
export function mergeColumns(
  stored: readonly DatasetColumnRecord[],
  fresh: readonly DatasetColumnInput[],
): DatasetColumnInput[] {
  const byName = new Map(stored.map((column) => [column.column_name, column]));
  const freshNames = new Set(fresh.map((column) => column.column_name));
  const merged: DatasetColumnInput[] = fresh.map((column) => {
    const old = byName.get(column.column_name);
    if (!old) return column;
    return {
      id: old.id,
      column_name: old.column_name,
      type: column.type,
      type_generic: column.type_generic,
      expression: '',
      groupby: true,
      filterable: true,
    };
  });
  for (const column of stored) {
    if (!freshNames.has(column.column_name) && column.expression)
      merged.push({ id: column.id, column_name: column.column_name });
  }
  return merged;
}

/** The stored metrics (kept as they are) plus `count` when missing. */
export function withCountMetric(stored: readonly DatasetMetricRecord[]): DatasetMetricInput[] {
  const kept: DatasetMetricInput[] = stored.map((metric) => ({
    id: metric.id,
    metric_name: metric.metric_name,
    expression: metric.expression,
  }));
  return stored.some((metric) => metric.metric_name === COUNT_METRIC.metric_name)
    ? kept
    : [...kept, { ...COUNT_METRIC }];
}

const NUMERIC_TYPE =
  /^(TINYINT|SMALLINT|INTEGER|INT\d*|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT\d*|DOUBLE|REAL|DECIMAL|NUMERIC|BIGNUM)\b/;
const TEMPORAL_TYPE = /^(DATE|TIME|TIMESTAMP|DATETIME|TIMESTAMPTZ)\b/;

/** The generic family of a type name given by a client (a result column's type); null when unknown. */
export function genericTypeOfName(type: string | null | undefined): GenericType | null {
  if (!type) return null;
  const upper = type.trim().toUpperCase();
  if (NUMERIC_TYPE.test(upper)) return 'numeric';
  if (TEMPORAL_TYPE.test(upper)) return 'temporal';
  if (/^BOOL(EAN)?\b/.test(upper)) return 'boolean';
  return 'string';
}

/**
 * Columns a client gave (override_columns) refreshed from the source: each source column takes the
 * given column of that name (labels, flags) with the source's type; given computed columns stay.
 */
export function overrideColumns(
  given: readonly DatasetColumnInput[],
  fresh: readonly DatasetColumnInput[],
): DatasetColumnInput[] {
  const byName = new Map(given.map(({ id: _id, ...column }) => [column.column_name, column]));
  const freshNames = new Set(fresh.map((column) => column.column_name));
  const merged = fresh.map((column) => {
    const supplied = byName.get(column.column_name);
    return supplied
      ? {
          ...supplied,
          type: column.type,
          type_generic: column.type_generic,
          is_dttm: supplied.is_dttm ?? column.is_dttm,
          expression: '',
        }
      : column;
  });
  for (const column of byName.values())
    if (!freshNames.has(column.column_name) && column.expression) merged.push(column);
  return merged;
}
