/**
 * Runs a previous server process left under way: on start nothing of this process runs yet, so
 * every 'Working' execution log row and every report still 'Working' was interrupted. They become
 * errors, so that no report stays stuck in 'Working' after a restart.
 */
import type { FastifyInstance } from 'fastify';
import { ReportState, SERVER_STOPPED_MESSAGE } from '../services/report/run';

/** Ends the interrupted runs as errors; returns how many execution log rows it ended. */
export async function recoverInterruptedRuns(
  app: FastifyInstance,
  isRunning: (reportId: number) => boolean,
): Promise<number> {
  const { reports, reportExecutionLogs } = app.store;
  const stuckLogs = (await reportExecutionLogs.listWorking()).filter((log) => !isRunning(log.report_schedule_id));
  const startedAt = new Map<number, Date>();
  for (const log of stuckLogs) {
    await reportExecutionLogs.finish(log.id, { state: ReportState.Error, error_message: SERVER_STOPPED_MESSAGE });
    startedAt.set(log.report_schedule_id, log.start_dttm ?? log.scheduled_dttm);
  }
  for (const report of await reports.list()) {
    if (report.last_state !== ReportState.Working || isRunning(report.id)) continue;
    // The interrupted run's start is its last evaluation: the scheduler counts due times after it.
    const lastEval = startedAt.get(report.id) ?? report.last_eval_dttm ?? new Date();
    await reports.recordEvaluation(report.id, { last_state: ReportState.Error, last_eval_dttm: lastEval });
  }
  return stuckLogs.length;
}
