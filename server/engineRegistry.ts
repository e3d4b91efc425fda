import type { QueryEngine } from './engines/types';

/** The query engines of the registered databases, by database id. */
export class EngineRegistry {
  private readonly engines = new Map<number, QueryEngine>();

  register(databaseId: number, engine: QueryEngine): void {
    if (this.engines.has(databaseId)) throw new Error(`Database ${databaseId} already has an engine`);
    this.engines.set(databaseId, engine);
  }

  /** The engine, or undefined when the database has none (unknown id). */
  get(databaseId: number): QueryEngine | undefined {
    return this.engines.get(databaseId);
  }

  has(databaseId: number): boolean {
    return this.engines.has(databaseId);
  }

  databaseIds(): number[] {
    return [...this.engines.keys()];
  }

  /** Closes every engine; one failing does not keep the others open. */
  async closeAll(): Promise<void> {
    const engines = [...this.engines.values()];
    this.engines.clear();
    const results = await Promise.allSettled(engines.map((engine) => engine.close()));
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
