/**
 * Stored text is inert: as admin, through the API, script and markup payloads go into every stored
 * text the app shows (chart names and descriptions, saved queries, SQL Lab tab names, users, roles,
 * datasets and their column and metric names, dashboard titles, a dataset's URL); every page that
 * shows them must show them literally, run nothing and inject nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminApi } from './helpers/adminApi';
import { expectInert, watchDialogs, XSS_PAYLOADS as P } from './helpers/inertText';
import { AppMenu, LoginPage, openSelectList, SavedQueriesPage, selectOption } from './pages';

const PASSWORD = 'Xss-journey-1';

/** The payload dataset's id. */
let datasetId: number;

/** The dataset's name in Explore and the lists: its schema and table name. */
const DATASET_NAME = `main.${P.script}`;
const SAVED_QUERY_SQL = `SELECT '${P.svg}' AS x`;

/** The payload dataset when an earlier worker of this run stored everything already. */
async function storedDatasetId(admin: AdminApi): Promise<number | null> {
  const rows = await admin.list<{ id: number; table_name: string }>(
    '/api/v1/dataset/',
    '(columns:!(id,table_name),page_size:100)',
  );
  return rows.find((row) => row.table_name === P.script)?.id ?? null;
}

test.beforeAll(async ({ adminApi: admin }) => {
  // A failed test restarts the worker, and this again: everything is stored once per run.
  const existing = await storedDatasetId(admin);
  if (existing !== null) {
    datasetId = existing;
    return;
  }
  // A virtual dataset named with a script; its rows carry markup too.
  const dataset = await admin.post<{
    id: number;
    data: {
      columns: { id: number; column_name: string }[];
      metrics: { id: number; metric_name: string; expression: string }[];
    };
  }>('/api/v1/dataset/', { database: 1, schema: 'main', table_name: P.script, sql: `SELECT 1 AS a, '${P.img}' AS b` });
  const columnId = (name: string) => dataset.data.columns.find((column) => column.column_name === name)!.id;
  const metric = dataset.data.metrics[0]!;
  await admin.put(`/api/v1/dataset/${dataset.id}`, {
    default_endpoint: P.javascriptUrl,
    columns: [
      { id: columnId('a'), column_name: 'a', verbose_name: P.template },
      { id: columnId('b'), column_name: 'b', verbose_name: P.svg },
    ],
    metrics: [
      { id: metric.id, metric_name: metric.metric_name, expression: metric.expression, verbose_name: P.markdownLink },
    ],
  });
  const dashboard = await admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: P.svg });
  await admin.post('/api/v1/chart/', {
    slice_name: P.img,
    description: P.markdownLink,
    viz_type: 'table',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify({
      viz_type: 'table',
      datasource: `${dataset.id}__table`,
      query_mode: 'raw',
      all_columns: ['a', 'b'],
      row_limit: 10,
    }),
    dashboards: [dashboard.id],
  });
  await admin.post('/api/v1/saved_query/', {
    label: P.script,
    description: P.img,
    sql: SAVED_QUERY_SQL,
    db_id: 1,
    schema: 'main',
  });
  await admin.postFields('/tabstateview/', {
    queryEditor: { name: P.template, dbId: 1, schema: 'main', sql: `SELECT '${P.markdownLink}' AS y` },
  });
  const imgRole = await admin.createRole(P.img, []);
  const templateRole = await admin.createRole(P.template, []);
  const gamma = await admin.roleId('Gamma');
  await admin.createUser({
    username: P.img,
    firstName: P.script,
    lastName: P.svg,
    password: PASSWORD,
    roles: [gamma, imgRole, templateRole],
  });
  datasetId = dataset.id;
});
/** Closes a modal: Escape closes an open select's list first, then the modal. */
async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('stored text is shown as text', () => {
  test.use({ role: 'admin' });
  // Every page is guarded against dialogs as well as CSP violations.
  test.beforeEach(({ page }) => {
    watchDialogs(page);
  });

  test('chart list and Explore: chart, dataset, column, metric and dashboard names', async ({
    page,
    chartList,
    explore,
  }) => {
    await chartList.goto();
    const row = chartList.row(P.img);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: DATASET_NAME, exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: P.svg, exact: true })).toBeVisible();
    await expectInert(page);

    // The chart in Explore: its name, its dataset's name, columns and metric; the rows it shows.
    await row.getByRole('link', { name: P.img, exact: true }).click();
    await expect(explore.chartTitle).toHaveText(P.img);
    const panel = explore.datasourcePanel;
    await expect(panel.getByRole('heading', { name: DATASET_NAME })).toBeVisible();
    // Each column and metric: a type badge, then its name.
    for (const name of [P.template, P.svg, P.markdownLink]) {
      await expect(panel.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
      await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    }
    await expect(explore.chartArea.getByText(P.img, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expectInert(page);

    // The save modal: the name in its box, the dashboard among the choices.
    await explore.saveButton.click();
    const save = explore.saveDialog;
    await expect(save.getByRole('textbox', { name: 'Chart name' })).toHaveValue(P.img);
    await save.getByRole('combobox', { name: 'Add to dashboard' }).click();
    await expect(selectOption(page, P.svg)).toBeVisible();
    await expectInert(page);
    await closeDialog(page, save);

    // 'Change dataset': the dataset among the choices.
    await page.getByRole('button', { name: 'Change dataset' }).click();
    const change = page.getByRole('dialog', { name: 'Change dataset' });
    await change.getByRole('combobox', { name: 'Dataset' }).click();
    await page.keyboard.type('script');
    await expect(openSelectList(page).getByText(DATASET_NAME, { exact: true })).toBeVisible();
    await expectInert(page);
    await closeDialog(page, change);

    await page.screenshot({ path: test.info().outputPath('explore-payloads.png') });

    // Explore on the dataset itself: the server answers with the dataset's stored Default URL (a
    // `javascript:` one here) as where to go; the app must not go there.
    await page.goto(`/explore/?datasource_type=table&datasource_id=${datasetId}`);
    await expect(page.getByRole('main').getByRole('alert').or(page.getByTestId('chart-title'))).toBeVisible();
    await expect(page).toHaveURL(/\/explore\/\?/);
    await expectInert(page);
  });

  test('saved queries and SQL Lab: names, descriptions, SQL and tab names', async ({ page, sqlLab }) => {
    await sqlLab.goto();
    // The tab stored with a template-like name.
    await expect(sqlLab.tabs.getByText(P.template, { exact: true }).first()).toBeVisible();
    await expectInert(page);

    const savedQueries = new SavedQueriesPage(page);
    await savedQueries.goto();
    const row = savedQueries.row(P.script);
    await expect(row.getByText(P.script, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Preview' }).click();
    const preview = savedQueries.preview;
    await expect(preview.getByText(P.script, { exact: true })).toBeVisible();
    await expect(savedQueries.previewSql).toHaveText(SAVED_QUERY_SQL);
    await expectInert(page);
    await closeDialog(page, preview);

    // Opened in SQL Lab: a tab named after it, holding its SQL.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/sqllab\//);
    await expect(sqlLab.tabs.getByText(P.script, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => sqlLab.editorText()).toBe(SAVED_QUERY_SQL);
    await expectInert(page);
    await sqlLab.toolbarButton('Save').click();
    const saveQuery = sqlLab.saveQueryDialog;
    await expect(saveQuery.getByLabel('Name', { exact: true })).toHaveValue(P.script);
    await expectInert(page);
    await saveQuery.getByRole('button', { name: 'Cancel' }).click();
  });

  test('users, roles and the user menu', async ({ page, adminUsers, signedOutPage }) => {
    await adminUsers.goto();
    const user = adminUsers.row(P.img);
    await expect(user.getByRole('cell', { name: P.script, exact: true })).toBeVisible();
    await expect(user.getByRole('cell', { name: P.svg, exact: true })).toBeVisible();
    const roles = user.getByRole('cell').filter({ hasText: 'Gamma' });
    await expect(roles).toContainText(P.img);
    await expect(roles).toContainText(P.template);
    await expectInert(page);

    // Each role's row: its name, and the payload user (named like the first role) among its users.
    await page.goto('/roles/');
    for (const name of [P.img, P.template]) {
      const role = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name, exact: true }) })
        .first();
      await expect(role.getByRole('cell', { name, exact: true }).first()).toBeVisible();
      await expect(role).toContainText(P.img);
    }
    await expectInert(page);

    // The user with those names signs in: the user menu names them literally.
    const own = await signedOutPage();
    watchDialogs(own);
    await new LoginPage(own).signIn(P.img, PASSWORD);
    const menu = new AppMenu(own);
    await expect(menu.userMenu).toHaveText(`${P.script} ${P.svg} ▾`);
    await menu.userMenu.click();
    await expect(menu.item(P.img)).toBeVisible();
    await expectInert(own);
  });
});
