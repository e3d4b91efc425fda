import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createAlert, firstDue, minuteOf, plusMinutes, reportState, runLogs } from './helpers/runFixtures';

/** An alert that never fires: the scheduler's bookkeeping without any delivery. */
const QUIET_SQL = 'SELECT 1';
const QUIET = { op: '>', threshold: 5 };
/** Runs until interrupted (far longer than any test). */
const ENDLESS_SQL = 'SELECT sum(i::DOUBLE * i) FROM range(100000000000) t(i)';

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('report scheduler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterEach(async () => {
    // Each test's reports stop being due, so later ticks run only the next test's.
    for (const report of await app.store.reports.listActive()) {
      await app.store.reports.update(report.id, { active: false }, null);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a report due every minute once per due time, however often it ticks', async () => {
    const alert = await createAlert(app, QUIET_SQL, QUIET);
    const due = firstDue(alert);
    await app.reportScheduler.tick(due);
    await app.reportScheduler.tick(new Date(due.getTime() + 20_000));
    await Promise.all([app.reportScheduler.tick(due), app.reportScheduler.tick(due)]);

    const logs = await runLogs(app, alert.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ scheduled_dttm: minuteOf(due), state: 'Not triggered', error_message: null });
    expect(logs[0].start_dttm).toBeInstanceOf(Date);
    expect(logs[0].end_dttm).toBeInstanceOf(Date);
    const report = await app.store.reports.findById(alert.id);
    expect(report).toMatchObject({ last_state: 'Not triggered', last_eval_dttm: due });

    await app.reportScheduler.tick(plusMinutes(due, 1));
    expect((await runLogs(app, alert.id)).map((log) => log.scheduled_dttm)).toEqual([
      minuteOf(due),
      minuteOf(plusMinutes(due, 1)),
    ]);
  });

  it('records runs missed while the server was down once, and runs only the latest', async () => {
    const alert = await createAlert(app, QUIET_SQL, QUIET);
    const due = firstDue(alert);
    await app.reportScheduler.tick(due);
    // Six minutes without a tick: five due times passed unseen, the sixth is now.
    await app.reportScheduler.tick(plusMinutes(due, 6));
    await app.reportScheduler.tick(new Date(plusMinutes(due, 6).getTime() + 30_000));

    const logs = await runLogs(app, alert.id);
    expect(logs.map((log) => [log.scheduled_dttm, log.state, log.error_message])).toEqual([
      [minuteOf(due), 'Not triggered', null],
      [minuteOf(plusMinutes(due, 5)), 'Error', 'Missed 5 scheduled runs while the server was not running'],
      [minuteOf(plusMinutes(due, 6)), 'Not triggered', null],
    ]);
  });

  it('leaves inactive reports alone', async () => {
    const alert = await createAlert(app, QUIET_SQL, QUIET, { active: false });
    await app.reportScheduler.tick(firstDue(alert));
    expect(await runLogs(app, alert.id)).toEqual([]);
    expect(await reportState(app, alert.id)).toBe('Not triggered');
  });

  it('is Working while it runs, refuses a second run meanwhile, and stops at its working timeout', async () => {
    const alert = await createAlert(app, ENDLESS_SQL, QUIET, { working_timeout: 3 });
    const due = firstDue(alert);
    const first = app.reportScheduler.tick(due);
    await waitFor(() => app.reportScheduler.isRunning(alert.id));
    expect(await reportState(app, alert.id)).toBe('Working');
    expect((await runLogs(app, alert.id)).map((log) => log.state)).toEqual(['Working']);

    await app.reportScheduler.tick(plusMinutes(due, 1));
    await first;

    const logs = await runLogs(app, alert.id);
    expect(logs.map((log) => [log.scheduled_dttm, log.state, log.error_message])).toEqual([
      [minuteOf(due), 'Error', 'Report Schedule reached a working timeout.'],
      [minuteOf(plusMinutes(due, 1)), 'Error', 'Report Schedule is still working, refusing to re-compute.'],
    ]);
    expect(await reportState(app, alert.id)).toBe('Error');
    expect(app.reportScheduler.isRunning(alert.id)).toBe(false);
  });

  it('runs different reports at the same time', async () => {
    const first = await createAlert(app, ENDLESS_SQL, QUIET, { working_timeout: 2 });
    const second = await createAlert(app, ENDLESS_SQL, QUIET, { working_timeout: 2 });
    const run = app.reportScheduler.tick(firstDue(second));
    await waitFor(() => app.reportScheduler.isRunning(first.id) && app.reportScheduler.isRunning(second.id));
    await run;
    for (const alert of [first, second]) {
      expect((await runLogs(app, alert.id)).map((log) => log.error_message)).toContain(
        'Report Schedule reached a working timeout.',
      );
    }
  });

  it('prunes log rows older than the log retention', async () => {
    const alert = await createAlert(app, QUIET_SQL, QUIET, { log_retention: 1 });
    const due = firstDue(alert);
    await app.reportScheduler.tick(due);
    expect(await runLogs(app, alert.id)).toHaveLength(1);

    const twoDaysLater = plusMinutes(due, 2 * 24 * 60);
    await app.reportScheduler.tick(twoDaysLater);
    const logs = await runLogs(app, alert.id);
    expect(logs.map((log) => [log.scheduled_dttm, log.state, log.error_message])).toEqual([
      [
        minuteOf(plusMinutes(twoDaysLater, -1)),
        'Error',
        'Missed more than 1000 scheduled runs while the server was not running',
      ],
      [minuteOf(twoDaysLater), 'Not triggered', null],
    ]);
  });

  it('does not schedule a report whose crontab it cannot read, and keeps running the others', async () => {
    const broken = await createAlert(app, QUIET_SQL, QUIET, { crontab: 'every minute please' });
    const fine = await createAlert(app, QUIET_SQL, QUIET);
    await app.reportScheduler.tick(firstDue(fine));
    expect(await runLogs(app, broken.id)).toEqual([]);
    expect(await runLogs(app, fine.id)).toHaveLength(1);
  });
});

describe('report scheduler across restarts', () => {
  it('ends a run as an error when the server stops during it', async () => {
    const { app } = await createTestApp();
    const alert = await createAlert(app, ENDLESS_SQL, QUIET);
    const run = app.reportScheduler.tick(firstDue(alert));
    await waitFor(() => app.reportScheduler.isRunning(alert.id));
    await app.close();
    await run;
    const { app: reopened } = await createTestApp({ dataDir: app.config.dataDir });
    try {
      const logs = await runLogs(reopened, alert.id);
      expect(logs.map((log) => [log.state, log.error_message])).toEqual([
        ['Error', 'The server stopped during this run'],
      ]);
      expect(await reportState(reopened, alert.id)).toBe('Error');
    } finally {
      await reopened.close();
    }
  });

  it('ends a run a crashed server left Working when it starts again, and runs the next due time', async () => {
    const { app, dataDir } = await createTestApp();
    const alert = await createAlert(app, QUIET_SQL, QUIET);
    const due = firstDue(alert);
    // What a crash mid-run leaves behind: a Working row and a Working report, no process to end them.
    const stuck = await app.store.reportExecutionLogs.start(alert.id, minuteOf(due));
    await app.store.reports.recordEvaluation(alert.id, { last_state: 'Working', last_eval_dttm: due });
    expect(stuck?.state).toBe('Working');
    await app.close();

    const { app: reopened } = await createTestApp({ dataDir });
    try {
      expect(await runLogs(reopened, alert.id)).toMatchObject([
        { scheduled_dttm: minuteOf(due), state: 'Error', error_message: 'The server stopped during this run' },
      ]);
      expect(await reportState(reopened, alert.id)).toBe('Error');
      expect(await reopened.store.reportExecutionLogs.listWorking()).toEqual([]);

      await reopened.reportScheduler.tick(due);
      expect(await runLogs(reopened, alert.id)).toHaveLength(1);
      await reopened.reportScheduler.tick(plusMinutes(due, 1));
      expect((await runLogs(reopened, alert.id)).map((log) => log.state)).toEqual(['Error', 'Not triggered']);
    } finally {
      await reopened.close();
    }
  });
});
