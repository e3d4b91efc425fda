/**
 * The report scheduler of the embedded server (Superset's celery beat `reports.scheduler` and its
 * workers, in-process). Each tick looks, per active alert or report, for due times of its crontab
 * since it was last due: the latest runs once (the execution log refuses a second run of one
 * scheduled time, across restarts too); earlier ones — passed while the server was down — are
 * recorded once as an error, not replayed. Runs of different reports overlap; a report still
 * running when due again is not started twice. A run is cut at its working timeout; old log rows
 * go after `log_retention` days.
 */
import type { FastifyInstance } from 'fastify';
import {
  PREVIOUS_WORKING_MESSAGE,
  ReportState,
  SERVER_STOPPED_MESSAGE,
  WORKING_TIMEOUT_MESSAGE,
  missedRunsMessage,
  runReport,
} from '../services/report/run';
import type { ReportRecord } from '../store/reports';
import { InvalidCrontabError, MISSED_RUNS_COUNT_CAP, cronSchedule, planDueTimes } from './reportDueTimes';
import { recoverInterruptedRuns } from './reportRecovery';
import { ReportRunSlot } from './reportRunSlot';

/** How often the timer ticks; ticks fall on these boundaries (plus a little), so on the minute too. */
const REPORT_TICK_INTERVAL_MS = 30_000;
const TICK_OFFSET_MS = 50;
/** How often every report's log, active or not, is pruned to its retention. */
const PRUNE_ALL_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by reportSchedulerSetup.ts. */
    reportScheduler: ReportScheduler;
  }
}

function latestOf(dates: readonly (Date | null)[]): Date {
  return new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));
}

export class ReportScheduler {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly running = new Map<number, ReportRunSlot>();
  /** Ticks look for due times one after another, so two never start the same run. */
  private dispatching: Promise<void> = Promise.resolve();
  private recovery: Promise<number> | null = null;
  private lastPruneAll = Number.NEGATIVE_INFINITY;
  private readonly invalidCrontabsLogged = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  /** Ends the runs a previous process left 'Working' (once; every tick waits for it). */
  recoverInterruptedRuns(): Promise<number> {
    this.recovery ??= recoverInterruptedRuns(this.app, (reportId) => this.running.has(reportId));
    return this.recovery;
  }

  /** Starts ticking on every REPORT_TICK_INTERVAL_MS boundary. */
  start(): void {
    if (this.timer || this.stopped) return;
    const scheduleNext = (): void => {
      const delay = REPORT_TICK_INTERVAL_MS - (Date.now() % REPORT_TICK_INTERVAL_MS) + TICK_OFFSET_MS;
      this.timer = setTimeout(() => {
        this.tick(new Date()).catch((error: unknown) =>
          this.app.log.error({ err: error }, 'Report scheduler tick failed'),
        );
        if (!this.stopped) scheduleNext();
      }, delay);
      this.timer.unref();
    };
    scheduleNext();
  }

  /**
   * Stops ticking; runs under way end as errors ("The server stopped during this run") before the
   * store closes, so none is left 'Working'.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.dispatching;
    const slots = [...this.running.values()];
    await Promise.all(
      slots.map((slot) => slot.end({ state: ReportState.Error, error_message: SERVER_STOPPED_MESSAGE })),
    );
  }

  /** Whether a run of the report is under way in this process. */
  /** Whether the timer ticks on its own. */
  get ticking(): boolean {
    return this.timer !== null;
  }

  isRunning(reportId: number): boolean {
    return this.running.has(reportId);
  }

  /** Starts the runs due at `now`; resolves when they have ended. */
  async tick(now: Date = new Date()): Promise<void> {
    await this.recoverInterruptedRuns();
    const started: Promise<void>[] = [];
    const dispatch = this.dispatching.then(() => this.dispatch(now, started));
    this.dispatching = dispatch.catch(() => undefined);
    await dispatch;
    await Promise.all(started);
  }

  private async dispatch(now: Date, started: Promise<void>[]): Promise<void> {
    if (this.stopped) return;
    if (now.getTime() - this.lastPruneAll >= PRUNE_ALL_INTERVAL_MS) {
      this.lastPruneAll = now.getTime();
      for (const report of await this.app.store.reports.list()) await this.prune(report, now);
    }
    for (const report of await this.app.store.reports.listActive()) {
      try {
        const slot = await this.dispatchReport(report, now);
        if (slot) started.push(slot.finished);
      } catch (error) {
        this.app.log.error({ err: error, reportId: report.id }, 'Scheduling a report run failed');
      }
    }
  }

  /** When the report was last due (or run, or changed): due times after it are new. */
  private async lastHandled(report: ReportRecord): Promise<Date> {
    const latestScheduled = await this.app.store.reportExecutionLogs.latestScheduledAt(report.id);
    return latestOf([latestScheduled, report.last_eval_dttm, report.created_on, report.changed_on]);
  }

  private schedulePlan(report: ReportRecord, after: Date, now: Date): ReturnType<typeof planDueTimes> | null {
    try {
      return planDueTimes(cronSchedule(report.crontab, report.timezone), after, now);
    } catch (error) {
      if (!(error instanceof InvalidCrontabError)) throw error;
      const key = `${report.id}:${report.crontab}`;
      if (!this.invalidCrontabsLogged.has(key)) {
        this.invalidCrontabsLogged.add(key);
        this.app.log.warn({ err: error, reportId: report.id }, 'Report has an invalid crontab; it is not scheduled');
      }
      return null;
    }
  }

  /** Starts the report's due run, if any (its slot: not a promise, which `await` would wait for). */
  private async dispatchReport(report: ReportRecord, now: Date): Promise<ReportRunSlot | null> {
    const plan = this.schedulePlan(report, await this.lastHandled(report), now);
    if (!plan?.latest) return null;
    const logs = this.app.store.reportExecutionLogs;
    const log = await logs.start(report.id, plan.latest);
    if (!log) return null;
    if (this.running.has(report.id)) {
      await logs.finish(log.id, { state: ReportState.Error, error_message: PREVIOUS_WORKING_MESSAGE });
      return null;
    }
    await this.prune(report, now);
    if (plan.latestMissed) {
      const capped = plan.missedCount > MISSED_RUNS_COUNT_CAP;
      await logs.record(report.id, {
        scheduled_dttm: plan.latestMissed,
        state: ReportState.Error,
        error_message: missedRunsMessage(capped ? MISSED_RUNS_COUNT_CAP : plan.missedCount, capped),
      });
    }
    await this.app.store.reports.recordEvaluation(report.id, { last_state: ReportState.Working, last_eval_dttm: now });
    return this.launch(report, log.id, now);
  }

  /** Starts the run in the background; its slot's `finished` says when it ended (outcome, timeout or stop). */
  private launch(report: ReportRecord, logId: number, now: Date): ReportRunSlot {
    const slot = new ReportRunSlot(this.app, report, logId, now, (ended) => {
      if (this.running.get(report.id) === ended) this.running.delete(report.id);
    });
    this.running.set(report.id, slot);
    const timeoutMs = report.working_timeout * 1000;
    const timeout = setTimeout(() => {
      void slot.end({ state: ReportState.Error, error_message: WORKING_TIMEOUT_MESSAGE });
    }, timeoutMs);
    timeout.unref();
    void this.work(slot, now, timeoutMs).finally(() => clearTimeout(timeout));
    return slot;
  }

  private async work(slot: ReportRunSlot, now: Date, timeoutMs: number): Promise<void> {
    const { report } = slot;
    try {
      const outcome = await runReport(this.app, report, {
        now,
        signal: slot.controller.signal,
        queryTimeoutMs: timeoutMs,
      });
      await slot.end(outcome);
    } catch (error) {
      if (slot.isEnded) return;
      this.app.log.error({ err: error, reportId: report.id }, 'A report run failed');
      await slot.end({
        state: ReportState.Error,
        error_message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Deletes the report's log rows that ended more than `log_retention` days before `now`. */
  private async prune(report: ReportRecord, now: Date): Promise<void> {
    try {
      await this.app.store.reportExecutionLogs.deleteOlderThan(
        report.id,
        new Date(now.getTime() - report.log_retention * DAY_MS),
      );
    } catch (error) {
      this.app.log.warn({ err: error, reportId: report.id }, 'An error occurred while pruning logs');
    }
  }
}
