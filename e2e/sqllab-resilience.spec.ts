import { expect, test, type Page } from '@playwright/test';
import { editorText, login, resultsPane, typeSql } from './helpers/sqlLab';
import { OwnServer, freePort } from './helpers/ownServer';

// Typed SQL is never lost: not on a reload, not when the tab is closed, not while the server is down.
test.describe.configure({ mode: 'serial' });

const tabs = (page: Page) => page.getByRole('tablist').first().getByRole('tab');

/** Opens SQL Lab, signing in again when the session is gone. */
async function openSqlLab(page: Page): Promise<void> {
  await page.goto('/sqllab/');
  if (/\/login\//.test(page.url())) await login(page);
  await expect(page).toHaveURL(/\/sqllab\/$/);
}

test.describe('typed SQL and results survive', () => {
  test('a reload brings back the tab, its SQL and its latest results', async ({ page }) => {
    await login(page);
    const sql = "SELECT 6 * 7 AS answer, 'still here' AS note";
    await typeSql(page, sql);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const grid = resultsPane(page).getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: '42', exact: true })).toBeVisible({ timeout: 20_000 });
    const tabName = (await tabs(page).last().innerText()).trim();
    const tabCount = await tabs(page).count();

    await page.reload();
    await expect(tabs(page)).toHaveCount(tabCount, { timeout: 20_000 });
    await expect(tabs(page).last()).toHaveText(tabName);
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toBe(sql);
    await expect(grid.getByRole('columnheader', { name: /answer/ })).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('gridcell', { name: '42', exact: true })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'still here', exact: true })).toBeVisible();
    await expect(resultsPane(page).getByText('1 rows returned')).toBeVisible();
  });

  test('SQL typed just before the browser tab is closed is back in a new one', async ({ context }) => {
    const first = await context.newPage();
    await login(first);
    const sql = `SELECT 'closed tab ${Date.now()}' AS note`;
    await typeSql(first, sql);
    // Closed at once, as a user does: no time for the 5 s sync.
    await first.close({ runBeforeUnload: true });

    const second = await context.newPage();
    await openSqlLab(second);
    await expect.poll(() => editorText(second), { timeout: 15_000 }).toBe(sql);
  });

  test('SQL typed while the server is down is all there after it restarts and the page reloads', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const server = new OwnServer(await freePort());
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      // The first start generates the example data.
      await server.start(120_000);
      const page = await context.newPage();
      await login(page);
      const before = 'SELECT customer_id, name';
      const after = '\nFROM sales.customers -- typed while the server was down';
      await typeSql(page, before);

      await server.kill();
      const editor = page.locator('.sqllab-sql-editor');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(after);
      await page.keyboard.press('Escape');
      await expect.poll(() => editorText(page)).toBe(before + after);
      await page.waitForTimeout(1_000);

      await server.start();
      await page.reload();
      if (/\/login\//.test(page.url())) await login(page);
      await expect(page).toHaveURL(/\/sqllab\/$/);
      await expect.poll(() => editorText(page), { timeout: 20_000 }).toBe(before + after);
      // And the server gets it too: another reload later still shows it.
      await page.waitForRequest(
        (request) =>
          request.method() === 'PUT' && (request.postData() ?? '').includes('typed while the server was down'),
        { timeout: 30_000 },
      );
      await page.reload();
      await expect.poll(() => editorText(page), { timeout: 20_000 }).toBe(before + after);
    } finally {
      await context.close();
      await server.dispose();
    }
  });
});
