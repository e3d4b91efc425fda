/**
 * Reports run by the scheduler end to end: content made, delivered by SMTP or into the outbox,
 * and the run recorded.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';
import {
  EMAIL_TARGET,
  createChartReport,
  exampleChartId,
  exampleDashboardId,
  firstDue,
  outboxMessages,
  runLogs,
} from './helpers/runFixtures';
import { leafParts, parseMime } from './helpers/smtpMime';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILT_APP = path.resolve('dist');
const PNG_SIGNATURE = '89504e470d0a1a0a';

async function deactivateAll(app: FastifyInstance): Promise<void> {
  for (const report of await app.store.reports.listActive()) {
    await app.store.reports.update(report.id, { active: false }, null);
  }
}

/** The CSV attachment of a raw message, as text. */
function csvAttachment(raw: string): { filename: string | null; text: string } {
  const csv = leafParts(parseMime(raw)).find((part) => part.contentType.startsWith('text/csv'));
  if (!csv) throw new Error('the message has no CSV attachment');
  return { filename: csv.filename, text: csv.body.toString('utf8') };
}

describe('chart reports without SMTP', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, dataDir } = await createTestApp());
  });
  afterEach(() => deactivateAll(app));
  afterAll(async () => {
    await app.close();
  });

  it('writes the mail with the CSV attachment into the outbox and logs a success', async () => {
    const report = await createChartReport(app);
    await app.reportScheduler.tick(firstDue(report));

    expect(await runLogs(app, report.id)).toMatchObject([{ state: 'Success', error_message: null }]);
    expect((await app.store.reports.findById(report.id))?.last_state).toBe('Success');
    const mails = (await outboxMessages(dataDir)).filter((raw) => raw.includes(report.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(EMAIL_TARGET);
    const csv = csvAttachment(mails[0]);
    expect(csv.filename).toMatch(/\.csv$/);
    expect(csv.text.trim().split(/\r?\n/).length).toBeGreaterThan(1);
  });

  it('logs an error when the chart was deleted, and delivers nothing', async () => {
    const report = await createChartReport(app);
    await app.store.charts.delete([report.chart_id ?? -1]);
    await app.reportScheduler.tick(firstDue(report));

    expect(await runLogs(app, report.id)).toMatchObject([{ state: 'Error', error_message: 'Chart does not exist' }]);
    expect((await app.store.reports.findById(report.id))?.last_state).toBe('Error');
    expect((await outboxMessages(dataDir)).filter((raw) => raw.includes(report.name))).toEqual([]);
  });
});

describe('chart reports through SMTP', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ app } = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } }));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends a report made through the API every minute, with its CSV attachment', async () => {
    const admin = await callerFor(app, 'admin');
    const created = await admin.post<{ id: number }>('/api/v1/report/', {
      type: 'Report',
      name: 'Names every minute',
      crontab: '* * * * *',
      creation_method: 'charts',
      chart: await exampleChartId(app),
      report_format: 'CSV',
      recipients: [{ type: 'Email', recipient_config_json: { target: EMAIL_TARGET } }],
    });
    expect(created.statusCode).toBe(201);
    const report = await app.store.reports.findById(created.data.id);
    if (!report) throw new Error('the report was not stored');

    const due = firstDue(report);
    await app.reportScheduler.tick(due);
    await app.reportScheduler.tick(new Date(due.getTime() + 30_000));

    expect(await runLogs(app, report.id)).toMatchObject([{ state: 'Success', error_message: null }]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([EMAIL_TARGET]);
    expect(csvAttachment(smtp.received[0].raw).text.trim().split(/\r?\n/).length).toBeGreaterThan(1);
  });

  it('logs the SMTP failure when the server cannot be reached', async () => {
    const unreachable = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' } });
    try {
      const report = await createChartReport(unreachable.app);
      await unreachable.app.reportScheduler.tick(firstDue(report));
      const [log] = await runLogs(unreachable.app, report.id);
      expect(log.state).toBe('Error');
      expect(log.error_message).toContain('127.0.0.1:1');
    } finally {
      await unreachable.app.close();
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(path.join(BUILT_APP, 'index.html')))(
  'dashboard reports (headless Chromium)',
  () => {
    let app: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      // A copy: another build may rewrite dist/ while the browser loads it.
      const distDir = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-run-dist-')), 'dist');
      await cp(BUILT_APP, distDir, { recursive: true });
      ({ app, dataDir } = await createTestApp({
        env: { TESSERA_DIST_DIR: distDir, REPORT_CHROMIUM_PATH: CHROMIUM, SCREENSHOT_SELENIUM_ANIMATION_WAIT: '1' },
      }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('server has no port');
      app.config.port = address.port;
    }, 120_000);
    afterAll(async () => {
      await app.close();
    });

    it('mails the dashboard as an inline PNG', async () => {
      const report = await createChartReport(app, {
        chart_id: null,
        dashboard_id: await exampleDashboardId(app),
        report_format: 'PNG',
      });
      await app.reportScheduler.tick(firstDue(report));

      expect(await runLogs(app, report.id)).toMatchObject([{ state: 'Success', error_message: null }]);
      const [mail] = (await outboxMessages(dataDir)).filter((raw) => raw.includes(report.name));
      const parts = leafParts(parseMime(mail));
      const image = parts.find((part) => part.contentType.startsWith('image/png'));
      expect(image?.body.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      const contentId = image?.headers.get('content-id')?.replace(/[<>]/g, '');
      const html = parts.find((part) => part.contentType.startsWith('text/html'))?.body.toString('utf8');
      expect(html).toContain(`cid:${contentId}`);
    }, 120_000);
  },
);
