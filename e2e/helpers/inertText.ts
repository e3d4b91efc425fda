/**
 * Stored text must reach the page as text: markup and script payloads, and the checks that none of
 * them became an element, a handler, a link or a run of script.
 */
import { expect, type Page } from '@playwright/test';

export const XSS_PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  javascriptUrl: 'javascript:window.__xss=1',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  markdownLink: '[x](javascript:window.__xss=1)',
} as const;

const dialogsSeen = new WeakMap<Page, string[]>();

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
export function watchDialogs(page: Page): void {
  const seen: string[] = [];
  dialogsSeen.set(page, seen);
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/**
 * Nothing of a payload ran or was injected: no `window.__xss`, no dialog, no element a payload
 * would add (an `img` with src x, an `svg` or any element with an inline handler, a script naming
 * `__xss`), no `javascript:` link. (The CSP guard reports any handler the browser refused.)
 */
export async function expectInert(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
    'window.__xss',
  ).toBeNull();
  expect(dialogsSeen.get(page) ?? [], 'dialogs').toEqual([]);
  await expect(page.locator('img[src="x"]'), 'an injected img').toHaveCount(0);
  await expect(
    page.locator('svg[onload], [onerror], [onload], [onclick], [onmouseover]'),
    'an inline handler',
  ).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' }), 'an injected script').toHaveCount(0);
  await expect(
    page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]'),
    'a script link',
  ).toHaveCount(0);
}
