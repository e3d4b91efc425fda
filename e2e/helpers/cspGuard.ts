/**
 * Fails the running test on any Content-Security-Policy violation: the app must run under the
 * server's CSP. Every page of the context reports its `securitypolicyviolation` events to the
 * console; those, and Chromium's own CSP console errors, become soft failures of the test (it goes
 * on, and is reported failed with each violation).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

const VIOLATION_PREFIX = 'CSP violation:';
const CHROMIUM_CSP_ERROR = /Content[ -]Security[ -]Policy/i;
const guardedContexts = new WeakSet<BrowserContext>();

/** Whether a console error reports a CSP violation. */
export function isCspViolation(text: string): boolean {
  return text.startsWith(VIOLATION_PREFIX) || CHROMIUM_CSP_ERROR.test(text);
}

export interface CspGuardOptions {
  /** Pages that are not the app's (e.g. a real Superset's own login page) and run under their own rules. */
  ignorePage?: (url: URL) => boolean;
}

function watchPage(page: Page, { ignorePage }: CspGuardOptions): void {
  page.on('console', (message) => {
    if (message.type() !== 'error' || !isCspViolation(message.text())) return;
    if (ignorePage?.(new URL(page.url()))) return;
    expect
      .soft(`${message.text()} (on ${page.url()})`, 'the page ran into the Content-Security-Policy')
      .toBe('no CSP violation');
  });
}

/** Guards every page of the page's browser context, present and future (once per context). */
export async function failOnCspViolations(page: Page, options: CspGuardOptions = {}): Promise<void> {
  await failOnCspViolationsIn(page.context(), options);
}

/** Guards every page of a browser context, present and future (once per context). */
export async function failOnCspViolationsIn(context: BrowserContext, options: CspGuardOptions = {}): Promise<void> {
  if (guardedContexts.has(context)) return;
  guardedContexts.add(context);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${source}`);
    });
  });
  context.pages().forEach((open) => watchPage(open, options));
  context.on('page', (opened) => watchPage(opened, options));
}
