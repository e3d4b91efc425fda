import { randomUUID } from 'node:crypto';
import type { MetadataDatabase, SqlParam } from './database';

/** One run of an alert or report (Superset's `ReportExecutionLog`). */
export interface ReportExecutionLogRecord {
  id: number;
  uuid: string;
  report_schedule_id: number;
  scheduled_dttm: Date;
  start_dttm: Date | null;
  end_dttm: Date | null;
  value: number | null;
  value_row_json: string | null;
  /** 'Working' | 'Success' | 'Error' | 'Not triggered' | 'On Grace'. */
  state: string;
  error_message: string | null;
}

/** How a run ended. */
interface ReportExecutionOutcome {
  state: string;
  error_message?: string | null;
  value?: number | null;
  value_row_json?: string | null;
}

/** A finished run recorded in one go (e.g. a run that could not start). */
interface ReportExecutionEntry {
  scheduled_dttm: Date;
  state: string;
  error_message?: string | null;
}

const WORKING_STATE = 'Working';

const LOG_COLUMNS =
  'id, uuid, report_schedule_id, scheduled_dttm, start_dttm, end_dttm, value, value_row_json, state, error_message';

/** The execution log of every alert and report. */
export class ReportExecutionLogRepository {
  constructor(private readonly db: MetadataDatabase) {}

  /**
   * Starts the run of `reportId` scheduled at `scheduledAt`: a 'Working' row started now. Null
   * when that run exists already, so that one scheduled time never runs twice (writes are
   * serialised, and the check and the insert share one transaction).
   */
  async start(reportId: number, scheduledAt: Date): Promise<ReportExecutionLogRecord | null> {
    const id = await this.db.transaction(async (tx) => {
      const existing = await tx.first(
        'SELECT id FROM report_execution_log WHERE report_schedule_id = ? AND scheduled_dttm = ?',
        [reportId, scheduledAt],
      );
      if (existing) return null;
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO report_execution_log (uuid, report_schedule_id, scheduled_dttm, start_dttm, state)
         VALUES (?, ?, ?, ?, ?) RETURNING id`,
        [randomUUID(), reportId, scheduledAt, new Date(), WORKING_STATE],
      );
      if (!inserted) throw new Error('Execution log insert returned no id');
      return inserted.id;
    });
    return id === null ? null : this.findById(id);
  }

  /** Ends the run now with its outcome. */
  async finish(logId: number, outcome: ReportExecutionOutcome): Promise<void> {
    const columns = ['state', 'end_dttm'];
    const params: SqlParam[] = [outcome.state, new Date()];
    for (const column of ['error_message', 'value', 'value_row_json'] as const) {
      const value = outcome[column];
      if (value === undefined) continue;
      columns.push(column);
      params.push(value);
    }
    await this.db.run(
      `UPDATE report_execution_log SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
      [...params, logId],
    );
  }

  /** Records a run that starts and ends now. */
  async record(reportId: number, entry: ReportExecutionEntry): Promise<void> {
    const now = new Date();
    await this.db.run(
      `INSERT INTO report_execution_log
         (uuid, report_schedule_id, scheduled_dttm, start_dttm, end_dttm, state, error_message)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), reportId, entry.scheduled_dttm, now, now, entry.state, entry.error_message ?? null],
    );
  }

  async findById(logId: number): Promise<ReportExecutionLogRecord | null> {
    return this.db.first<ReportExecutionLogRecord>(`SELECT ${LOG_COLUMNS} FROM report_execution_log WHERE id = ?`, [
      logId,
    ]);
  }

  /** The runs of `reportId`, latest start first. */
  async listFor(reportId: number): Promise<ReportExecutionLogRecord[]> {
    return this.db.all<ReportExecutionLogRecord>(
      `SELECT ${LOG_COLUMNS} FROM report_execution_log WHERE report_schedule_id = ?
       ORDER BY start_dttm DESC NULLS LAST, id DESC`,
      [reportId],
    );
  }

  /** The run `logId` when it belongs to `reportId`. */
  async findFor(reportId: number, logId: number): Promise<ReportExecutionLogRecord | null> {
    return this.db.first<ReportExecutionLogRecord>(
      `SELECT ${LOG_COLUMNS} FROM report_execution_log WHERE report_schedule_id = ? AND id = ?`,
      [reportId, logId],
    );
  }

  /** The scheduled time of the latest run of `reportId`, or null before its first. */
  async latestScheduledAt(reportId: number): Promise<Date | null> {
    const row = await this.db.first<{ latest: Date | null }>(
      'SELECT max(scheduled_dttm) AS latest FROM report_execution_log WHERE report_schedule_id = ?',
      [reportId],
    );
    return row?.latest ?? null;
  }

  /** Every run still 'Working' (the scheduler times out the stuck ones). */
  async listWorking(): Promise<ReportExecutionLogRecord[]> {
    return this.db.all<ReportExecutionLogRecord>(
      `SELECT ${LOG_COLUMNS} FROM report_execution_log WHERE state = ? ORDER BY id`,
      [WORKING_STATE],
    );
  }

  /** Deletes the runs of `reportId` that ended before `cutoff` (running ones stay); returns how many. */
  async deleteOlderThan(reportId: number, cutoff: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const doomed = await tx.first<{ total: bigint | number }>(
        `SELECT count(*) AS total FROM report_execution_log
         WHERE report_schedule_id = ? AND end_dttm < ?`,
        [reportId, cutoff],
      );
      await tx.run(
        `DELETE FROM report_execution_log
         WHERE report_schedule_id = ? AND end_dttm < ?`,
        [reportId, cutoff],
      );
      return Number(doomed?.total ?? 0);
    });
  }
}
