import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataStore } from '../../../server/store';
import { ReportNameTakenError } from '../../../server/store/reports';

describe('report repositories', () => {
  let dir: string;
  let store: MetadataStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-reports-'));
    store = await MetadataStore.open(dir);
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a report with defaults, its creator as owner and its recipients', async () => {
    const report = await store.reports.create(
      {
        type: 'Report',
        name: 'Weekly',
        crontab: '0 9 * * 1',
        chart_id: 3,
        recipients: [{ type: 'Email', recipient_config_json: '{"target":"a@b.c"}' }],
      },
      1,
    );
    expect(report).toMatchObject({
      type: 'Report',
      name: 'Weekly',
      active: true,
      timezone: 'UTC',
      creation_method: 'alerts_reports',
      chart_id: 3,
      dashboard_id: null,
      grace_period: 14400,
      working_timeout: 3600,
      log_retention: 90,
      last_state: 'Not triggered',
      last_eval_dttm: null,
      report_format: 'PNG',
      extra: '{}',
      force_screenshot: false,
      owner_ids: [1],
      created_by_fk: 1,
      recipients: [{ type: 'Email', recipient_config_json: '{"target":"a@b.c"}' }],
    });
    expect(report.created_on).toBeInstanceOf(Date);
    expect(report.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a second name of the same type, on create and on update', async () => {
    const first = await store.reports.create({ type: 'Alert', name: 'Dup', crontab: '* * * * *' }, 1);
    await expect(store.reports.create({ type: 'Alert', name: 'Dup', crontab: '* * * * *' }, 1)).rejects.toBeInstanceOf(
      ReportNameTakenError,
    );
    const other = await store.reports.create({ type: 'Report', name: 'Dup', crontab: '* * * * *' }, 1);
    await expect(store.reports.update(other.id, { type: 'Alert' }, 1)).rejects.toBeInstanceOf(ReportNameTakenError);
    const renamed = await store.reports.update(first.id, { name: 'Dup', active: false, owner_ids: [2, 3] }, 2);
    expect(renamed).toMatchObject({ active: false, owner_ids: [2, 3], changed_by_fk: 2 });
    expect(await store.reports.isNameTaken('Dup', 'Alert')).toBe(true);
    expect(await store.reports.isNameTaken('Dup', 'Alert', first.id)).toBe(false);
  });

  it('lists active reports and records evaluations without touching changed_on', async () => {
    const report = await store.reports.create({ type: 'Alert', name: 'Eval', crontab: '* * * * *' }, 1);
    expect((await store.reports.listActive()).map((row) => row.id)).toContain(report.id);
    const at = new Date('2024-05-01T10:00:00.000Z');
    await store.reports.recordEvaluation(report.id, {
      last_state: 'Success',
      last_eval_dttm: at,
      last_value: 4.5,
      last_value_row_json: '[4.5]',
    });
    const after = await store.reports.findById(report.id);
    expect(after).toMatchObject({ last_state: 'Success', last_value: 4.5, last_value_row_json: '[4.5]' });
    expect(after?.last_eval_dttm?.toISOString()).toBe(at.toISOString());
    expect(after?.changed_on.getTime()).toBe(report.changed_on.getTime());
  });

  it('starts each scheduled run once, finishes it and prunes old runs', async () => {
    const report = await store.reports.create({ type: 'Report', name: 'Runs', crontab: '* * * * *' }, 1);
    const scheduled = new Date('2024-05-01T10:00:00.000Z');
    const run = await store.reportExecutionLogs.start(report.id, scheduled);
    expect(run).toMatchObject({ state: 'Working', report_schedule_id: report.id, end_dttm: null });
    expect(run?.start_dttm).toBeInstanceOf(Date);
    expect(await store.reportExecutionLogs.start(report.id, scheduled)).toBeNull();
    expect((await store.reportExecutionLogs.listWorking()).map((row) => row.id)).toContain(run?.id);
    await store.reportExecutionLogs.finish(run?.id ?? -1, { state: 'Error', error_message: 'boom', value: 2 });
    const finished = await store.reportExecutionLogs.findFor(report.id, run?.id ?? -1);
    expect(finished).toMatchObject({ state: 'Error', error_message: 'boom', value: 2 });
    expect(finished?.end_dttm).toBeInstanceOf(Date);
    await store.reportExecutionLogs.record(report.id, {
      scheduled_dttm: new Date('2024-05-01T11:00:00.000Z'),
      state: 'Success',
    });
    expect((await store.reportExecutionLogs.latestScheduledAt(report.id))?.toISOString()).toBe(
      '2024-05-01T11:00:00.000Z',
    );
    expect(await store.reportExecutionLogs.listFor(report.id)).toHaveLength(2);
    expect(await store.reportExecutionLogs.findFor(report.id + 1000, run?.id ?? -1)).toBeNull();
    expect(await store.reportExecutionLogs.deleteOlderThan(report.id, new Date(Date.now() + 60_000))).toBe(2);
    expect(await store.reportExecutionLogs.listFor(report.id)).toEqual([]);
  });

  it('deletes reports with their owners, recipients and logs', async () => {
    const report = await store.reports.create(
      {
        type: 'Report',
        name: 'Doomed',
        crontab: '* * * * *',
        recipients: [{ type: 'Slack', recipient_config_json: '{"target":"#x"}' }],
      },
      1,
    );
    await store.reportExecutionLogs.start(report.id, new Date());
    await store.reports.deleteMany([report.id]);
    expect(await store.reports.findById(report.id)).toBeNull();
    expect(await store.reportExecutionLogs.listFor(report.id)).toEqual([]);
    const leftovers = await store.db.all('SELECT * FROM report_recipient WHERE report_schedule_id = ?', [report.id]);
    expect(leftovers).toEqual([]);
  });
});
