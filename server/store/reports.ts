import { randomUUID } from 'node:crypto';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';
import {
  ReportNameTakenError,
  type NewReport,
  type NewReportRecipient,
  type ReportEvaluation,
  type ReportFields,
  type ReportRecord,
  type ReportRecipientRecord,
} from './reportTypes';

export { ReportNameTakenError, type NewReport, type ReportFields, type ReportRecord } from './reportTypes';

type ColumnName = Exclude<keyof ReportFields, 'owner_ids' | 'recipients'>;

const FIELD_COLUMNS: readonly ColumnName[] = [
  'type',
  'name',
  'description',
  'context_markdown',
  'active',
  'crontab',
  'timezone',
  'creation_method',
  'chart_id',
  'dashboard_id',
  'database_id',
  'sql',
  'validator_type',
  'validator_config_json',
  'grace_period',
  'working_timeout',
  'log_retention',
  'report_format',
  'extra',
  'force_screenshot',
  'custom_width',
  'email_subject',
  'last_state',
];

const REPORT_COLUMNS = [
  'id',
  'uuid',
  ...FIELD_COLUMNS,
  'last_eval_dttm',
  'last_value',
  'last_value_row_json',
  'created_by_fk',
  'changed_by_fk',
  'created_on',
  'changed_on',
].join(', ');

type ReportRow = Omit<ReportRecord, 'owner_ids' | 'recipients'>;

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

async function nameTaken(tx: SqlExecutor, name: string, type: string, exceptId: number | null): Promise<boolean> {
  const row = await tx.first('SELECT id FROM report_schedule WHERE name = ? AND type = ? AND id <> ?', [
    name,
    type,
    exceptId ?? -1,
  ]);
  return row !== null;
}

async function replaceOwners(tx: SqlExecutor, reportId: number, ownerIds: readonly number[]): Promise<void> {
  await tx.run('DELETE FROM report_schedule_user WHERE report_schedule_id = ?', [reportId]);
  for (const userId of new Set(ownerIds)) {
    await tx.run('INSERT INTO report_schedule_user (report_schedule_id, user_id) VALUES (?, ?)', [reportId, userId]);
  }
}

async function replaceRecipients(
  tx: SqlExecutor,
  reportId: number,
  recipients: readonly NewReportRecipient[],
): Promise<void> {
  await tx.run('DELETE FROM report_recipient WHERE report_schedule_id = ?', [reportId]);
  for (const recipient of recipients) {
    await tx.run('INSERT INTO report_recipient (report_schedule_id, type, recipient_config_json) VALUES (?, ?, ?)', [
      reportId,
      recipient.type,
      recipient.recipient_config_json,
    ]);
  }
}

function fieldAssignments(fields: ReportFields): { columns: string[]; params: SqlParam[] } {
  const columns: string[] = [];
  const params: SqlParam[] = [];
  for (const column of FIELD_COLUMNS) {
    const value = fields[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  return { columns, params };
}

/** Alerts and reports with their owners and recipients (their runs: ReportExecutionLogRepository). */
export class ReportRepository {
  constructor(private readonly db: MetadataDatabase) {}

  private async withLinks(rows: ReportRow[]): Promise<ReportRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const owners = await this.db.all<{ report_schedule_id: number; user_id: number }>(
      `SELECT report_schedule_id, user_id FROM report_schedule_user
       WHERE report_schedule_id IN (${placeholders(ids)}) ORDER BY user_id`,
      ids,
    );
    const recipients = await this.db.all<ReportRecipientRecord & { report_schedule_id: number }>(
      `SELECT id, report_schedule_id, type, recipient_config_json FROM report_recipient
       WHERE report_schedule_id IN (${placeholders(ids)}) ORDER BY id`,
      ids,
    );
    return rows.map((row) => ({
      ...row,
      owner_ids: owners.filter((owner) => owner.report_schedule_id === row.id).map((owner) => owner.user_id),
      recipients: recipients
        .filter((recipient) => recipient.report_schedule_id === row.id)
        .map(({ id, type, recipient_config_json }) => ({ id, type, recipient_config_json })),
    }));
  }

  async list(): Promise<ReportRecord[]> {
    return this.withLinks(await this.db.all<ReportRow>(`SELECT ${REPORT_COLUMNS} FROM report_schedule ORDER BY id`));
  }

  /** The reports the scheduler runs. */
  async listActive(): Promise<ReportRecord[]> {
    return this.withLinks(
      await this.db.all<ReportRow>(`SELECT ${REPORT_COLUMNS} FROM report_schedule WHERE active ORDER BY id`),
    );
  }

  async findById(id: number): Promise<ReportRecord | null> {
    const [report] = await this.findByIds([id]);
    return report ?? null;
  }

  /** The reports among `ids` that exist, by id. */
  async findByIds(ids: readonly number[]): Promise<ReportRecord[]> {
    if (ids.length === 0) return [];
    return this.withLinks(
      await this.db.all<ReportRow>(
        `SELECT ${REPORT_COLUMNS} FROM report_schedule WHERE id IN (${placeholders(ids)}) ORDER BY id`,
        [...ids],
      ),
    );
  }

  /** Whether a report of `type` other than `exceptId` is named `name`. */
  async isNameTaken(name: string, type: string, exceptId: number | null = null): Promise<boolean> {
    return nameTaken(this.db, name, type, exceptId);
  }

  /**
   * Creates the report, made now by `userId`, who owns it unless `owner_ids` says otherwise.
   * Throws ReportNameTakenError when its name is taken for its type.
   */
  async create(fields: NewReport, userId: number | null): Promise<ReportRecord> {
    const now = new Date();
    const { columns, params } = fieldAssignments(fields);
    const allColumns = ['uuid', ...columns, 'created_by_fk', 'changed_by_fk', 'created_on', 'changed_on'];
    const allParams: SqlParam[] = [randomUUID(), ...params, userId, userId, now, now];
    const id = await this.db.transaction(async (tx) => {
      if (await nameTaken(tx, fields.name, fields.type, null)) throw new ReportNameTakenError(fields.name);
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO report_schedule (${allColumns.join(', ')}) VALUES (${placeholders(allParams)}) RETURNING id`,
        allParams,
      );
      if (!inserted) throw new Error('Report insert returned no id');
      await replaceOwners(tx, inserted.id, fields.owner_ids ?? (userId === null ? [] : [userId]));
      await replaceRecipients(tx, inserted.id, fields.recipients ?? []);
      return inserted.id;
    });
    const created = await this.findById(id);
    if (!created) throw new Error(`Report ${id} vanished after its insert`);
    return created;
  }

  /**
   * Sets the given fields, changed now by `userId`. Throws when the report does not exist, and
   * ReportNameTakenError when the new name (or type) collides with another report's.
   */
  async update(id: number, fields: ReportFields, userId: number | null): Promise<ReportRecord> {
    const { columns, params } = fieldAssignments(fields);
    const sets = [...columns, 'changed_by_fk', 'changed_on'].map((column) => `${column} = ?`);
    await this.db.transaction(async (tx) => {
      const current = await tx.first<{ name: string; type: string }>(
        'SELECT name, type FROM report_schedule WHERE id = ?',
        [id],
      );
      if (!current) throw new Error(`Report ${id} does not exist`);
      const name = fields.name ?? current.name;
      const type = fields.type ?? current.type;
      if ((name !== current.name || type !== current.type) && (await nameTaken(tx, name, type, id))) {
        throw new ReportNameTakenError(name);
      }
      await tx.run(`UPDATE report_schedule SET ${sets.join(', ')} WHERE id = ?`, [...params, userId, new Date(), id]);
      if (fields.owner_ids) await replaceOwners(tx, id, fields.owner_ids);
      if (fields.recipients) await replaceRecipients(tx, id, fields.recipients);
    });
    const updated = await this.findById(id);
    if (!updated) throw new Error(`Report ${id} vanished after its update`);
    return updated;
  }

  /** Deletes the reports with their owners, recipients and execution logs. */
  async deleteMany(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const list = placeholders(ids);
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM report_schedule_user WHERE report_schedule_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM report_recipient WHERE report_schedule_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM report_execution_log WHERE report_schedule_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM report_schedule WHERE id IN (${list})`, [...ids]);
    });
  }

  /** Records a run's outcome; not an edit, so changed_on/changed_by stay. */
  async recordEvaluation(id: number, evaluation: ReportEvaluation): Promise<void> {
    const columns = ['last_state', 'last_eval_dttm'];
    const params: SqlParam[] = [evaluation.last_state, evaluation.last_eval_dttm];
    if (evaluation.last_value !== undefined) {
      columns.push('last_value');
      params.push(evaluation.last_value);
    }
    if (evaluation.last_value_row_json !== undefined) {
      columns.push('last_value_row_json');
      params.push(evaluation.last_value_row_json);
    }
    await this.db.run(
      `UPDATE report_schedule SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
      [...params, id],
    );
  }
}
