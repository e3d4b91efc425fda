/**
 * A bounded worker pool: at most `size` tasks run at once (ASYNC_WORKERS); the others wait in
 * submission order. A waiting task can be withdrawn; closing drops the waiting ones and waits for
 * the running ones.
 */
type PoolTask = () => Promise<void>;

export class WorkerPool {
  private readonly waiting: Array<{ id: string; task: PoolTask }> = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly size: number) {}

  get activeCount(): number {
    return this.running.size;
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Queues the task; `id` lets it be withdrawn while it waits. */
  submit(id: string, task: PoolTask): void {
    if (this.closed) throw new Error('The worker pool is closed.');
    this.waiting.push({ id, task });
    this.drain();
  }

  /** Removes a task that has not started; returns whether it was waiting. */
  withdraw(id: string): boolean {
    const index = this.waiting.findIndex((entry) => entry.id === id);
    if (index === -1) return false;
    this.waiting.splice(index, 1);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.splice(0);
    await Promise.allSettled([...this.running]);
  }

  private drain(): void {
    while (!this.closed && this.running.size < Math.max(1, this.size) && this.waiting.length) {
      const next = this.waiting.shift();
      if (!next) return;
      const run: Promise<void> = next
        .task()
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(run);
          this.drain();
        });
      this.running.add(run);
    }
  }
}
