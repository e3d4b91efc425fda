import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportContent } from '../../../server/services/report/content';
import { deliverReport, ReportDeliveryError } from '../../../server/services/report/delivery';
import { createTestApp } from '../helpers/testApp';
import { reportToRender } from './helpers/contentReports';
import { leafParts, parseMime } from './helpers/smtpMime';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';

const CSV = 'status,sum__revenue\ncompleted,100\nreturned,5\n';

function csvContent(): ReportContent {
  return {
    format: 'CSV',
    url: 'http://tessera.test/explore/?slice_id=4',
    name: 'Weekly revenue: Revenue by order status',
    attachments: [
      {
        filename: 'Weekly revenue: Revenue by order status.csv',
        contentType: 'text/csv',
        content: Buffer.from(CSV),
      },
    ],
    csvRows: 2,
  };
}

function pngContent(): ReportContent {
  return {
    format: 'PNG',
    url: 'http://tessera.test/superset/dashboard/3/',
    name: 'Daily: Sales',
    attachments: [
      {
        filename: 'Daily: Sales.png',
        contentType: 'image/png',
        content: Buffer.from('89504e470d0a1a0a', 'hex'),
        inlineCid: 'report-2-screenshot-1@tessera',
      },
    ],
  };
}

const emailTo = (target: string, extra: Record<string, string> = {}) => ({
  type: 'Email',
  recipient_config_json: JSON.stringify({ target, ...extra }),
});

describe('report delivery by SMTP', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer({ credentials: { user: 'mailer', password: 'mailer-secret' } });
    ({ app } = await createTestApp({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'mailer-secret',
        SMTP_MAIL_FROM: 'reports@tessera.test',
      },
    }));
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends one message to every address, over STARTTLS and logged in, with the CSV attached', async () => {
    const report = reportToRender({
      owner_ids: [1],
      chart_id: 4,
      recipients: [
        emailTo('ana@example.com; bo@example.com', { ccTarget: 'cy@example.com', bccTarget: 'di@example.com' }),
      ],
    });
    const summary = await deliverReport(app, report, csvContent(), {});
    expect(summary.recipients).toEqual([
      expect.objectContaining({ type: 'Email', target: 'ana@example.com, bo@example.com' }),
    ]);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('reports@tessera.test');
    expect(mail.to.sort()).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com']);

    const message = parseMime(mail.raw);
    expect(message.headers.get('subject')).toBe('[Report] Weekly revenue: Revenue by order status');
    expect(message.headers.get('to')).toBe('ana@example.com, bo@example.com');
    expect(message.headers.get('cc')).toBe('cy@example.com');
    expect(message.headers.has('bcc')).toBe(false);
    const parts = leafParts(message);
    const html = parts.find((part) => part.contentType.startsWith('text/html'));
    expect(html?.body.toString('utf8')).toContain('<div>Revenue, every Monday.</div>');
    expect(html?.body.toString('utf8')).toContain(
      '<a href="http://tessera.test/explore/?slice_id=4">Explore in Superset</a>',
    );
    const csv = parts.find((part) => part.filename === 'Weekly revenue: Revenue by order status.csv');
    expect(csv?.contentType).toMatch(/^text\/csv/);
    expect(csv?.body.toString('utf8')).toBe(CSV);
  });

  it('shows a screenshot inline (cid) and an alert value, escaping the description', async () => {
    smtp.received.length = 0;
    const report = reportToRender({
      owner_ids: [1],
      type: 'Alert',
      dashboard_id: 3,
      description: '<script>x</script>',
      recipients: [emailTo('ana@example.com')],
    });
    await deliverReport(app, report, pngContent(), { alert: { value: 42, threshold: '> 10' } });
    const message = parseMime(smtp.received[0].raw);
    expect(message.headers.get('subject')).toBe('[Report] Daily: Sales');
    const parts = leafParts(message);
    const html = parts.find((part) => part.contentType.startsWith('text/html'))?.body.toString('utf8') ?? '';
    expect(html).toContain('<img width="1000" src="cid:report-2-screenshot-1@tessera">');
    expect(html).toContain('the query returned <b>42</b> (&gt; 10)');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    const image = parts.find((part) => part.contentType.startsWith('image/png'));
    expect(image?.headers.get('content-id')).toBe('<report-2-screenshot-1@tessera>');
  });

  it('fails with the reason when the SMTP server refuses the login', async () => {
    const refusing = await createTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'mailer', SMTP_PASSWORD: 'wrong' },
    });
    try {
      const attempt = deliverReport(
        refusing.app,
        reportToRender({ owner_ids: [1], recipients: [emailTo('ana@example.com')] }),
        csvContent(),
        {},
      );
      await expect(attempt).rejects.toBeInstanceOf(ReportDeliveryError);
      await expect(attempt).rejects.toThrow(/^Email could not be sent through 127\.0\.0\.1:\d+: .*Invalid/);
    } finally {
      await refusing.app.close();
    }
  });
});

describe('report delivery without SMTP: the outbox', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, dataDir } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('writes the message, Bcc included, as a .eml file in the data folder outbox', async () => {
    const report = reportToRender({
      id: 7,
      owner_ids: [1],
      recipients: [emailTo('ana@example.com,bo@example.com', { bccTarget: 'di@example.com' })],
    });
    const summary = await deliverReport(app, report, csvContent(), {});
    const outbox = path.join(dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-7\.eml$/);
    expect(summary.recipients[0].detail).toBe(path.join(outbox, files[0]));

    const message = parseMime(await readFile(path.join(outbox, files[0]), 'utf8'));
    expect(message.headers.get('from')).toBe('superset@superset.com');
    expect(message.headers.get('to')).toBe('ana@example.com, bo@example.com');
    expect(message.headers.get('bcc')).toBe('di@example.com');
    expect(message.headers.get('subject')).toBe('[Report] Weekly revenue: Revenue by order status');
    const csv = leafParts(message).find((part) => part.filename?.endsWith('.csv'));
    expect(csv?.body.toString('utf8')).toBe(CSV);
  });
});

interface WebhookCall {
  contentType: string;
  body: Buffer;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

describe('report delivery to a webhook', () => {
  let app: FastifyInstance;
  let server: Server;
  let base: string;
  const calls: WebhookCall[] = [];

  beforeAll(async () => {
    ({ app } = await createTestApp());
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        calls.push({ contentType: request.headers['content-type'] ?? '', body });
        if (request.url === '/broken') {
          response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is down');
        } else response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    calls.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const webhook = (target: string) => ({ type: 'Webhook', recipient_config_json: JSON.stringify({ target }) });

  it('posts Superset webhook JSON when there is no file', async () => {
    const report = reportToRender({
      owner_ids: [1],
      chart_id: 4,
      report_format: 'TEXT',
      recipients: [webhook(`${base}/hook`)],
    });
    const content: ReportContent = { ...csvContent(), format: 'TEXT', attachments: [], textTable: '<table></table>' };
    const summary = await deliverReport(app, report, content, {});
    expect(summary.recipients).toEqual([{ type: 'Webhook', target: `${base}/hook`, detail: '200' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0].contentType).toBe('application/json');
    expect(JSON.parse(calls[0].body.toString('utf8'))).toEqual({
      name: 'Weekly revenue: Revenue by order status',
      header: {
        notification_format: 'TEXT',
        notification_type: 'Report',
        notification_source: 'Chart',
        chart_id: 4,
        dashboard_id: null,
      },
      text: null,
      description: 'Revenue, every Monday.',
      url: 'http://tessera.test/explore/?slice_id=4',
    });
  });

  it('posts a multipart form with report.csv when the content has a file', async () => {
    const report = reportToRender({ owner_ids: [1], chart_id: 4, recipients: [webhook(`${base}/hook`)] });
    await deliverReport(app, report, csvContent(), {});
    expect(calls[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(calls[0].body), {
      headers: { 'content-type': calls[0].contentType },
    }).formData();
    expect(form.get('name')).toBe('Weekly revenue: Revenue by order status');
    expect(JSON.parse(String(form.get('header')))).toMatchObject({ notification_format: 'CSV', chart_id: 4 });
    const file = form.get('files') as File;
    expect(file.name).toBe('report.csv');
    expect(await file.text()).toBe(CSV);
  });

  it('fails with the status and body when the receiver answers outside 2xx, after trying every recipient', async () => {
    const report = reportToRender({
      owner_ids: [1],
      chart_id: 4,
      recipients: [webhook(`${base}/broken`), webhook(`${base}/hook`)],
    });
    const attempt = deliverReport(app, report, csvContent(), {});
    await expect(attempt).rejects.toBeInstanceOf(ReportDeliveryError);
    await expect(attempt).rejects.toThrow('Webhook failed with status code 500: receiver is down');
    expect(calls.map((call) => call.body.length > 0)).toEqual([true, true]);
  });

  it('fails clearly for a webhook without a URL and for Slack', async () => {
    const noUrl = reportToRender({ owner_ids: [1], recipients: [webhook('')] });
    await expect(deliverReport(app, noUrl, csvContent(), {})).rejects.toThrow(
      new ReportDeliveryError('Webhook URL is required'),
    );
    const slack = reportToRender({
      owner_ids: [1],
      recipients: [{ type: 'Slack', recipient_config_json: '{"target":"#sales"}' }],
    });
    await expect(deliverReport(app, slack, csvContent(), {})).rejects.toThrow(
      new ReportDeliveryError('Slack delivery is not available in the embedded server'),
    );
  });
});
