import { expect, test } from './fixtures';
import { QueryHistoryPage } from './pages';

test.describe('running SQL in SQL Lab', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ sqlLab }) => {
    await sqlLab.goto();
  });

  test('SELECT 1 AS x shows 1 in the grid', async ({ page, sqlLab }) => {
    await sqlLab.typeSql('SELECT 1 AS x');
    await sqlLab.run();
    const grid = sqlLab.resultsGrid;
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /x/ })).toBeVisible();
    await expect(sqlLab.resultCell('1')).toBeVisible();
    await expect(sqlLab.results.getByText('1 rows returned')).toBeVisible();
    await page.screenshot({ path: 'test-results/sqllab-select-1.png' });
  });

  test('an aggregate over sales.orders returns one row per status', async ({ sqlLab }) => {
    await sqlLab.typeSql('SELECT status, count(*) AS orders FROM sales.orders GROUP BY status ORDER BY status');
    await sqlLab.run();
    const grid = sqlLab.resultsGrid;
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /status/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /orders/ })).toBeVisible();
    const rowCount = Number(await grid.getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(2);
    await expect(sqlLab.results.getByText(`${rowCount - 1} rows returned`)).toBeVisible();
  });

  test('a syntax error shows the error box', async ({ sqlLab }) => {
    await sqlLab.typeSql('SELEC 1');
    await sqlLab.run();
    await expect(sqlLab.results.getByRole('alert')).toContainText(/syntax error/i, { timeout: 20_000 });
    await expect(sqlLab.resultsGrid).toHaveCount(0);
  });

  test('a long query can be stopped', async ({ sqlLab }) => {
    await sqlLab.typeSql('SELECT count(*) FROM range(1000000000) a, range(100) b');
    await sqlLab.run();
    await expect(sqlLab.stopButton).toBeVisible({ timeout: 10_000 });
    await expect(sqlLab.results.getByRole('progressbar')).toBeVisible();
    await sqlLab.stopButton.click();
    await expect(sqlLab.results.getByText('Query was stopped.')).toBeVisible({ timeout: 10_000 });
    await expect(sqlLab.runButton).toBeVisible();
  });

  test('Ctrl+Enter runs from the keyboard, Format SQL rewrites the text, and the run is in the history', async ({
    page,
    sqlLab,
  }) => {
    await sqlLab.typeSql('select 40 + 2 as answer');
    await page.keyboard.press('Control+Enter');
    await expect(sqlLab.resultCell('42')).toBeVisible({ timeout: 20_000 });

    await sqlLab.toolbarButton('Format SQL').click();
    await expect.poll(async () => (await sqlLab.editorText()).split('\n')[0]).not.toBe('select 40 + 2 as answer');

    await sqlLab.queryHistoryTab.click();
    // Newest first: the run just made heads the list.
    const newest = sqlLab.queryHistory.getByRole('row').nth(1);
    await expect(newest).toContainText('select 40 + 2 as answer');
    await expect(newest).toContainText('success');

    // The query-history page lists it too, with its database.
    const history = new QueryHistoryPage(page);
    await history.goto();
    const row = history.row('select 40 + 2 as answer');
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('examples');
    await expect(row).toContainText('success');
    await expect(row.getByRole('link', { name: 'Open in SQL Lab' })).toBeVisible();
  });
});
