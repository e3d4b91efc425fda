/**
 * Runs SQL Lab queries: sync runs inline, async runs through the bounded worker pool (waiting as
 * `pending`). Every run has an AbortController by client id, so a stop interrupts the engine.
 */
import type { QueryRecord } from '../store/queries';
import { IN_FLIGHT_STATUSES } from '../store/queries';
import { executeRun, type ExecutionDeps, type RunOutcome, type RunRequest } from './queryExecution';
import { WorkerPool } from './workerPool';

type RunSpec = Omit<RunRequest, 'signal' | 'mode'>;

/** A run the runner knows about, from submission until it has ended. */
interface ActiveRun {
  controller: AbortController;
  /** Resolves with the outcome, or null when the run never started. */
  done: Promise<RunOutcome | null>;
  settle(outcome: RunOutcome | null): void;
}

export class SqlLabRunner {
  private readonly active = new Map<string, ActiveRun>();
  private readonly pool: WorkerPool;
  private closed = false;

  constructor(
    private readonly deps: ExecutionDeps,
    workers: number,
  ) {
    this.pool = new WorkerPool(workers);
  }

  /** Runs now and resolves with the outcome. */
  async runSync(spec: RunSpec): Promise<RunOutcome> {
    const run = this.register(spec.query.client_id);
    try {
      const outcome = await executeRun(this.deps, { ...spec, mode: 'sync', signal: run.controller.signal });
      run.settle(outcome);
      return outcome;
    } catch (error) {
      run.settle(null);
      throw error;
    } finally {
      this.unregister(spec.query.client_id, run);
    }
  }

  /** Queues the run; it starts when a worker is free, unless it was stopped while waiting. */
  startAsync(spec: RunSpec): void {
    const clientId = spec.query.client_id;
    const run = this.register(clientId);
    this.pool.submit(clientId, async () => {
      let outcome: RunOutcome | null = null;
      try {
        const current = await this.deps.queries.getById(spec.query.id);
        if (current && current.status === 'pending' && !run.controller.signal.aborted) {
          outcome = await executeRun(this.deps, {
            ...spec,
            query: current,
            mode: 'async',
            signal: run.controller.signal,
          });
        }
      } finally {
        run.settle(outcome);
        this.unregister(clientId, run);
      }
    });
  }

  /**
   * Stops a run: a finished one is left as it is (Superset's no-op); otherwise the row becomes
   * `stopped` and the engine query is interrupted (or the waiting job withdrawn).
   */
  async stop(query: QueryRecord): Promise<void> {
    if (IN_FLIGHT_STATUSES.includes(query.status)) {
      await this.deps.queries.update(query.id, { status: 'stopped', end_time: Date.now() }, [
        'success',
        'failed',
        'timed_out',
        'stopped',
      ]);
    }
    const run = this.active.get(query.client_id);
    if (!run) return;
    run.controller.abort();
    if (this.pool.withdraw(query.client_id)) {
      run.settle(null);
      this.unregister(query.client_id, run);
    }
  }

  /** Resolves when the run with this client id has ended (null when it never ran or is unknown). */
  whenSettled(clientId: string): Promise<RunOutcome | null> {
    return this.active.get(clientId)?.done ?? Promise.resolve(null);
  }

  /** Runs submitted and not yet ended (running or waiting for a worker). */
  get activeCount(): number {
    return this.active.size;
  }

  /** Interrupts every run, drops waiting ones and waits for the running ones to end. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const runs = [...this.active.values()];
    for (const run of runs) run.controller.abort();
    await this.pool.close();
    for (const run of runs) run.settle(null);
    await Promise.allSettled(runs.map((run) => run.done));
  }

  private register(clientId: string): ActiveRun {
    if (this.closed) throw new Error('SQL Lab is shutting down.');
    let settle: (outcome: RunOutcome | null) => void = () => undefined;
    const done = new Promise<RunOutcome | null>((resolve) => (settle = resolve));
    const run: ActiveRun = { controller: new AbortController(), done, settle: (outcome) => settle(outcome) };
    this.active.set(clientId, run);
    return run;
  }

  private unregister(clientId: string, run: ActiveRun): void {
    if (this.active.get(clientId) === run) this.active.delete(clientId);
  }
}
