import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, reportBody, reportFixture, type ReportFixture } from './reportApiFixture';

type Reply = { message: unknown };

describe('PUT and DELETE /api/v1/report/', () => {
  let fx: ReportFixture;

  beforeAll(async () => {
    fx = await reportFixture();
  });
  afterAll(() => fx.app.close());

  const stored = async (id: number) => {
    const report = await fx.app.store.reports.findById(id);
    if (!report) throw new Error(`No report ${id}`);
    return report;
  };

  it('lets an owner switch a report off with a body of `active` only', async () => {
    const id = await createReport(fx.writer, reportBody(fx, { description: 'kept' }));
    const response = await fx.writer.put(`/api/v1/report/${id}`, { active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ id, result: { active: false } });
    expect(await stored(id)).toMatchObject({ active: false, description: 'kept', changed_by_fk: fx.writer.id });
  });

  it('resets a running report to Not triggered when it is switched off', async () => {
    const id = await createReport(fx.admin, reportBody(fx));
    await fx.app.store.reports.recordEvaluation(id, { last_state: 'Working', last_eval_dttm: new Date() });
    await fx.admin.put(`/api/v1/report/${id}`, { active: false });
    expect((await stored(id)).last_state).toBe('Not triggered');
  });

  it('changes fields, replaces recipients and owners, and moves the target', async () => {
    const id = await createReport(fx.writer, reportBody(fx));
    const response = await fx.writer.put(`/api/v1/report/${id}`, {
      name: 'Renamed',
      crontab: '30 6 * * *',
      chart: null,
      dashboard: fx.dashboardId,
      owners: [fx.otherWriter.id],
      recipients: [{ type: 'Slack', recipient_config_json: { target: '#sales' } }],
      log_retention: 0,
      working_timeout: null,
      extra: { dashboard: { activeTabs: [] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(id)).toMatchObject({
      name: 'Renamed',
      crontab: '30 6 * * *',
      chart_id: null,
      dashboard_id: fx.dashboardId,
      log_retention: 0,
      working_timeout: 3600,
      extra: '{"dashboard": {"activeTabs": []}}',
      recipients: [{ type: 'Slack', recipient_config_json: '{"target": "#sales"}' }],
    });
    expect((await stored(id)).owner_ids.sort()).toEqual([fx.writer.id, fx.otherWriter.id].sort());
  });

  it('answers 400 for a bad PUT body, with PUT wording for log_retention', async () => {
    const id = await createReport(fx.admin, reportBody(fx));
    const response = await fx.admin.put<Reply>(`/api/v1/report/${id}`, {
      log_retention: -1,
      grace_period: 0,
      crontab: 'nope',
      unknown: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({
      message: {
        log_retention: ['Value must be 0 or greater'],
        grace_period: ['Value must be greater than 0'],
        crontab: ['Cron expression is not valid'],
        unknown: ['Unknown field.'],
      },
    });
  });

  it('answers 422 for a taken name and missing targets', async () => {
    await createReport(fx.admin, reportBody(fx, { name: 'First' }));
    const id = await createReport(fx.admin, reportBody(fx, { name: 'Second' }));
    const taken = await fx.admin.put<Reply>(`/api/v1/report/${id}`, { name: 'First' });
    expect(taken.statusCode).toBe(422);
    expect(taken.data).toEqual({ message: { name: ['A report named "First" already exists'] } });
    const missing = await fx.admin.put<Reply>(`/api/v1/report/${id}`, { chart: 987654 });
    expect(missing.data).toEqual({ message: { chart: 'Chart does not exist' } });
    const both = await fx.admin.put<Reply>(`/api/v1/report/${id}`, { chart: fx.chartId, dashboard: fx.dashboardId });
    expect(both.statusCode).toBe(422);
    expect(both.data).toEqual({ message: { chart: 'Choose a chart or dashboard not both' } });
    const database = await fx.admin.put<Reply>(`/api/v1/report/${id}`, { type: 'Alert', database: 987654 });
    expect(database.data).toEqual({ message: { database: 'Database does not exist' } });
  });

  it('answers 403 to a non-owner, admins may change anyone’s report, 404 for a missing one', async () => {
    const id = await createReport(fx.writer, reportBody(fx));
    for (const caller of [fx.otherWriter, fx.alpha]) {
      const put = await caller.put<Reply>(`/api/v1/report/${id}`, { active: false });
      expect(put.statusCode).toBe(403);
      expect(put.data).toEqual({ message: 'Forbidden' });
      expect((await caller.delete(`/api/v1/report/${id}`)).statusCode).toBe(403);
      expect((await caller.delete(`/api/v1/report/?q=!(${id})`)).statusCode).toBe(403);
    }
    expect((await fx.admin.put(`/api/v1/report/${id}`, { description: 'by admin' })).statusCode).toBe(200);
    expect((await fx.admin.put('/api/v1/report/987654', { active: false })).statusCode).toBe(404);
    expect((await fx.admin.put('/api/v1/report/abc', { active: false })).statusCode).toBe(404);
  });

  it('deletes one report with its logs, and answers 404 after', async () => {
    const id = await createReport(fx.writer, reportBody(fx));
    await fx.app.store.reportExecutionLogs.record(id, { scheduled_dttm: new Date(), state: 'Success' });
    const response = await fx.writer.delete<Reply>(`/api/v1/report/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ message: 'OK' });
    expect(await fx.app.store.reports.findById(id)).toBeNull();
    expect(await fx.app.store.reportExecutionLogs.listFor(id)).toEqual([]);
    expect((await fx.writer.delete(`/api/v1/report/${id}`)).statusCode).toBe(404);
  });

  it('deletes a rison id list, all or nothing', async () => {
    const first = await createReport(fx.admin, reportBody(fx));
    const second = await createReport(fx.admin, reportBody(fx));
    const missing = await fx.admin.delete(`/api/v1/report/?q=!(${first},987654)`);
    expect(missing.statusCode).toBe(404);
    expect(await fx.app.store.reports.findById(first)).not.toBeNull();
    const response = await fx.admin.delete<Reply>(`/api/v1/report/?q=!(${first},${second})`);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ message: 'Deleted 2 report schedules' });
    const third = await createReport(fx.admin, reportBody(fx));
    expect((await fx.admin.delete<Reply>(`/api/v1/report/?q=!(${third})`)).data).toEqual({
      message: 'Deleted 1 report schedule',
    });
  });

  it('refuses writes to users without can_write on ReportSchedule', async () => {
    expect((await fx.gamma.post('/api/v1/report/', reportBody(fx))).statusCode).toBe(403);
    const id = await createReport(fx.admin, reportBody(fx));
    expect((await fx.gamma.put(`/api/v1/report/${id}`, { active: false })).statusCode).toBe(403);
    expect((await fx.gamma.delete(`/api/v1/report/${id}`)).statusCode).toBe(403);
  });
});
