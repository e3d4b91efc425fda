/**
 * PNG and PDF content: the app itself, drawn by headless Chromium as the report's executor, as
 * Superset's report screenshots. A chart: its saved Explore page alone (standalone), the chart once drawn. A
 * dashboard: the report view (standalone=3) of the dashboard in the report's saved state (a
 * permalink of tabs, data mask and anchor), the full page once every chart drew.
 */
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { withExecutorBrowser } from './reportBrowser';
import type { ReportExecutor } from './reportExecutor';
import { ReportContentError } from './types';

/** Superset's WEBDRIVER_WINDOW: the browser window for a chart and for a dashboard. */
const CHART_WINDOW = { width: 3000, height: 1200 };
const DASHBOARD_WINDOW = { width: 1600, height: 2000 };

/** The dashboard's report view: no navigation, no title bar, no chart menus. */
const STANDALONE_REPORT = '3';
/** Explore showing only the chart: no navigation, no header, no control panel. */
const STANDALONE_CHART = 'true';

/** What marks a drawn chart (the same as the e2e journeys check). */
const DRAWN_CHART = '[data-testid="chart-rendered"]';
const DRAWN_CONTENT = 'canvas, svg, table, [role="grid"], [role="table"], [data-testid="big-number-headline"]';
const CHART_ERROR = '[data-testid="chart-error"]';
const DASHBOARD_PAGE = '[data-test="dashboard-page"]';
const DASHBOARD_CHART = '[data-test="dashboard-chart"]';
/** Chart states after which a dashboard chart will not change by itself. */
const SETTLED_CHART_STATES = ['rendered', 'failed', 'stopped'];

export type ScreenshotTarget =
  { kind: 'chart'; path: string } | { kind: 'dashboard'; path: string; search: URLSearchParams; anchor: string | null };

interface ScreenshotRequest {
  baseUrl: string;
  targets: ScreenshotTarget[];
  /** The report's custom width, already bounded; null for the default window. */
  width: number | null;
  pdf: boolean;
}

interface Screenshots {
  pngs: Buffer[];
  pdf?: Buffer;
}

function timeoutMs(app: FastifyInstance): number {
  return app.config.SCREENSHOT_LOAD_WAIT * 1000;
}

async function failIfLoggedOut(page: Page): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/login')) {
    throw new ReportContentError('Failed taking a screenshot: the report executor could not be logged in');
  }
}

async function chartScreenshot(app: FastifyInstance, page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs(app) });
  const drawn = page.locator(DRAWN_CHART).locator(DRAWN_CONTENT).first();
  const failed = page.locator(CHART_ERROR).first();
  try {
    await drawn.or(failed).waitFor({ state: 'visible', timeout: timeoutMs(app) });
  } catch (error) {
    await failIfLoggedOut(page);
    throw new ReportContentError('A timeout occurred while taking a screenshot.', { cause: error });
  }
  if (await failed.isVisible()) {
    const text = (await failed.innerText()).trim().split('\n')[0];
    throw new ReportContentError(`Failed taking a screenshot: the chart failed to load (${text})`);
  }
  await page.waitForTimeout(app.config.SCREENSHOT_SELENIUM_ANIMATION_WAIT * 1000);
  return page.locator(DRAWN_CHART).first().screenshot({ animations: 'disabled' });
}

/*
 * Page-side code is given as expressions: the server is compiled without the DOM's types, and
 * these few lines read nothing but attributes and sizes.
 */
const PAGE_HEIGHT = 'document.documentElement.scrollHeight';

function everyChartSettledExpression(): string {
  return `Array.from(document.querySelectorAll(${JSON.stringify(DASHBOARD_CHART)})).every((chart) =>
    ${JSON.stringify(SETTLED_CHART_STATES)}.includes(chart.getAttribute('data-chart-status') ?? ''))`;
}

async function pageHeight(page: Page): Promise<number> {
  return Number(await page.evaluate(PAGE_HEIGHT));
}

async function everyChartSettled(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(everyChartSettledExpression(), undefined, { timeout, polling: 250 });
}

async function dashboardScreenshot(app: FastifyInstance, page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs(app) });
  try {
    await page.locator(DASHBOARD_PAGE).waitFor({ state: 'visible', timeout: timeoutMs(app) });
  } catch (error) {
    await failIfLoggedOut(page);
    throw new ReportContentError('A timeout occurred while taking a screenshot.', { cause: error });
  }
  // Charts load when near the window: a window as tall as the page brings every one of them in.
  const started = Date.now();
  for (let pass = 0; pass < 3; pass += 1) {
    const height = await pageHeight(page);
    const viewport = page.viewportSize() ?? DASHBOARD_WINDOW;
    if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
    const left = Math.max(1000, timeoutMs(app) - (Date.now() - started));
    try {
      await everyChartSettled(page, left);
    } catch {
      // As Superset: a chart that never settles is shown as it is rather than failing the report.
      break;
    }
    const grown = await pageHeight(page);
    if (grown <= height) break;
  }
  await page.waitForTimeout(app.config.SCREENSHOT_SELENIUM_ANIMATION_WAIT * 1000);
  return page.screenshot({ fullPage: true, animations: 'disabled' });
}

/** The PNGs in a PDF, one per page (as Superset's PDF reports: the screenshots in a PDF). */
async function pngsAsPdf(context: BrowserContext, pngs: Buffer[]): Promise<Buffer> {
  const page = await context.newPage();
  try {
    const images = pngs
      .map(
        (png) =>
          `<div style="break-after: page"><img style="display:block" src="data:image/png;base64,${png.toString('base64')}"></div>`,
      )
      .join('');
    await page.setContent(`<html><body style="margin:0">${images}</body></html>`);
    const size = JSON.parse(
      String(
        await page.evaluate(`JSON.stringify(Array.from(document.images).reduce((largest, image) => ({
          width: Math.max(largest.width, image.naturalWidth),
          height: Math.max(largest.height, image.naturalHeight),
        }), { width: 1, height: 1 }))`),
      ),
    ) as { width: number; height: number };
    return await page.pdf({
      width: `${size.width}px`,
      height: `${size.height + 1}px`,
      printBackground: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    });
  } finally {
    await page.close();
  }
}

/** The chart alone, filling the window (Superset's chart screenshots open Explore with standalone=true). */
export function chartScreenshotUrl(baseUrl: string, chartPath: string): string {
  const url = new URL(`${baseUrl}${chartPath}`);
  url.searchParams.set('standalone', STANDALONE_CHART);
  return url.toString();
}

function targetUrl(baseUrl: string, target: ScreenshotTarget): string {
  if (target.kind === 'chart') return chartScreenshotUrl(baseUrl, target.path);
  const search = new URLSearchParams(target.search);
  search.set('standalone', STANDALONE_REPORT);
  const anchor = target.anchor ? `#${encodeURIComponent(target.anchor)}` : '';
  return `${baseUrl}${target.path}?${search.toString()}${anchor}`;
}

/** One screenshot per target (a dashboard report may show several tabs), and the PDF of them when asked. */
export async function takeScreenshots(
  app: FastifyInstance,
  executor: ReportExecutor,
  request: ScreenshotRequest,
): Promise<Screenshots> {
  return withExecutorBrowser(app, executor, request.baseUrl, async (context) => {
    const pngs: Buffer[] = [];
    for (const target of request.targets) {
      const window = target.kind === 'chart' ? CHART_WINDOW : DASHBOARD_WINDOW;
      const page = await context.newPage();
      try {
        await page.setViewportSize({ width: request.width ?? window.width, height: window.height });
        const url = targetUrl(request.baseUrl, target);
        pngs.push(
          target.kind === 'chart' ? await chartScreenshot(app, page, url) : await dashboardScreenshot(app, page, url),
        );
      } catch (error) {
        if (error instanceof ReportContentError) throw error;
        throw new ReportContentError(`Failed taking a screenshot: ${(error as Error).message.split('\n')[0]}`, {
          cause: error,
        });
      } finally {
        await page.close().catch(() => undefined);
      }
    }
    return request.pdf ? { pngs, pdf: await pngsAsPdf(context, pngs) } : { pngs };
  });
}
