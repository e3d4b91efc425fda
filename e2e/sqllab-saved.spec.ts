import { expect, test, type Page } from '@playwright/test';
import {
  activeTab,
  copyShareLink,
  editorText,
  login,
  resultsPane,
  runSql,
  saveQueryAs,
  toolbarButton,
  typeSql,
  visibleOption,
} from './helpers/sqlLab';

const leftBarOf = (page: Page) => page.getByRole('complementary', { name: 'Database explorer' });
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

test.describe('saving, sharing and reusing SQL Lab queries', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page);
  });

  test('save, rename and update, find it in the saved queries, open it from the list and from its link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = unique('Answer');
    await typeSql(page, 'SELECT 42 AS answer');
    await saveQueryAs(page, name, 'the answer');
    await expect(activeTab(page)).toContainText(name);

    // Rename and update the saved query with new SQL.
    await typeSql(page, 'SELECT 43 AS answer');
    await toolbarButton(page, 'Save').click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await expect(dialog.getByRole('button', { name: 'Save as new' })).toBeVisible();
    await dialog.getByLabel('Name').fill(`${name} v2`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your query was updated')).toBeVisible();
    await expect(activeTab(page)).toContainText(`${name} v2`);

    // After a reload it is in the saved queries list, with the new SQL.
    await page.reload();
    await page.goto('/savedqueryview/list/');
    const row = page.getByRole('row').filter({ hasText: `${name} v2` });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByLabel('Saved query SQL')).toHaveText('SELECT 43 AS answer');
    await page.getByRole('button', { name: 'Open in SQL Lab' }).click();
    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(activeTab(page)).toContainText(`${name} v2`);
    await expect.poll(() => editorText(page)).toBe('SELECT 43 AS answer');

    // Its short link opens it in a fresh browser (another session).
    const link = await copyShareLink(page);
    expect(link).toMatch(/\/sqllab\/(p\/[^/?]+|\?id=\d+)$/);
    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await login(other);
    await other.goto(link);
    await expect(activeTab(other)).toContainText(`${name} v2`, { timeout: 20_000 });
    await expect.poll(() => editorText(other)).toBe('SELECT 43 AS answer');
    await expect(other).toHaveURL(/\/sqllab\/$/);
    await fresh.close();
  });

  test('a result saved as a dataset opens in Explore', async ({ page }) => {
    await typeSql(page, 'SELECT 1 AS x, 2 AS y');
    await runSql(page);
    await expect(resultsPane(page).getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await resultsPane(page).getByRole('button', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.getByLabel('Dataset name').fill(unique('e2e_ds'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/, { timeout: 20_000 });
    await page.screenshot({ path: 'test-results/sqllab-dataset-explore.png' });
  });

  test('a templated query runs with its parameters, and fails naming the missing one without them', async ({
    page,
  }) => {
    await typeSql(page, 'SELECT {{ n }} + 1 AS result');
    await runSql(page);
    // Superset's MISSING_TEMPLATE_PARAMS_ERROR names the parameter.
    await expect(resultsPane(page).getByRole('alert')).toContainText(/parameter.*"?n"?.*undefined/i, {
      timeout: 20_000,
    });
    await expect(resultsPane(page).getByRole('grid')).toHaveCount(0);

    await page.getByRole('button', { name: 'Parameters' }).click();
    const params = page.getByRole('textbox', { name: 'Template parameters' });
    await params.fill('{"n": ');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid template parameters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
    await params.fill('{"n": 41}');
    await page.getByRole('button', { name: 'OK' }).click();
    await runSql(page);
    const grid = resultsPane(page).getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: '42', exact: true })).toBeVisible({ timeout: 20_000 });
  });

  test('a CTAS run creates a table that the left bar then lists', async ({ page }) => {
    const table = unique('e2e_ctas');
    const leftBar = leftBarOf(page);
    await leftBar.getByRole('combobox', { name: 'Select database' }).click();
    await visibleOption(page, 'examples').click();
    await typeSql(page, 'SELECT 1 AS x, 2 AS y');
    await page.getByRole('combobox', { name: 'Run options' }).click();
    await visibleOption(page, 'Create table as').click();
    await page.getByRole('textbox', { name: 'Table name' }).fill(table);
    await runSql(page);
    const notice = page.getByRole('alert').filter({ hasText: 'was created' });
    await expect(notice).toContainText(table, { timeout: 20_000 });
    const target = (await notice.locator('strong').textContent()) ?? '';
    const schema = target.includes('.') ? target.split('.')[0] : 'main';

    await leftBar.getByRole('combobox', { name: 'Select schema' }).click();
    await visibleOption(page, schema).click();
    await leftBar.getByRole('searchbox', { name: 'Search tables' }).fill(table);
    await expect(
      leftBar.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: table, exact: true }),
    ).toBeVisible({
      timeout: 20_000,
    });

    await notice.getByRole('button', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/, { timeout: 20_000 });
  });

  test('a run opened from the query history page becomes a new tab', async ({ page }) => {
    await typeSql(page, 'SELECT 7 AS seven');
    await runSql(page);
    await expect(resultsPane(page).getByRole('grid')).toBeVisible({ timeout: 20_000 });
    const tabName = (await activeTab(page).textContent()) ?? '';
    await page.goto('/sqllab/history/');
    const row = page.getByRole('row').filter({ hasText: 'SELECT 7 AS seven' }).first();
    await row.getByRole('link', { name: 'Open in SQL Lab' }).click();
    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(activeTab(page)).toContainText(`Copy of ${tabName.trim()}`);
    await expect.poll(() => editorText(page)).toBe('SELECT 7 AS seven');
  });
});
