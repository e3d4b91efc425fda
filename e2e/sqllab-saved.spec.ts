import { expect, test } from './fixtures';
import { QueryHistoryPage, SavedQueriesPage, SqlLabPage, selectOption } from './pages';

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

test.describe('saving, sharing and reusing SQL Lab queries', () => {
  test.use({ role: 'admin' });

  test.beforeEach(async ({ context, sqlLab }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await sqlLab.goto();
  });

  test('save, rename and update, find it in the saved queries, open it from the list and from its link', async ({
    page,
    sqlLab,
    pageAs,
  }) => {
    const name = unique('Answer');
    await sqlLab.typeSql('SELECT 42 AS answer');
    await sqlLab.saveQueryAs(name, 'the answer');
    await expect(sqlLab.activeTab).toContainText(name);

    // Rename and update the saved query with new SQL.
    await sqlLab.typeSql('SELECT 43 AS answer');
    await sqlLab.toolbarButton('Save').click();
    const dialog = sqlLab.saveQueryDialog;
    await expect(dialog.getByRole('button', { name: 'Save as new' })).toBeVisible();
    await dialog.getByLabel('Name').fill(`${name} v2`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your query was updated')).toBeVisible();
    await expect(sqlLab.activeTab).toContainText(`${name} v2`);

    // After a reload it is in the saved queries list, with the new SQL.
    await page.reload();
    const savedQueries = new SavedQueriesPage(page);
    await savedQueries.goto();
    const row = savedQueries.row(`${name} v2`);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Preview' }).click();
    await expect(savedQueries.previewSql).toHaveText('SELECT 43 AS answer');
    await page.getByRole('button', { name: 'Open in SQL Lab' }).click();
    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(sqlLab.activeTab).toContainText(`${name} v2`);
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT 43 AS answer');

    // Its short link opens it in a fresh browser (another session).
    const link = await sqlLab.copyShareLink();
    expect(link).toMatch(/\/sqllab\/(p\/[^/?]+|\?id=\d+)$/);
    const other = await pageAs('admin');
    const otherSqlLab = new SqlLabPage(other);
    await other.goto(link);
    await expect(otherSqlLab.activeTab).toContainText(`${name} v2`, { timeout: 20_000 });
    await expect.poll(() => otherSqlLab.editorText()).toBe('SELECT 43 AS answer');
    await expect(other).toHaveURL(/\/sqllab\/$/);
  });

  test('a result saved as a dataset opens in Explore', async ({ page, sqlLab }) => {
    await sqlLab.runSql('SELECT 1 AS x, 2 AS y');
    await sqlLab.results.getByRole('button', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.getByLabel('Dataset name').fill(unique('e2e_ds'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/, { timeout: 20_000 });
    await page.screenshot({ path: 'test-results/sqllab-dataset-explore.png' });
  });

  test('a templated query runs with its parameters, and fails naming the missing one without them', async ({
    page,
    sqlLab,
  }) => {
    await sqlLab.typeSql('SELECT {{ n }} + 1 AS result');
    await sqlLab.run();
    // Superset's MISSING_TEMPLATE_PARAMS_ERROR names the parameter.
    await expect(sqlLab.results.getByRole('alert')).toContainText(/parameter.*"?n"?.*undefined/i, {
      timeout: 20_000,
    });
    await expect(sqlLab.resultsGrid).toHaveCount(0);

    await page.getByRole('button', { name: 'Parameters' }).click();
    const params = page.getByRole('textbox', { name: 'Template parameters' });
    await params.fill('{"n": ');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid template parameters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
    await params.fill('{"n": 41}');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await sqlLab.run();
    await expect(sqlLab.resultCell('42')).toBeVisible({ timeout: 20_000 });
  });

  test('a CTAS run creates a table that the left bar then lists', async ({ page, sqlLab }) => {
    const table = unique('e2e_ctas');
    const { leftBar } = sqlLab;
    await leftBar.chooseDatabase('examples');
    await sqlLab.typeSql('SELECT 1 AS x, 2 AS y');
    await page.getByRole('combobox', { name: 'Run options' }).click();
    await selectOption(page, 'Create table as').click();
    await page.getByRole('textbox', { name: 'Table name' }).fill(table);
    await sqlLab.run();
    const notice = page.getByRole('alert').filter({ hasText: 'was created' });
    await expect(notice).toContainText(table, { timeout: 20_000 });
    // The notice names the table it made, schema first when there is one.
    const target = (await notice.getByRole('strong').textContent()) ?? '';
    const schema = target.includes('.') ? target.split('.')[0] : 'main';

    await leftBar.chooseSchema(schema);
    await leftBar.tableSearch.fill(table);
    await expect(leftBar.tableOption(table)).toBeVisible({ timeout: 20_000 });

    await notice.getByRole('button', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/, { timeout: 20_000 });
  });

  test('a run opened from the query history page becomes a new tab', async ({ page, sqlLab }) => {
    await sqlLab.runSql('SELECT 7 AS seven');
    const tabName = (await sqlLab.activeTab.textContent()) ?? '';
    const history = new QueryHistoryPage(page);
    await history.goto();
    await history.row('SELECT 7 AS seven').getByRole('link', { name: 'Open in SQL Lab' }).click();
    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(sqlLab.activeTab).toContainText(`Copy of ${tabName.trim()}`);
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT 7 AS seven');
  });
});
