import { expect, test } from './fixtures';

test.describe('SQL Lab tabs and tables', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ sqlLab }) => {
    await sqlLab.goto();
  });

  test('picks the examples database and schema sales, finds orders and shows its columns', async ({ page, sqlLab }) => {
    const { leftBar } = sqlLab;
    await leftBar.addTable('examples', 'sales', 'orders', 'orders');

    const card = leftBar.tableCard('orders');
    await expect(card.getByText('order_id', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('revenue', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/sqllab-table-orders.png' });
  });

  test('three tabs with their own SQL; one closed; after a reload the other two are back', async ({ page, sqlLab }) => {
    const { tabs } = sqlLab;
    await expect(tabs).not.toHaveCount(0);
    // Start from one tab.
    while ((await tabs.count()) > 1) {
      await sqlLab.closeTabButton((await tabs.count()) - 1).click();
    }
    const lastSqlSaved = page.waitForRequest(
      (request) => request.method() === 'PUT' && (request.postData() ?? '').includes('tab_3'),
      { timeout: 30_000 },
    );
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await sqlLab.addTab();
      await expect(tabs).toHaveCount(index + 1);
      names.push((await tabs.nth(index).innerText()).trim());
      await sqlLab.typeSql(`SELECT ${index + 1} AS tab_${index + 1}`);
    }

    await sqlLab.closeTabButton(1).click();
    await expect(tabs).toHaveCount(2);

    // The 5 s sync stores the last edits on the server; then reload.
    await lastSqlSaved;
    await page.reload();
    await expect(tabs).toHaveCount(2, { timeout: 20_000 });
    await expect(tabs.nth(0)).toHaveText(names[0]);
    await expect(tabs.nth(1)).toHaveText(names[2]);

    await expect.poll(() => sqlLab.editorText()).toContain('SELECT 3 AS tab_3');
    await tabs.nth(0).click();
    await expect.poll(() => sqlLab.editorText(), { timeout: 10_000 }).toContain('SELECT 1 AS tab_1');
    await page.screenshot({ path: 'test-results/sqllab-tabs-after-reload.png' });
  });
});
