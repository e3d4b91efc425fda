import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent, ReportContentError } from '../../../server/services/report/content';
import { createTestApp } from '../helpers/testApp';
import { adminId, exampleChartId, reportToRender } from './helpers/contentReports';

const CHART = 'Revenue by order status';

describe('report content: CSV and TEXT from the chart data API', () => {
  let app: FastifyInstance;
  let owner: number;
  let chartId: number;

  beforeAll(async () => {
    // No browser on purpose: CSV and TEXT must not need one.
    ({ app } = await createTestApp({ env: { REPORT_CHROMIUM_PATH: '/nonexistent/chromium' } }));
    owner = await adminId(app);
    chartId = await exampleChartId(app, CHART);
  });

  afterAll(async () => {
    await app.close();
  });

  it('makes a CSV of the chart saved data, named after the report and the chart', async () => {
    const content = await buildReportContent(app, reportToRender({ owner_ids: [owner], chart_id: chartId }));
    expect(content.format).toBe('CSV');
    expect(content.name).toBe(`Weekly revenue: ${CHART}`);
    expect(content.url).toBe(`http://127.0.0.1:${app.config.port}/explore/?slice_id=${chartId}`);
    expect(content.attachments).toHaveLength(1);
    const [csv] = content.attachments;
    expect(csv.filename).toBe(`Weekly revenue: ${CHART}.csv`);
    expect(csv.contentType).toBe('text/csv');
    const lines = csv.content.toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('status,sum__revenue');
    expect(lines.length).toBeGreaterThan(1);
    expect(content.csvRows).toBe(lines.length - 1);
  });

  it('names the content after the email subject when there is one', async () => {
    const content = await buildReportContent(
      app,
      reportToRender({ owner_ids: [owner], chart_id: chartId, email_subject: 'Revenue\r\nBcc: x@evil.test' }),
    );
    expect(content.name).toBe('Revenue Bcc: x@evil.test');
  });

  it('makes a TEXT report: the data as an HTML table and no attachment', async () => {
    const content = await buildReportContent(
      app,
      reportToRender({ owner_ids: [owner], chart_id: chartId, report_format: 'TEXT' }),
    );
    expect(content.attachments).toEqual([]);
    expect(content.textTable).toMatch(/^<table border="1" class="dataframe">/);
    expect(content.textTable).toContain('<th>status</th><th>sum__revenue</th>');
    const csv = await buildReportContent(app, reportToRender({ owner_ids: [owner], chart_id: chartId }));
    const firstStatus = csv.attachments[0].content.toString('utf8').split('\n')[1].split(',')[0];
    expect(content.textTable).toContain(`<td>${firstStatus}</td>`);
  });

  it('builds the query context from the form data when the chart has none saved', async () => {
    await app.store.charts.update(chartId, { query_context: null, recordSave: false }, owner);
    const content = await buildReportContent(app, reportToRender({ owner_ids: [owner], chart_id: chartId }));
    expect(content.attachments[0].content.toString('utf8').split('\n')[0]).toBe('status,sum__revenue');
  });

  it('runs as the first owner: a user who may not read the data gets an error, not the data', async () => {
    const gamma = await app.store.users.create({
      username: 'report-gamma',
      password: 'report-gamma-password',
      roles: ['Gamma'],
      email: 'report-gamma@example.com',
    });
    const failure = await buildReportContent(app, reportToRender({ owner_ids: [gamma.id, owner], chart_id: chartId }))
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReportContentError);
    expect((failure as Error).message).toMatch(/^Failed generating csv: /);
  });

  it('falls back to the creator when the report has no owner', async () => {
    const content = await buildReportContent(
      app,
      reportToRender({ owner_ids: [], created_by_fk: owner, chart_id: chartId }),
    );
    expect(content.attachments).toHaveLength(1);
  });

  it('fails clearly when the executor does not exist', async () => {
    await expect(buildReportContent(app, reportToRender({ owner_ids: [987654], chart_id: chartId }))).rejects.toThrow(
      new ReportContentError('Report Schedule executor user with id 987654 was not found.'),
    );
  });

  it('fails with "Chart does not exist" when the chart was deleted', async () => {
    const chart = await app.store.charts.findById(chartId);
    if (!chart) throw new Error('example chart missing');
    const copy = await app.store.charts.create(
      {
        slice_name: 'Doomed chart',
        datasource_id: chart.datasource_id,
        datasource_type: chart.datasource_type,
        viz_type: chart.viz_type,
        params: chart.params,
        query_context: chart.query_context,
        owner_ids: [owner],
        dashboard_ids: [],
      },
      owner,
    );
    await app.store.charts.delete([copy.id]);
    const attempt = buildReportContent(app, reportToRender({ owner_ids: [owner], chart_id: copy.id }));
    await expect(attempt).rejects.toBeInstanceOf(ReportContentError);
    await expect(attempt).rejects.toThrow('Chart does not exist');
  });

  it('fails with "Dashboard does not exist" for a deleted dashboard', async () => {
    await expect(
      buildReportContent(app, reportToRender({ owner_ids: [owner], dashboard_id: 987654, report_format: 'PNG' })),
    ).rejects.toThrow(new ReportContentError('Dashboard does not exist'));
  });

  it('without a browser, a PNG or PDF report fails naming what to install', async () => {
    for (const format of ['PNG', 'PDF']) {
      const attempt = buildReportContent(
        app,
        reportToRender({ owner_ids: [owner], chart_id: chartId, report_format: format }),
      );
      await expect(attempt).rejects.toBeInstanceOf(ReportContentError);
      await expect(attempt).rejects.toThrow(
        'No Chromium found for report screenshots at /nonexistent/chromium: install it (apt-get install -y chromium) or set REPORT_CHROMIUM_PATH',
      );
    }
  });
});
