import { expect, test } from './fixtures';

test.describe('browsing tables and writing SQL with autocomplete', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ sqlLab }) => {
    await sqlLab.goto();
  });

  test('adds sales.customers, sees its columns and primary key, and previews its rows', async ({ page, sqlLab }) => {
    const { leftBar } = sqlLab;
    await leftBar.addTable('examples', 'sales', 'cust', 'customers');
    // The search narrowed the list to the matching table.
    await expect(leftBar.tableOption('orders')).toHaveCount(0);

    const card = leftBar.tableCard('customers');
    const columns = leftBar.columnsOf('customers');
    await expect(columns.getByText('customer_id', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(columns.getByText('signup_date', { exact: true })).toBeVisible();
    // customer_id is the primary key: its row carries the key mark, the other columns do not.
    const keyMarks = columns.getByRole('img', { name: 'Primary key' });
    await expect(keyMarks).toHaveCount(1);
    await expect(
      columns.getByRole('listitem').filter({ hasText: 'customer_id' }).getByRole('img', { name: 'Primary key' }),
    ).toBeVisible();

    // Adding the table previewed it; look elsewhere, then ask for the preview again.
    const preview = page.getByRole('tab', { name: /Preview.*customers/ });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await sqlLab.queryHistoryTab.click();
    await expect(preview).toHaveAttribute('aria-selected', 'false');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('tabpanel', { name: /Preview.*customers/ }).getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /customer_id/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /segment/ })).toBeVisible();
    expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(2);
    await page.screenshot({ path: 'test-results/sqllab-preview-customers.png' });

    // A preview tab can be closed; the table stays in the left bar.
    await page.getByLabel('Close Preview: `sales`.`customers`').click();
    await expect(preview).toHaveCount(0);
    await expect(card).toBeVisible();
  });

  test('autocomplete completes a column and a table from the keyboard, and Ctrl+Enter runs the query', async ({
    page,
    sqlLab,
  }) => {
    // With schema sales and customers in the left bar, its columns and the schema's tables are offered.
    await sqlLab.leftBar.addTable('examples', 'sales', 'customers', 'customers');
    await expect(sqlLab.leftBar.tableCard('customers').getByText('segment', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await sqlLab.clearSql();

    const { suggestions, selectedSuggestion } = sqlLab;
    await page.keyboard.type('SELECT customer_id, segm', { delay: 30 });
    await expect(suggestions).toBeVisible({ timeout: 15_000 });
    await expect(selectedSuggestion).toContainText('segment');
    await page.keyboard.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT customer_id, segment');

    await page.keyboard.type(' FROM sales.custo', { delay: 30 });
    await expect(suggestions).toBeVisible({ timeout: 15_000 });
    await expect(suggestions).toContainText('customers');
    // Columns sort before tables: move down to the table, then accept it.
    for (let step = 0; step < 5 && !((await selectedSuggestion.textContent()) ?? '').includes('customers'); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(selectedSuggestion).toContainText('customers');
    await page.keyboard.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT customer_id, segment FROM sales.customers');

    await page.keyboard.type(' ORDER BY customer_id LIMIT 5');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    const grid = sqlLab.resultsGrid;
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /segment/ })).toBeVisible();
    await expect(sqlLab.resultCell('1')).toBeVisible();
    await expect(sqlLab.results.getByText('5 rows returned')).toBeVisible();
  });
});
