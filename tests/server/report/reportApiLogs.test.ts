import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, reportBody, reportFixture, type ReportFixture } from './reportApiFixture';

type LogList = { count: number; ids: number[]; result: Array<Record<string, unknown>> };

describe('GET /api/v1/report/{pk}/log/', () => {
  let fx: ReportFixture;
  let reportId: number;
  let otherId: number;
  let runIds: number[];

  const logs = (id: number, args: Record<string, unknown> = {}, caller = fx.writer) =>
    caller.get<LogList>(`/api/v1/report/${id}/log/?q=${encodeURIComponent(rison.encode(args))}`);

  beforeAll(async () => {
    fx = await reportFixture();
    reportId = await createReport(fx.writer, reportBody(fx));
    otherId = await createReport(fx.otherWriter, reportBody(fx));
    runIds = [];
    // 30 runs an hour apart; started in order, so the latest start is the last one.
    for (let hour = 0; hour < 30; hour += 1) {
      const run = await fx.app.store.reportExecutionLogs.start(reportId, new Date(Date.UTC(2024, 4, 1, hour, 0, 0)));
      if (!run) throw new Error('run not started');
      await fx.app.store.reportExecutionLogs.finish(run.id, {
        state: hour === 29 ? 'Error' : 'Success',
        error_message: hour === 29 ? 'Timeout' : null,
        value: hour,
      });
      runIds.push(run.id);
    }
    await fx.app.store.reportExecutionLogs.record(otherId, {
      scheduled_dttm: new Date(Date.UTC(2024, 4, 1)),
      state: 'Success',
    });
  });
  afterAll(() => fx.app.close());

  it('lists the runs latest start first, 25 a page, with the log uuid', async () => {
    const response = await logs(reportId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data.count).toBe(30);
    expect(response.data.ids).toEqual([...runIds].reverse().slice(0, 25));
    expect(response.data.result[0]).toEqual({
      id: runIds[29],
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      scheduled_dttm: '2024-05-02T05:00:00.000000',
      start_dttm: expect.any(String),
      end_dttm: expect.any(String),
      value: 29,
      value_row_json: null,
      state: 'Error',
      error_message: 'Timeout',
    });
    const second = await logs(reportId, { page: 1 });
    expect(second.data.ids).toEqual(runIds.slice(0, 5).reverse());
  });

  it('orders and filters as asked', async () => {
    const ordered = await logs(reportId, { order_column: 'scheduled_dttm', order_direction: 'asc', page_size: 3 });
    expect(ordered.data.ids).toEqual(runIds.slice(0, 3));
    const errors = await logs(reportId, { filters: [{ col: 'state', opr: 'eq', value: 'Error' }] });
    expect(errors.data.ids).toEqual([runIds[29]]);
    expect((await logs(reportId, { order_column: 'uuid' })).statusCode).toBe(400);
  });

  it('shows one run of the report, and no run of another report', async () => {
    const response = await fx.writer.get<{ id: number; result: Record<string, unknown> }>(
      `/api/v1/report/${reportId}/log/${runIds[0]}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ id: runIds[0], result: { id: runIds[0], state: 'Success', value: 0 } });
    expect((await fx.admin.get(`/api/v1/report/${otherId}/log/${runIds[0]}`)).statusCode).toBe(404);
    expect((await fx.admin.get(`/api/v1/report/${reportId}/log/987654`)).statusCode).toBe(404);
  });

  it('hides the runs of reports the caller cannot see', async () => {
    expect((await logs(otherId)).statusCode).toBe(404);
    expect((await fx.writer.get(`/api/v1/report/${otherId}/log/1`)).statusCode).toBe(404);
    expect((await logs(otherId, {}, fx.admin)).data.count).toBe(1);
    expect((await logs(987654, {}, fx.admin)).statusCode).toBe(404);
  });

  it('offers no way to change a run', async () => {
    expect((await fx.admin.post(`/api/v1/report/${reportId}/log/`, { state: 'Error' })).statusCode).toBe(404);
    expect((await fx.admin.put(`/api/v1/report/${reportId}/log/${runIds[0]}`, { state: 'Error' })).statusCode).toBe(
      404,
    );
  });
});
