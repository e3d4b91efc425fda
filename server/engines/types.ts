/**
 * The one interface every query engine implements. DuckDB is the first; a new engine only has to
 * implement this to serve SQL Lab, the metadata endpoints and the chart data API.
 */
import type { GenericTypeName } from '../../common/genericDataTypes';

/** Superset's generic type families for result columns. */
export type GenericType = GenericTypeName;

export interface ResultColumn {
  column_name: string;
  name: string;
  /** The engine's type name, upper case (e.g. "BIGINT", "VARCHAR", "TIMESTAMP"). */
  type: string;
  type_generic: GenericType;
  is_dttm: boolean;
}

/** A JSON-safe cell: numbers stay numbers when they fit a double, timestamps are ISO strings. */
export type Cell = string | number | boolean | null | Cell[] | { [key: string]: Cell };
export type Row = Record<string, Cell>;

export interface QueryResult {
  columns: ResultColumn[];
  rows: Row[];
  /** True when the engine stopped reading at `maxRows`. */
  truncated: boolean;
}

export interface RunOptions {
  /** Stop reading after this many rows (the query itself is not rewritten). */
  maxRows?: number;
  /** Interrupt the query after this many milliseconds; it then fails with EngineTimeoutError. */
  timeoutMs?: number;
  /** Aborting interrupts the running query; it then fails with EngineInterruptedError. */
  signal?: AbortSignal;
  /** Default schema for unqualified names. */
  schema?: string | null;
  /**
   * How many statements the caller found in the SQL (it decided what to allow on that reading):
   * the engine refuses the SQL when its own parser splits it differently.
   */
  expectedStatements?: number;
}

export interface TableListItem {
  value: string;
  type: 'table' | 'view' | 'materialized_view';
}

export interface TableColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
  default: string | null;
}

export interface KeyInfo {
  type: 'pk' | 'fk' | 'index';
  name: string | null;
  column_names: string[];
  referred_table?: string;
  referred_columns?: string[];
  referred_schema?: string | null;
}

export interface TableInfo {
  name: string;
  schema: string;
  columns: TableColumnInfo[];
  primaryKey: KeyInfo | null;
  foreignKeys: KeyInfo[];
  indexes: KeyInfo[];
  comment: string | null;
}

export interface QueryEngine {
  /** Superset's backend name, e.g. "duckdb". */
  readonly backend: string;
  /** The sql-formatter dialect for this engine. */
  readonly sqlDialect: string;
  run(sql: string, options?: RunOptions): Promise<QueryResult>;
  /** EXPLAIN output as rows. */
  explain(sql: string, options?: Pick<RunOptions, 'schema' | 'signal' | 'expectedStatements'>): Promise<Row[]>;
  listSchemas(): Promise<string[]>;
  listTables(schema: string): Promise<TableListItem[]>;
  /** Null when the table does not exist. */
  describeTable(schema: string, table: string): Promise<TableInfo | null>;
  close(): Promise<void>;
}

export class EngineError extends Error {
  constructor(
    message: string,
    /**
     * What went wrong. `not_allowed`: the SQL tried something the engine refuses (files, other
     * databases, extensions, settings); `dml_not_allowed`: it writes to a database that allows no
     * DML; `internal`: the engine itself failed, not the SQL.
     */
    readonly kind:
      | 'syntax'
      | 'table_missing'
      | 'column_missing'
      | 'schema_missing'
      | 'not_allowed'
      | 'dml_not_allowed'
      | 'internal'
      | 'generic' = 'generic',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The query exceeded the ${Math.round(timeoutMs / 1000)} seconds timeout.`);
    this.name = 'EngineTimeoutError';
  }
}

export class EngineInterruptedError extends Error {
  constructor() {
    super('The query was stopped.');
    this.name = 'EngineInterruptedError';
  }
}
