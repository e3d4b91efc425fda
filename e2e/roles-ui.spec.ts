/**
 * Each role sees what it may do: a Gamma user lands on the chart list (no SQL Lab, no Settings) and
 * is not offered to overwrite a chart it does not own; a sql_lab user lands in SQL Lab and sees the
 * CSV export only when its role holds can_export_csv on SQLLab. The roles' users are the fixtures';
 * the one without CSV export is made as admin through the API.
 */
import { expect, EXAMPLES_ACCESS_ROLE, test } from './fixtures';
import { AppMenu, ChartListPage, ExplorePage, LoginPage, SqlLabPage } from './pages';

const PASSWORD = 'Roles-journey-1';
/** The example chart the journey opens: the admin owns it. */
const ADMINS_CHART = 'Orders per month';

async function runSelectOne(sqlLab: SqlLabPage): Promise<void> {
  await sqlLab.typeSql('SELECT 1 AS one');
  await sqlLab.run();
  await expect(sqlLab.resultCell('1')).toBeVisible({ timeout: 20_000 });
}

test.describe('what each role sees', () => {
  test('a Gamma user lands on the chart list, has no SQL Lab or Settings, and may not overwrite a chart it does not own', async ({
    pageAs,
  }) => {
    const page = await pageAs('gamma');
    const menu = new AppMenu(page);
    const chartList = new ChartListPage(page);
    await expect(page).toHaveURL(/\/chart\/list\/$/);
    await expect(chartList.heading).toBeVisible();
    await expect(menu.item('Charts')).toBeVisible();
    await expect(menu.item('SQL Lab')).toHaveCount(0);
    await expect(menu.item('Saved queries')).toHaveCount(0);
    await expect(menu.settings).toHaveCount(0);

    // The admin's charts: no delete, no selection.
    const row = chartList.row(ADMINS_CHART);
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);

    // Home and SQL Lab by address: home goes to the chart list, SQL Lab says there is no access.
    await page.goto('/');
    await expect(page).toHaveURL(/\/chart\/list\/$/);
    await page.goto('/sqllab/');
    await expect(page.getByText('Access is Denied')).toBeVisible();
    await expect(page.getByText('Your roles do not give access to SQL Lab.', { exact: false })).toBeVisible();
    await expect(new SqlLabPage(page).editor).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Charts' }).click();
    await expect(page).toHaveURL(/\/chart\/list\/$/);

    // Explore on the admin's chart: Save makes a copy; overwriting is not offered.
    await chartList.chartLink(ADMINS_CHART).click();
    const explore = new ExplorePage(page);
    await expect(explore.chartTitle).toHaveText(ADMINS_CHART);
    await explore.saveButton.click();
    await expect(explore.saveDialog.getByRole('radio', { name: 'Save as...' })).toBeChecked();
    await expect(explore.saveDialog.getByRole('radio', { name: 'Save (Overwrite)' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('gamma-save-modal.png') });
    await explore.saveDialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a sql_lab user lands in SQL Lab and sees CSV export only when the role holds can_export_csv', async ({
    adminApi,
    pageAs,
    signedOutPage,
  }) => {
    const sqlLabPairs = await adminApi.rolePairs(await adminApi.roleId('sql_lab'));
    expect(sqlLabPairs).toContainEqual(['can_export_csv', 'SQLLab']);
    const withoutCsv = await adminApi.createRole(
      'roles_ui_sql_lab_no_csv',
      sqlLabPairs.filter(([permission, view]) => !(permission === 'can_export_csv' && view === 'SQLLab')),
    );
    const access = await adminApi.roleId(EXAMPLES_ACCESS_ROLE);
    await adminApi.createUser({ username: 'roles_ui_sql_no_csv', password: PASSWORD, roles: [withoutCsv, access] });

    const withCsvPage = await pageAs('sql_lab');
    const withoutCsvPage = await signedOutPage();
    await new LoginPage(withoutCsvPage).signIn('roles_ui_sql_no_csv', PASSWORD);

    for (const [page, exports] of [
      [withCsvPage, true],
      [withoutCsvPage, false],
    ] as const) {
      await page.bringToFront();
      const menu = new AppMenu(page);
      const sqlLab = new SqlLabPage(page);
      await expect(page).toHaveURL(/\/sqllab\/$/);
      await expect(menu.item('SQL Lab')).toBeVisible();
      await expect(menu.item('Charts')).toHaveCount(0);
      await expect(menu.settings).toHaveCount(0);
      await runSelectOne(sqlLab);
      await expect(sqlLab.results.getByRole('link', { name: 'Download to CSV' })).toHaveCount(exports ? 1 : 0);
      await expect(sqlLab.results.getByRole('button', { name: 'Copy to clipboard' })).toHaveCount(exports ? 1 : 0);
      // Neither role may write datasets.
      await expect(sqlLab.results.getByRole('button', { name: 'Save dataset' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`${exports ? 'csv' : 'no-csv'}-results.png`) });

      // Explore and the chart list are not theirs.
      await page.goto('/chart/list/');
      await expect(page.getByText('Access is Denied')).toBeVisible();
      await page.getByRole('link', { name: 'Go to SQL Lab' }).click();
      await expect(page).toHaveURL(/\/sqllab\/$/);
    }
  });
});
