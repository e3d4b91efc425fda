import { DOUBLE, DuckDBInstance, type DuckDBConnection, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';

/** A value bound to a `?` placeholder. Dates are bound as ISO strings (DuckDB casts them). */
export type SqlParam = string | number | boolean | null | bigint | Date;
type SqlRow = Record<string, unknown>;

/** What a migration or a repository needs to run SQL. */
export interface SqlExecutor {
  /** Runs a statement (or several separated by `;` when no parameters are given). */
  run(sql: string, params?: SqlParam[]): Promise<void>;
  all<T extends object = SqlRow>(sql: string, params?: SqlParam[]): Promise<T[]>;
  first<T extends object = SqlRow>(sql: string, params?: SqlParam[]): Promise<T | null>;
}

function toDuckDBValues(params: SqlParam[]): DuckDBValue[] {
  return params.map((value) => (value instanceof Date ? value.toISOString() : value));
}

const INT64_BOUND = 2 ** 63;

/**
 * The driver binds every integral number as an integer type, and fails on one beyond BIGINT; such
 * a number is bound as the DOUBLE it is, so that it matches no row instead of failing the query.
 */
function bindingTypes(params: SqlParam[]): DuckDBType[] | undefined {
  if (!params.some((value) => typeof value === 'number' && Math.abs(value) >= INT64_BOUND)) return undefined;
  // An undefined entry lets the driver pick the type from the value, as without a list.
  return params.map((value) =>
    typeof value === 'number' && Math.abs(value) >= INT64_BOUND ? DOUBLE : undefined,
  ) as DuckDBType[];
}

/**
 * The metadata file runs only the server's own SQL; as defence in depth it gets the same lockdown
 * as a user's engine (no files besides its own, no extensions, settings locked).
 */
const INSTANCE_OPTIONS: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_persistent_secrets: 'false',
  lock_configuration: 'true',
};

/** Runs tasks one after another, in the order they were queued, whatever their outcome. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  push<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once everything queued so far has settled. */
  drain(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}

class ConnectionExecutor implements SqlExecutor {
  constructor(private readonly connection: DuckDBConnection) {}

  async run(sql: string, params: SqlParam[] = []): Promise<void> {
    if (params.length === 0) await this.connection.run(sql);
    else await this.connection.run(sql, toDuckDBValues(params), bindingTypes(params));
  }

  async all<T extends object = SqlRow>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    const reader = await this.connection.runAndReadAll(sql, toDuckDBValues(params), bindingTypes(params));
    return reader.getRowObjectsJS() as T[];
  }

  async first<T extends object = SqlRow>(sql: string, params: SqlParam[] = []): Promise<T | null> {
    const rows = await this.all<T>(sql, params);
    return rows[0] ?? null;
  }
}

/**
 * The metadata database: one DuckDB file, one instance. DuckDB's transactions are optimistic, so
 * every write goes through a single connection and a serial queue; reads use a second connection
 * (their own queue) and see committed data only.
 */
export class MetadataDatabase implements SqlExecutor {
  private readonly writeQueue = new SerialQueue();
  private readonly readQueue = new SerialQueue();
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writeConnection: DuckDBConnection,
    private readonly readConnection: DuckDBConnection,
    private readonly writer: ConnectionExecutor,
    private readonly reader: ConnectionExecutor,
  ) {}

  static async open(file: string): Promise<MetadataDatabase> {
    const instance = await DuckDBInstance.create(file, { ...INSTANCE_OPTIONS });
    const writeConnection = await instance.connect();
    const readConnection = await instance.connect();
    return new MetadataDatabase(
      instance,
      writeConnection,
      readConnection,
      new ConnectionExecutor(writeConnection),
      new ConnectionExecutor(readConnection),
    );
  }

  private generation = 0;

  /**
   * Grows with every write that has finished (or failed): a value read at one generation is still
   * what the database holds while the generation is unchanged (see ReadCache).
   */
  get writeGeneration(): number {
    return this.generation;
  }

  /** A single write statement, queued behind every other write. */
  run(sql: string, params?: SqlParam[]): Promise<void> {
    return this.writeQueue.push(() => this.writer.run(sql, params).finally(() => this.wrote()));
  }

  private wrote(): void {
    this.generation += 1;
  }

  all<T extends object = SqlRow>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return this.readQueue.push(() => this.reader.all<T>(sql, params));
  }

  first<T extends object = SqlRow>(sql: string, params?: SqlParam[]): Promise<T | null> {
    return this.readQueue.push(() => this.reader.first<T>(sql, params));
  }

  /**
   * Runs `work` inside one transaction on the write connection; no other write interleaves.
   * Reads made through the given executor see the transaction's own changes.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.writeQueue.push(async () => {
      await this.writer.run('BEGIN TRANSACTION');
      try {
        const result = await work(this.writer);
        await this.writer.run('COMMIT');
        return result;
      } catch (error) {
        await this.writer.run('ROLLBACK');
        throw error;
      } finally {
        this.wrote();
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([this.writeQueue.drain(), this.readQueue.drain()]);
    this.writeConnection.closeSync();
    this.readConnection.closeSync();
    this.instance.closeSync();
  }
}
