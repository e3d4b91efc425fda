/**
 * Connections of one DuckDB instance: every running query has its own connection (so it can be
 * interrupted alone); finished connections wait in a small idle pool for the next query.
 */
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

export interface PooledConnection {
  readonly conn: DuckDBConnection;
  /** The schema last set with USE on this connection; null when unknown (a query may have changed it). */
  schema: string | null;
}

export class ConnectionPool {
  private readonly idle: PooledConnection[] = [];
  private readonly active = new Set<PooledConnection>();
  private closed = false;

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly maxIdle = 4,
  ) {}

  async acquire(): Promise<PooledConnection> {
    if (this.closed) throw new Error('The database engine is closed.');
    const pooled = this.idle.pop() ?? { conn: await this.instance.connect(), schema: null };
    this.active.add(pooled);
    return pooled;
  }

  /** `discard` closes the connection instead of pooling it (e.g. it may hold an open transaction). */
  release(pooled: PooledConnection, discard = false): void {
    this.active.delete(pooled);
    if (discard || this.closed || this.idle.length >= this.maxIdle) pooled.conn.closeSync();
    else this.idle.push(pooled);
  }

  /** Runs `work` on a pooled connection and gives the connection back afterwards. */
  async with<T>(work: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
    const pooled = await this.acquire();
    try {
      return await work(pooled.conn);
    } finally {
      this.release(pooled);
    }
  }

  /** Interrupts running queries and closes idle connections; running ones close when released. */
  close(): void {
    this.closed = true;
    for (const pooled of this.active) pooled.conn.interrupt();
    for (const pooled of this.idle.splice(0)) pooled.conn.closeSync();
  }
}
