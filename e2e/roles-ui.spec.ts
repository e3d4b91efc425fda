/**
 * Each role sees what it may do: a Gamma user lands on the chart list (no SQL Lab, no Settings) and
 * is not offered to overwrite a chart it does not own; a sql_lab user lands in SQL Lab and sees the
 * CSV export only when its role holds can_export_csv on SQLLab. Users and roles are made as admin
 * through the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { AdminApi, type PermissionPair } from './helpers/adminApi';
import { signInFresh } from './helpers/signIn';
import { resultsPane, typeSql } from './helpers/sqlLab';

const PASSWORD = 'Roles-journey-1';
/** The example chart the journey opens: the admin owns it. */
const ADMINS_CHART = 'Orders per month';
const EXAMPLES_ACCESS: PermissionPair = ['database_access', '[examples].(id:1)'];

let admin: AdminApi;
test.beforeAll(async ({ baseURL }) => {
  admin = await AdminApi.open(baseURL!);
});
test.afterAll(async () => {
  await admin.dispose();
});

/** A role that lets its users read the example database (Gamma and sql_lab hold no data by themselves). */
async function examplesAccessRole(name: string): Promise<number> {
  return admin.createRole(name, [EXAMPLES_ACCESS]);
}

async function runSelectOne(page: Page): Promise<void> {
  await typeSql(page, 'SELECT 1 AS one');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(resultsPane(page).getByRole('gridcell', { name: '1', exact: true })).toBeVisible({ timeout: 20_000 });
}

test.describe('what each role sees', () => {
  test('a Gamma user lands on the chart list, has no SQL Lab or Settings, and may not overwrite a chart it does not own', async ({
    browser,
  }) => {
    const gammaRole = await admin.roleId('Gamma');
    const access = await examplesAccessRole('roles_ui_gamma_examples');
    await admin.createUser({ username: 'roles_ui_gamma', password: PASSWORD, roles: [gammaRole, access] });

    const page = await signInFresh(browser, 'roles_ui_gamma', PASSWORD);
    await expect(page).toHaveURL(/\/chart\/list\/$/);
    await expect(page.getByRole('heading', { name: 'Charts' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Charts' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'SQL Lab' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Saved queries' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);

    // The admin's charts: no delete, no selection.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ADMINS_CHART, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);

    // Home and SQL Lab by address: home goes to the chart list, SQL Lab says there is no access.
    await page.goto('/');
    await expect(page).toHaveURL(/\/chart\/list\/$/);
    await page.goto('/sqllab/');
    await expect(page.getByText('Access is Denied')).toBeVisible();
    await expect(page.getByText('Your roles do not give access to SQL Lab.', { exact: false })).toBeVisible();
    await expect(page.locator('.sqllab-sql-editor')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Charts' }).click();
    await expect(page).toHaveURL(/\/chart\/list\/$/);

    // Explore on the admin's chart: Save makes a copy; overwriting is not offered.
    await page.getByRole('link', { name: ADMINS_CHART, exact: true }).click();
    await expect(page.getByTestId('chart-title')).toHaveText(ADMINS_CHART);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await expect(dialog.getByRole('radio', { name: 'Save as...' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Save (Overwrite)' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('gamma-save-modal.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  test('a sql_lab user lands in SQL Lab and sees CSV export only when the role holds can_export_csv', async ({
    browser,
  }) => {
    const sqlLabRole = await admin.roleId('sql_lab');
    const sqlLabPairs = await admin.rolePairs(sqlLabRole);
    expect(sqlLabPairs).toContainEqual(['can_export_csv', 'SQLLab']);
    const withoutCsv = await admin.createRole(
      'roles_ui_sql_lab_no_csv',
      sqlLabPairs.filter(([permission, view]) => !(permission === 'can_export_csv' && view === 'SQLLab')),
    );
    const access = await examplesAccessRole('roles_ui_sql_examples');
    await admin.createUser({ username: 'roles_ui_sql', password: PASSWORD, roles: [sqlLabRole, access] });
    await admin.createUser({ username: 'roles_ui_sql_no_csv', password: PASSWORD, roles: [withoutCsv, access] });

    for (const [username, exports] of [
      ['roles_ui_sql', true],
      ['roles_ui_sql_no_csv', false],
    ] as const) {
      const page = await signInFresh(browser, username, PASSWORD);
      await expect(page).toHaveURL(/\/sqllab\/$/);
      await expect(page.getByRole('menuitem', { name: 'SQL Lab' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Charts' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
      await runSelectOne(page);
      const results = resultsPane(page);
      await expect(results.getByRole('link', { name: 'Download to CSV' })).toHaveCount(exports ? 1 : 0);
      await expect(results.getByRole('button', { name: 'Copy to clipboard' })).toHaveCount(exports ? 1 : 0);
      // Neither role may write datasets.
      await expect(results.getByRole('button', { name: 'Save dataset' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`${username}-results.png`) });

      // Explore and the chart list are not theirs.
      await page.goto('/chart/list/');
      await expect(page.getByText('Access is Denied')).toBeVisible();
      await page.getByRole('link', { name: 'Go to SQL Lab' }).click();
      await expect(page).toHaveURL(/\/sqllab\/$/);
      await page.context().close();
    }
  });
});
