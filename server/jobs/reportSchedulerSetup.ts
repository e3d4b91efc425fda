/**
 * Hangs the report scheduler on the app (`app.reportScheduler`) and stops it when the app closes.
 * Its timer starts only when asked (`startReportScheduler`): the server starts it when
 * ALERT_REPORTS is on; tests call `tick(now)` with the times they choose instead.
 */
import type { FastifyInstance } from 'fastify';
import { ReportScheduler } from './reportScheduler';

/**
 * Call after the hook that closes the engines and the store: Fastify runs onClose hooks in
 * reverse, so runs under way are recorded as stopped while the store is still open.
 */
export function decorateReportScheduler(app: FastifyInstance): void {
  const scheduler = new ReportScheduler(app);
  app.decorate('reportScheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
}

/**
 * Ends the runs a previous process left 'Working' (always: no report stays stuck after a restart),
 * then starts the timer when reports are on and REPORT_SCHEDULER_ENABLED allows it.
 */
export async function startReportScheduler(app: FastifyInstance): Promise<void> {
  await app.reportScheduler.recoverInterruptedRuns();
  if (app.config.REPORT_SCHEDULER_ENABLED && app.config.featureFlags.ALERT_REPORTS) app.reportScheduler.start();
}
