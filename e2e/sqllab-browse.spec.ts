import { expect, test, type Page } from '@playwright/test';
import { editorText, login, resultsPane, visibleOption } from './helpers/sqlLab';

const leftBarOf = (page: Page) => page.getByRole('complementary', { name: 'Database explorer' });

/** Picks examples and schema sales in the left bar, searches `search` and adds `table`. */
async function addSalesTable(page: Page, search: string, table: string) {
  const leftBar = leftBarOf(page);
  await expect(leftBar).toBeVisible();
  await leftBar.getByRole('combobox', { name: 'Select database' }).click();
  await visibleOption(page, 'examples').click();
  await leftBar.getByRole('combobox', { name: 'Select schema' }).click();
  await visibleOption(page, 'sales').click();
  await leftBar.getByRole('searchbox', { name: 'Search tables' }).fill(search);
  await leftBar.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: table, exact: true }).click();
}

test.describe('browsing tables and writing SQL with autocomplete', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('adds sales.customers, sees its columns and primary key, and previews its rows', async ({ page }) => {
    await addSalesTable(page, 'cust', 'customers');
    const leftBar = leftBarOf(page);
    // The search narrowed the list to the matching table.
    await expect(
      leftBar.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: 'orders', exact: true }),
    ).toHaveCount(0);

    const card = leftBar.getByRole('region', { name: 'Table customers' });
    const columns = card.getByRole('list', { name: 'Columns of customers' });
    await expect(columns.getByText('customer_id', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(columns.getByText('signup_date', { exact: true })).toBeVisible();
    // customer_id is the primary key: its row carries the key mark, the other columns do not.
    const keyMarks = columns.getByRole('img', { name: 'Primary key' });
    await expect(keyMarks).toHaveCount(1);
    await expect(
      columns.getByRole('listitem').filter({ hasText: 'customer_id' }).getByRole('img', { name: 'Primary key' }),
    ).toBeVisible();

    // Adding the table previewed it; look elsewhere, then ask for the preview again.
    const preview = resultsPane(page).getByRole('tab', { name: /Preview.*customers/ });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await resultsPane(page).getByRole('tab', { name: 'Query history' }).click();
    await expect(preview).toHaveAttribute('aria-selected', 'false');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    const grid = resultsPane(page).getByRole('tabpanel').getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /customer_id/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /segment/ })).toBeVisible();
    expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(2);
    await page.screenshot({ path: 'test-results/sqllab-preview-customers.png' });

    // A preview tab can be closed; the table stays in the left bar.
    await resultsPane(page).getByLabel('Close Preview: `sales`.`customers`').click();
    await expect(preview).toHaveCount(0);
    await expect(card).toBeVisible();
  });

  test('autocomplete completes a column and a table from the keyboard, and Ctrl+Enter runs the query', async ({
    page,
  }) => {
    // With schema sales and customers in the left bar, its columns and the schema's tables are offered.
    await addSalesTable(page, 'customers', 'customers');
    await expect(
      leftBarOf(page).getByRole('region', { name: 'Table customers' }).getByText('segment', { exact: true }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const editor = page.locator('.sqllab-sql-editor');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');

    const popup = page.locator('.ace_autocomplete');
    const selected = popup.locator('.ace_selected');
    await page.keyboard.type('SELECT customer_id, segm', { delay: 30 });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(selected).toContainText('segment');
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect.poll(() => editorText(page)).toBe('SELECT customer_id, segment');

    await page.keyboard.type(' FROM sales.custo', { delay: 30 });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText('customers');
    // Columns sort before tables: move down to the table, then accept it.
    for (let step = 0; step < 5 && !((await selected.textContent()) ?? '').includes('customers'); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(selected).toContainText('customers');
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect.poll(() => editorText(page)).toBe('SELECT customer_id, segment FROM sales.customers');

    await page.keyboard.type(' ORDER BY customer_id LIMIT 5');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    const grid = resultsPane(page).getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /segment/ })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await expect(resultsPane(page).getByText('5 rows returned')).toBeVisible();
  });
});
