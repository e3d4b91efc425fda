import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { EMAIL_TARGET, createAlert, firstDue, outboxMessages, plusMinutes, runLogs } from './helpers/runFixtures';

describe('alerts run by the scheduler', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, dataDir } = await createTestApp());
  });
  afterEach(async () => {
    for (const report of await app.store.reports.listActive()) {
      await app.store.reports.update(report.id, { active: false }, null);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  /** Mails in the outbox sent for the alert (its name is in the subject). */
  async function mailsFor(name: string): Promise<string[]> {
    return (await outboxMessages(dataDir)).filter((message) => message.includes(name));
  }

  it('delivers an alert whose value passes the threshold, and records the value', async () => {
    const alert = await createAlert(app, 'SELECT 10', { op: '>', threshold: 5 });
    await app.reportScheduler.tick(firstDue(alert));

    expect(await runLogs(app, alert.id)).toMatchObject([{ state: 'Success', error_message: null, value: 10 }]);
    expect(await app.store.reports.findById(alert.id)).toMatchObject({ last_state: 'Success', last_value: 10 });
    const mails = await mailsFor(alert.name);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(EMAIL_TARGET);
  });

  it('does not deliver an alert whose value does not pass, and records it as not triggered', async () => {
    const alert = await createAlert(app, 'SELECT 1', { op: '>', threshold: 5 });
    await app.reportScheduler.tick(firstDue(alert));

    expect(await runLogs(app, alert.id)).toMatchObject([{ state: 'Not triggered', error_message: null, value: 1 }]);
    expect(await app.store.reports.findById(alert.id)).toMatchObject({ last_state: 'Not triggered', last_value: 1 });
    expect(await mailsFor(alert.name)).toEqual([]);
  });

  it("fires a 'not null' alert on a value and not on NULL", async () => {
    const fires = await createAlert(app, "SELECT 'late orders'", 'not null');
    const quiet = await createAlert(app, 'SELECT NULL', 'not null');
    await app.reportScheduler.tick(firstDue(quiet));

    expect(await runLogs(app, fires.id)).toMatchObject([{ state: 'Success', value_row_json: 'late orders' }]);
    expect(await runLogs(app, quiet.id)).toMatchObject([{ state: 'Not triggered', value_row_json: 'None' }]);
    expect(await mailsFor(quiet.name)).toEqual([]);
  });

  it('stays quiet during its grace period after firing, then fires again', async () => {
    const alert = await createAlert(app, 'SELECT 10', { op: '>', threshold: 5 }, { grace_period: 600 });
    const due = firstDue(alert);
    await app.reportScheduler.tick(due);
    await app.reportScheduler.tick(plusMinutes(due, 1));

    expect((await runLogs(app, alert.id)).map((log) => [log.state, log.error_message])).toEqual([
      ['Success', null],
      ['On Grace', 'Alert fired during grace period.'],
    ]);
    expect((await app.store.reports.findById(alert.id))?.last_state).toBe('On Grace');
    expect(await mailsFor(alert.name)).toHaveLength(1);

    // Eleven minutes on, the ten-minute grace period is over.
    await app.reportScheduler.tick(plusMinutes(due, 12));
    const states = (await runLogs(app, alert.id)).map((log) => log.state);
    expect(states[states.length - 1]).toBe('Success');
    expect(await mailsFor(alert.name)).toHaveLength(2);
  });

  it.each([
    ['SELECT * FROM range(5)', 'Alert query returned more than one row. 2 rows returned'],
    ['SELECT 1 AS a, 2 AS b', 'Alert query returned more than one column. 2 columns returned'],
    ["SELECT 'many'", 'Alert query returned a non-number value.'],
    ['SELECT * FROM no_such_table', 'An error occurred when running alert query'],
    ['CREATE TABLE sneaky AS SELECT 1', 'An error occurred when running alert query'],
  ])('logs an error for the alert query %s', async (sql, message) => {
    const alert = await createAlert(app, sql, { op: '>', threshold: 5 });
    await app.reportScheduler.tick(firstDue(alert));

    expect(await runLogs(app, alert.id)).toMatchObject([{ state: 'Error', error_message: message }]);
    expect((await app.store.reports.findById(alert.id))?.last_state).toBe('Error');
    expect(await mailsFor(alert.name)).toEqual([]);
  });

  it('logs an error for an unusable validator config', async () => {
    const alert = await createAlert(
      app,
      'SELECT 10',
      { op: '>', threshold: 5 },
      { validator_config_json: '{"op": ">"}' },
    );
    await app.reportScheduler.tick(firstDue(alert));
    expect(await runLogs(app, alert.id)).toMatchObject([
      { state: 'Error', error_message: 'Alert validator config error.' },
    ]);
  });
});
