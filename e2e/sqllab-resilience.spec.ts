import { expect, SIGNED_OUT, test } from './fixtures';
import { failOnCspViolations } from './helpers/cspGuard';
import { OwnServer, freePort } from './helpers/ownServer';
import { LoginPage, SqlLabPage } from './pages';

// Typed SQL is never lost: not on a reload, not when the tab is closed, not while the server is down.
test.describe.configure({ mode: 'serial' });

test.describe('typed SQL and results survive', () => {
  test.use({ role: 'admin' });

  test('a reload brings back the tab, its SQL and its latest results', async ({ page, sqlLab }) => {
    await sqlLab.goto();
    const sql = "SELECT 6 * 7 AS answer, 'still here' AS note";
    await sqlLab.typeSql(sql);
    await sqlLab.run();
    await expect(sqlLab.resultCell('42')).toBeVisible({ timeout: 20_000 });
    const tabName = (await sqlLab.tabs.last().innerText()).trim();
    const tabCount = await sqlLab.tabs.count();

    await page.reload();
    await expect(sqlLab.tabs).toHaveCount(tabCount, { timeout: 20_000 });
    await expect(sqlLab.tabs.last()).toHaveText(tabName);
    await expect.poll(() => sqlLab.editorText(), { timeout: 15_000 }).toBe(sql);
    await expect(sqlLab.resultsGrid.getByRole('columnheader', { name: /answer/ })).toBeVisible({ timeout: 20_000 });
    await expect(sqlLab.resultCell('42')).toBeVisible();
    await expect(sqlLab.resultCell('still here')).toBeVisible();
    await expect(sqlLab.results.getByText('1 rows returned')).toBeVisible();
  });

  test('SQL typed just before the browser tab is closed is back in a new one', async ({ context }) => {
    const first = new SqlLabPage(await context.newPage());
    await first.goto();
    const sql = `SELECT 'closed tab ${Date.now()}' AS note`;
    await first.typeSql(sql);
    // Closed at once, as a user does: no time for the 5 s sync.
    await first.page.close({ runBeforeUnload: true });

    const second = new SqlLabPage(await context.newPage());
    await second.goto();
    await expect.poll(() => second.editorText(), { timeout: 15_000 }).toBe(sql);
  });

  test('SQL typed while the server is down is all there after it restarts and the page reloads', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const server = new OwnServer(await freePort());
    const context = await browser.newContext({ baseURL: server.baseURL, storageState: SIGNED_OUT });
    try {
      // The first start generates the example data.
      await server.start(120_000);
      const page = await context.newPage();
      const sqlLab = new SqlLabPage(page);
      const loginPage = new LoginPage(page);
      await failOnCspViolations(page);
      await loginPage.signIn('admin', 'admin');
      await expect(page).toHaveURL(/\/sqllab\/$/);
      const before = 'SELECT customer_id, name';
      const after = '\nFROM sales.customers -- typed while the server was down';
      await sqlLab.typeSql(before);

      await server.kill();
      await sqlLab.appendSql(after);
      await expect.poll(() => sqlLab.editorText()).toBe(before + after);
      await page.waitForTimeout(1_000);

      await server.start();
      await page.reload();
      if (/\/login\//.test(page.url())) await loginPage.signIn('admin', 'admin');
      await expect(page).toHaveURL(/\/sqllab\/$/);
      await expect.poll(() => sqlLab.editorText(), { timeout: 20_000 }).toBe(before + after);
      // And the server gets it too: another reload later still shows it.
      await page.waitForRequest(
        (request) =>
          request.method() === 'PUT' && (request.postData() ?? '').includes('typed while the server was down'),
        { timeout: 30_000 },
      );
      await page.reload();
      await expect.poll(() => sqlLab.editorText(), { timeout: 20_000 }).toBe(before + after);
    } finally {
      await context.close();
      await server.dispose();
    }
  });
});
