/**
 * The headless Chromium that renders report screenshots (playwright-core, no downloaded browser),
 * logged in as the report's executor: a login session is made the way the login form makes one and
 * its signed cookie set in the browser, so no password is ever typed. The session ends with the run.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { ReportExecutor } from './reportExecutor';
import { ReportContentError } from './types';

/** Flags headless Chromium needs in containers (root, no GPU, no /dev/shm to speak of). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser session cookie's name (server/auth/sessionCookie.ts). */
const SESSION_COOKIE = 'session';

/** A run's session lasts no longer than the longest screenshot wait, plus margin. */
const SESSION_MARGIN_SECONDS = 300;

function noBrowserMessage(configuredPath: string | null): string {
  const where = configuredPath ? ` at ${configuredPath}` : '';
  return `No Chromium found for report screenshots${where}: install it (apt-get install -y chromium) or set REPORT_CHROMIUM_PATH`;
}

/** The Chromium binary, or the clear error naming what to install. */
function chromiumPath(app: FastifyInstance): string {
  const configured = app.config.REPORT_CHROMIUM_PATH;
  if (!configured || !existsSync(configured)) throw new ReportContentError(noBrowserMessage(configured));
  return configured;
}

/**
 * Runs `work` in a fresh browser context logged in as the executor at `baseUrl`; the browser and
 * the session are gone afterwards, whatever happened.
 */
export async function withExecutorBrowser<T>(
  app: FastifyInstance,
  executor: ReportExecutor,
  baseUrl: string,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const executablePath = chromiumPath(app);
  let browser: Browser | null = null;
  const session = await app.store.sessions.create(
    executor.user.id,
    app.config.SCREENSHOT_LOAD_WAIT + app.config.SCREENSHOT_SELENIUM_ANIMATION_WAIT + SESSION_MARGIN_SECONDS,
  );
  try {
    try {
      browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    } catch (error) {
      throw new ReportContentError(
        `Failed taking a screenshot: Chromium at ${executablePath} did not start (${(error as Error).message.split('\n')[0]})`,
        { cause: error },
      );
    }
    const context = await browser.newContext({ deviceScaleFactor: 1 });
    await context.addCookies([{ name: SESSION_COOKIE, value: app.signCookie(session.id), url: baseUrl }]);
    return await work(context);
  } finally {
    await browser?.close().catch(() => undefined);
    await app.store.sessions.delete(session.id);
  }
}
