/**
 * One report's run under way in this process. It ends exactly once — by its own outcome, its
 * working timeout or the server stopping — and only that first ending is written: the execution log
 * row, the report's last state and value. Whatever the run does after (a delivery that cannot be
 * recalled) is not recorded.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportRunOutcome } from '../services/report/run';
import type { ReportRecord } from '../store/reports';

export class ReportRunSlot {
  readonly controller = new AbortController();
  private ended = false;
  private resolveFinished: () => void = () => undefined;
  /** Settles once the run's ending is written. */
  readonly finished: Promise<void>;

  constructor(
    private readonly app: FastifyInstance,
    readonly report: ReportRecord,
    readonly logId: number,
    /** The tick's time: the report's last evaluation time. */
    readonly dispatchedAt: Date,
    private readonly onEnded: (slot: ReportRunSlot) => void,
  ) {
    this.finished = new Promise((resolve) => {
      this.resolveFinished = resolve;
    });
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Writes the outcome unless the run already ended; never throws (a failure is logged). */
  async end(outcome: ReportRunOutcome): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.controller.abort();
    this.onEnded(this);
    const { reports, reportExecutionLogs } = this.app.store;
    try {
      await reportExecutionLogs.finish(this.logId, {
        state: outcome.state,
        error_message: outcome.error_message,
        ...(outcome.value !== undefined ? { value: outcome.value } : {}),
        ...(outcome.value_row_json !== undefined ? { value_row_json: outcome.value_row_json } : {}),
      });
      await reports.recordEvaluation(this.report.id, {
        last_state: outcome.state,
        last_eval_dttm: this.dispatchedAt,
        ...(outcome.value !== undefined ? { last_value: outcome.value } : {}),
        ...(outcome.value_row_json !== undefined ? { last_value_row_json: outcome.value_row_json } : {}),
      });
    } catch (error) {
      this.app.log.error({ err: error, reportId: this.report.id }, 'Recording the end of a report run failed');
    } finally {
      this.resolveFinished();
    }
  }
}
