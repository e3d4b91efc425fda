/**
 * Keeps the usage log to LOG_RETENTION_DAYS: events older than that are deleted when the server
 * starts and once a day after (Superset prunes with a scheduled `prune_logs` task).
 */
import type { FastifyInstance } from 'fastify';
import type { LogRepository } from '../../store/logs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which events go; null when every event is kept (0 or fewer days). */
export function retentionCutoff(retentionDays: number, now: Date = new Date()): Date | null {
  if (retentionDays <= 0) return null;
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Deletes the events past the retention; returns how many went. */
export async function pruneExpiredLogs(
  logs: LogRepository,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = retentionCutoff(retentionDays, now);
  return cutoff ? logs.deleteOlderThan(cutoff) : 0;
}

/** Prunes once the app is ready, then daily until it closes. */
export function scheduleLogRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  const prune = async (): Promise<void> => {
    try {
      await pruneExpiredLogs(app.store.logs, app.config.LOG_RETENTION_DAYS);
    } catch (error) {
      app.log.warn({ err: error }, 'Pruning the usage log failed');
    }
  };
  app.addHook('onReady', async () => {
    if (app.config.LOG_RETENTION_DAYS <= 0) return;
    await prune();
    timer = setInterval(() => void prune(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
