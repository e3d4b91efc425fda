/**
 * PNG and PDF report content drawn by a real headless Chromium (Debian's /usr/bin/chromium) driving
 * the built app served by the embedded server on a free port.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent } from '../../../server/services/report/content';
import { createTestApp } from '../helpers/testApp';
import { adminId, exampleChartId, reportToRender } from './helpers/contentReports';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILT_APP = path.resolve('dist');
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(path.join(BUILT_APP, 'index.html')))(
  'report content: screenshots in headless Chromium',
  () => {
    let app: FastifyInstance;
    let owner: number;

    beforeAll(async () => {
      // A copy: another build may rewrite dist/ while the browser loads it.
      const distDir = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-report-dist-')), 'dist');
      await cp(BUILT_APP, distDir, { recursive: true });
      ({ app } = await createTestApp({
        env: { TESSERA_DIST_DIR: distDir, REPORT_CHROMIUM_PATH: CHROMIUM, SCREENSHOT_SELENIUM_ANIMATION_WAIT: '1' },
      }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('server has no port');
      app.config.port = address.port;
      owner = await adminId(app);
    }, 120_000);

    afterAll(async () => {
      await app.close();
    });

    it('takes a PNG of the saved chart as its owner, at the custom width', async () => {
      const chartId = await exampleChartId(app, 'Revenue by order status');
      const content = await buildReportContent(
        app,
        reportToRender({ owner_ids: [owner], chart_id: chartId, report_format: 'PNG', custom_width: 1000 }),
      );
      expect(content.url).toBe(`http://127.0.0.1:${app.config.port}/explore/?slice_id=${chartId}`);
      expect(content.attachments).toHaveLength(1);
      const [image] = content.attachments;
      expect(image.contentType).toBe('image/png');
      expect(image.filename).toBe('Weekly revenue: Revenue by order status.png');
      expect(image.inlineCid).toBeTruthy();
      expect(image.content.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      const size = pngSize(image.content);
      // The chart element inside Explore in a 1000px window: wide and tall enough to be the chart.
      expect(size.width).toBeGreaterThan(200);
      expect(size.width).toBeLessThanOrEqual(1000);
      expect(size.height).toBeGreaterThan(100);
      if (process.env.REPORT_DUMP_DIR)
        await writeFile(path.join(process.env.REPORT_DUMP_DIR, 'chart.png'), image.content);
    }, 120_000);

    it('makes a PDF of a dashboard in its report view', async () => {
      const dashboard = (await app.store.dashboards.list())[0];
      const content = await buildReportContent(
        app,
        reportToRender({ owner_ids: [owner], dashboard_id: dashboard.id, report_format: 'PDF' }),
      );
      expect(content.url).toBe(`http://127.0.0.1:${app.config.port}/superset/dashboard/${dashboard.id}/`);
      expect(content.attachments).toHaveLength(1);
      const [pdf] = content.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toBe(`Weekly revenue: ${dashboard.dashboard_title}.pdf`);
      expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.content.length).toBeGreaterThan(10_000);
      if (process.env.REPORT_DUMP_DIR)
        await writeFile(path.join(process.env.REPORT_DUMP_DIR, 'dashboard.pdf'), pdf.content);
    }, 180_000);

    it('opens a dashboard in the report saved state: a permalink with its tab, linked from the message', async () => {
      const dashboard = (await app.store.dashboards.list()).find((candidate) =>
        candidate.position_json?.includes('"Breakdown"'),
      );
      if (!dashboard?.position_json) throw new Error('no example dashboard with a Breakdown tab');
      const layout = JSON.parse(dashboard.position_json) as Record<string, { type?: string; meta?: { text?: string } }>;
      const breakdownTab = Object.entries(layout).find(
        ([, component]) => component.type === 'TAB' && component.meta?.text === 'Breakdown',
      )?.[0];
      if (!breakdownTab) throw new Error('no Breakdown tab');
      const content = await buildReportContent(
        app,
        reportToRender({
          owner_ids: [owner],
          dashboard_id: dashboard.id,
          report_format: 'PNG',
          extra: JSON.stringify({
            dashboard: { activeTabs: [breakdownTab], dataMask: {}, anchor: breakdownTab, urlParams: [] },
          }),
        }),
      );
      const key = /\/superset\/dashboard\/p\/([^/]+)\/$/.exec(content.url)?.[1];
      expect(key).toBeTruthy();
      const permalink = await app.store.dashboardPermalinks.get(key ?? '');
      expect(permalink).toEqual({
        dashboardId: dashboard.uuid,
        state: { activeTabs: [breakdownTab], dataMask: {}, anchor: breakdownTab, urlParams: [] },
      });
      expect(content.attachments[0].content.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      if (process.env.REPORT_DUMP_DIR)
        await writeFile(path.join(process.env.REPORT_DUMP_DIR, 'dashboard-tab.png'), content.attachments[0].content);
    }, 180_000);
  },
);
