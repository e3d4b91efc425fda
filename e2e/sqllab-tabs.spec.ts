import { expect, test } from '@playwright/test';
import { closeTabButton, editorTabs, login, typeSql, visibleOption } from './helpers/sqlLab';

test.describe('SQL Lab tabs and tables', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('picks the examples database and schema sales, finds orders and shows its columns', async ({ page }) => {
    const leftBar = page.getByRole('complementary', { name: 'Database explorer' });
    await expect(leftBar).toBeVisible();
    await leftBar.getByRole('combobox', { name: 'Select database' }).click();
    await visibleOption(page, 'examples').click();
    await leftBar.getByRole('combobox', { name: 'Select schema' }).click();
    await visibleOption(page, 'sales').click();

    await leftBar.getByRole('searchbox', { name: 'Search tables' }).fill('orders');
    const list = leftBar.getByRole('listbox', { name: 'Tables' });
    await list.getByRole('option', { name: 'orders', exact: true }).click();

    const card = leftBar.getByRole('region', { name: 'Table orders' });
    await expect(card.getByText('order_id', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('revenue', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/sqllab-table-orders.png' });
  });

  test('three tabs with their own SQL; one closed; after a reload the other two are back', async ({ page }) => {
    await expect(editorTabs(page)).not.toHaveCount(0);
    // Start from one tab.
    while ((await editorTabs(page).count()) > 1) {
      await closeTabButton(page, (await editorTabs(page).count()) - 1).click();
    }
    const lastSqlSaved = page.waitForRequest(
      (request) => request.method() === 'PUT' && (request.postData() ?? '').includes('tab_3'),
      { timeout: 30_000 },
    );
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await page.getByRole('button', { name: 'Add tab' }).click();
      await expect(editorTabs(page)).toHaveCount(index + 1);
      names.push((await editorTabs(page).nth(index).innerText()).trim());
      await typeSql(page, `SELECT ${index + 1} AS tab_${index + 1}`);
    }

    await closeTabButton(page, 1).click();
    await expect(editorTabs(page)).toHaveCount(2);

    // The 5 s sync stores the last edits on the server; then reload.
    await lastSqlSaved;
    await page.reload();
    await expect(editorTabs(page)).toHaveCount(2, { timeout: 20_000 });
    await expect(editorTabs(page).nth(0)).toHaveText(names[0]);
    await expect(editorTabs(page).nth(1)).toHaveText(names[2]);

    await expect(page.locator('.ace_content').first()).toContainText('SELECT 3 AS tab_3');
    await editorTabs(page).nth(0).click();
    await expect(page.locator('.ace_content').first()).toContainText('SELECT 1 AS tab_1', { timeout: 10_000 });
    await page.screenshot({ path: 'test-results/sqllab-tabs-after-reload.png' });
  });
});
