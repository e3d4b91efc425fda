/**
 * The DuckDB query engine: runs SQL on a database file through @duckdb/node-api.
 *
 * Every query runs on its own connection so that a timeout or an abort can interrupt it alone
 * (`conn.interrupt()` stops it within milliseconds and leaves the connection usable). Results are
 * streamed and read chunk by chunk up to `maxRows`. Several statements run in order and the last
 * one's result is returned, as Superset does. The SQL is a user's: the instance is locked down
 * (duckdbLockdown.ts) and a connection that ran anything but reads is not handed to the next query.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import {
  EngineInterruptedError,
  EngineTimeoutError,
  type QueryEngine,
  type QueryResult,
  type Row,
  type RunOptions,
  type TableInfo,
  type TableListItem,
} from './types';
import { ConnectionPool, type PooledConnection } from './duckdbPool';
import { readResult } from './duckdbResults';
import { toEngineError } from './duckdbErrors';
import { LOCKED_INSTANCE_OPTIONS } from './duckdbLockdown';
import { streamScript } from './duckdbScript';
import * as metadata from './duckdbMetadata';

interface DuckDBEngineOptions {
  /** Open the file read-only (no writes from SQL Lab; other processes may read it too). */
  readOnly?: boolean;
}

const DEFAULT_SCHEMA = 'main';

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Interrupts a query on timeout or abort and remembers which of the two happened. */
class InterruptGuard {
  reason: 'timeout' | 'abort' | null = null;
  private readonly timer: ReturnType<typeof setTimeout> | null;
  private readonly onAbort: () => void;

  constructor(
    private readonly conn: DuckDBConnection,
    private readonly timeoutMs: number | undefined,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.onAbort = () => this.interrupt('abort');
    this.timer =
      timeoutMs !== undefined && timeoutMs > 0 ? setTimeout(() => this.interrupt('timeout'), timeoutMs) : null;
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  private interrupt(reason: 'timeout' | 'abort'): void {
    if (this.reason !== null) return;
    this.reason = reason;
    this.conn.interrupt();
  }

  /** Throws the matching error when the query was timed out or aborted (checked between steps). */
  throwIfStopped(): void {
    if (this.signal?.aborted && this.reason === null) this.reason = 'abort';
    if (this.reason === 'timeout') throw new EngineTimeoutError(this.timeoutMs ?? 0);
    if (this.reason === 'abort') throw new EngineInterruptedError();
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}

export class DuckDBEngine implements QueryEngine {
  readonly backend = 'duckdb';
  readonly sqlDialect = 'duckdb';
  private readonly pool: ConnectionPool;

  private constructor(
    private readonly instance: DuckDBInstance,
    /** The database (catalog) name DuckDB gives the file, e.g. "examples" for examples.duckdb. */
    private readonly catalog: string,
  ) {
    this.pool = new ConnectionPool(instance);
  }

  /**
   * Opens (or shares, within this process) the locked-down DuckDB instance of `file`. DuckDB shares
   * one instance per file and refuses a second configuration for it, so trusted code that writes a
   * database file (the examples generator) does so under another name before the engine opens it.
   */
  static async open(file: string, options: DuckDBEngineOptions = {}): Promise<DuckDBEngine> {
    const config: Record<string, string> = options.readOnly
      ? { access_mode: 'READ_ONLY', ...LOCKED_INSTANCE_OPTIONS }
      : { ...LOCKED_INSTANCE_OPTIONS };
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.fromCache(file, config);
    } catch (error) {
      throw toEngineError(error);
    }
    const conn = await instance.connect();
    try {
      const reader = await conn.runAndReadAll('SELECT current_database() AS catalog');
      const catalog = String(reader.getRowObjectsJS()[0].catalog);
      return new DuckDBEngine(instance, catalog);
    } finally {
      conn.closeSync();
    }
  }

  async run(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    if (options.signal?.aborted) throw new EngineInterruptedError();
    const pooled = await this.pool.acquire();
    const guard = new InterruptGuard(pooled.conn, options.timeoutMs, options.signal);
    // A half-read stream, a failure midway or a statement that set state: close it rather than pool it.
    let reusable = false;
    try {
      // An interrupt that lands between two native calls is lost, so check between every step.
      guard.throwIfStopped();
      await this.useSchema(pooled, options.schema ?? DEFAULT_SCHEMA);
      const checkStopped = (): void => guard.throwIfStopped();
      const script = await streamScript(pooled.conn, sql, {
        expectedStatements: options.expectedStatements,
        checkStopped,
      });
      guard.throwIfStopped();
      const result = await readResult(script.result, options.maxRows, checkStopped);
      reusable = script.connectionClean && !result.truncated;
      return result;
    } catch (error) {
      guard.throwIfStopped();
      throw toEngineError(error);
    } finally {
      guard.dispose();
      this.pool.release(pooled, !reusable);
    }
  }

  async explain(
    sql: string,
    options: Pick<RunOptions, 'schema' | 'signal' | 'expectedStatements'> = {},
  ): Promise<Row[]> {
    const statement = sql.trim().replace(/;+\s*$/, '');
    const result = await this.run(`EXPLAIN ${statement}`, options);
    return result.rows;
  }

  async listSchemas(): Promise<string[]> {
    return this.withMetadata((conn) => metadata.listSchemas(conn, this.catalog));
  }

  async listTables(schema: string): Promise<TableListItem[]> {
    return this.withMetadata((conn) => metadata.listTables(conn, this.catalog, schema));
  }

  async describeTable(schema: string, table: string): Promise<TableInfo | null> {
    return this.withMetadata((conn) => metadata.describeTable(conn, this.catalog, schema, table));
  }

  async close(): Promise<void> {
    this.pool.close();
    this.instance.closeSync();
  }

  /** Sets the run's default schema unless the connection already has it. */
  private async useSchema(pooled: PooledConnection, schema: string): Promise<void> {
    if (pooled.schema === schema) return;
    pooled.schema = null;
    await pooled.conn.run(`USE ${quoteIdentifier(this.catalog)}.${quoteIdentifier(schema)}`);
    pooled.schema = schema;
  }

  private async withMetadata<T>(work: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
    try {
      return await this.pool.with(work);
    } catch (error) {
      throw toEngineError(error);
    }
  }
}
