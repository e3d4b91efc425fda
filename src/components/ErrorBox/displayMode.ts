import type { ErrorSource } from './types';

/** True under WebDriver-driven browsers (Playwright, Selenium), where details must be readable. */
function isAutomatedBrowser(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

const INLINE_SOURCES: ReadonlySet<ErrorSource> = new Set(['explore', 'sqllab']);

/**
 * Inline (details expand in place) or compact (details open in a modal). Automated browsers
 * always get inline; otherwise an explicit `compact` wins, else explore and SQL Lab are inline.
 */
export function shouldDisplayInline(source: ErrorSource | undefined, compact: boolean | undefined): boolean {
  if (isAutomatedBrowser()) return true;
  if (compact !== undefined) return !compact;
  return source !== undefined && INLINE_SOURCES.has(source);
}
