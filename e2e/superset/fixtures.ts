/**
 * The journeys' `test` against a real Superset: every call the pages make to the server is
 * watched, and one that fails (4xx/5xx) fails the test unless the test expects it. A journey can
 * look right on screen while a call behind it fails (a refused tab-state save, a chart query the
 * server turned down), which is how this project's first run against Superset found its bugs.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { failOnCspViolations } from '../helpers/cspGuard';

/** Paths of the server's API and of the legacy views the app calls (not pages, files or the login form). */
const SERVER_CALL = /^\/(api\/|tabstateview|tableschemaview|kv\/|savedqueryviewapi|superset\/|datasource\/)/;

export type ResponseMatcher = (response: Response) => boolean;

/**
 * Failures of Superset itself, not of the app, noted on the test rather than failing it. Superset
 * 6.1 opens a DuckDB connection per request and closes it after; under concurrent requests in one
 * process one of them now and then fails to open the file the others are closing (also when
 * Superset is called directly, e.g. several table lists at once).
 */
const KNOWN_SUPERSET_FAILURES: { name: string; body: RegExp }[] = [
  { name: 'superset duckdb file handle race', body: /Unique file handle conflict/ },
];

interface FailedCall {
  call: string;
  body: string;
}

export interface FailedCallGuard {
  /** A failure the test expects (e.g. Superset refusing to stop a DuckDB query). */
  allow: (matcher: ResponseMatcher) => void;
  /** Watches another browser context too (one a test opens itself, e.g. a fresh session). */
  watch: (context: BrowserContext) => void;
}

/**
 * Superset's own pages (login, logout) run under Superset's CSP, which its own bundle breaks (it
 * tries `eval`, refused, on Superset's origin too): only the app's pages are held to the CSP.
 */
const isSupersetPage = (url: URL): boolean => /^\/(login|logout)(\/|$)/.test(url.pathname);

/** The app's pages of this page's context must run under the CSP (Superset's pages excepted). */
export const guardAppPages = (page: Page): Promise<void> => failOnCspViolations(page, { ignorePage: isSupersetPage });

export const test = base.extend<{ failedCalls: FailedCallGuard; appPagesCsp: void }>({
  appPagesCsp: [
    async ({ page }, use) => {
      await guardAppPages(page);
      await use();
    },
    { auto: true },
  ],
  failedCalls: [
    async ({ context }, use, testInfo) => {
      const allowed: ResponseMatcher[] = [];
      const failures: Promise<FailedCall>[] = [];
      const onResponse = (response: Response) => {
        const url = new URL(response.url());
        if (response.status() < 400 || !SERVER_CALL.test(url.pathname) || allowed.some((matches) => matches(response)))
          return;
        const call = `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`;
        failures.push(
          response
            .text()
            .then((body) => ({ call, body: body.slice(0, 300) }))
            .catch(() => ({ call, body: '' })),
        );
      };
      const watched = new Set<BrowserContext>();
      const watch = (target: BrowserContext) => {
        if (watched.has(target)) return;
        watched.add(target);
        target.on('response', onResponse);
      };
      watch(context);
      await use({ allow: (matcher) => allowed.push(matcher), watch });
      for (const target of watched) target.off('response', onResponse);
      const unexpected: string[] = [];
      for (const { call, body } of await Promise.all(failures)) {
        const known = KNOWN_SUPERSET_FAILURES.find((failure) => failure.body.test(body));
        if (known) testInfo.annotations.push({ type: known.name, description: call });
        else unexpected.push(`${call} ${body}`);
      }
      expect(unexpected, 'calls to the server that failed').toEqual([]);
    },
    { auto: true },
  ],
});

/** A second, fresh browser session (another user's browser) with the same guards. */
export async function freshSession(
  browser: Browser,
  baseURL: string | undefined,
  failedCalls: FailedCallGuard,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  failedCalls.watch(context);
  const page = await context.newPage();
  await guardAppPages(page);
  return { context, page };
}

export { expect };
