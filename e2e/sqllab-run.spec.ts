import { expect, test, type Page } from '@playwright/test';
import { login, resultsPane, typeSql } from './helpers/sqlLab';

async function run(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

const results = resultsPane;

test.describe('running SQL in SQL Lab', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('SELECT 1 AS x shows 1 in the grid', async ({ page }) => {
    await typeSql(page, 'SELECT 1 AS x');
    await run(page);
    const grid = results(page).getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /x/ })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await expect(results(page).getByText('1 rows returned')).toBeVisible();
    await page.screenshot({ path: 'test-results/sqllab-select-1.png' });
  });

  test('an aggregate over sales.orders returns one row per status', async ({ page }) => {
    await typeSql(page, 'SELECT status, count(*) AS orders FROM sales.orders GROUP BY status ORDER BY status');
    await run(page);
    const grid = results(page).getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('columnheader', { name: /status/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /orders/ })).toBeVisible();
    const rowCount = Number(await grid.getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(2);
    await expect(results(page).getByText(`${rowCount - 1} rows returned`)).toBeVisible();
  });

  test('a syntax error shows the error box', async ({ page }) => {
    await typeSql(page, 'SELEC 1');
    await run(page);
    await expect(results(page).getByRole('alert')).toContainText(/syntax error/i, { timeout: 20_000 });
    await expect(results(page).getByRole('grid')).toHaveCount(0);
  });

  test('a long query can be stopped', async ({ page }) => {
    await typeSql(page, 'SELECT count(*) FROM range(1000000000) a, range(100) b');
    await run(page);
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeVisible({ timeout: 10_000 });
    await expect(results(page).getByRole('progressbar')).toBeVisible();
    await stop.click();
    await expect(results(page).getByText('Query was stopped.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
  });

  test('Ctrl+Enter runs from the keyboard, Format SQL rewrites the text, and the run is in the history', async ({
    page,
  }) => {
    await typeSql(page, 'select 40 + 2 as answer');
    await page.keyboard.press('Control+Enter');
    const grid = results(page).getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: '42', exact: true })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Format SQL' }).click();
    await expect(page.locator('.sqllab-sql-editor .ace_line').first()).not.toHaveText('select 40 + 2 as answer');

    await results(page).getByRole('tab', { name: 'Query history' }).click();
    const history = results(page).getByRole('tabpanel', { name: 'Query history' });
    // Newest first: the run just made heads the list.
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText('select 40 + 2 as answer');
    await expect(newest).toContainText('success');

    // The query-history page lists it too, with its database.
    await page.goto('/sqllab/history/');
    const row = page.getByRole('row').filter({ hasText: 'select 40 + 2 as answer' }).first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('examples');
    await expect(row).toContainText('success');
    await expect(row.getByRole('link', { name: 'Open in SQL Lab' })).toBeVisible();
  });
});
