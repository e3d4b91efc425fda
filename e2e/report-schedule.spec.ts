/**
 * Scheduling email reports from the menus: on an example chart in Explore ('Set up an email report'
 * → the dialog → CSV → 'The report has been created', and the menu then manages it), and on an
 * example dashboard (PNG), then deleting it from the dashboard's menu ('Deleted: {name}').
 */
import { expect, test } from './fixtures';
import { deleteOwnReports, openMenu, openSubmenu, popupsSettled, ReportModal } from './pages';

const CHART = 'Popular names';
const DASHBOARD = { title: 'Sales overview', slug: 'sales-overview' };

test.describe('email reports from Explore and dashboards', () => {
  test.use({ role: 'admin' });

  test('create a CSV report on a chart from Explore', async ({ page, explore }) => {
    const found = await page.request.get(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:'${CHART}')))`);
    const chartId = ((await found.json()) as { ids: number[] }).ids[0];
    expect(chartId).toBeDefined();
    await deleteOwnReports(page, { chart_id: chartId });

    await explore.gotoChart(chartId);
    await expect(page.getByRole('heading', { name: CHART })).toBeVisible({ timeout: 30_000 });
    await explore.chooseMenuAction('Set up an email report');

    const modal = new ReportModal(page);
    await modal.expectOpen();
    await expect(modal.name).toHaveValue(`Weekly Report for ${CHART}`);
    await expect(modal.sentence).toHaveText('At 12:00 PM, only on Monday');
    await modal.chooseFormat('Formatted CSV attached in email');
    await modal.add();
    await expect(page.getByText('The report has been created')).toBeVisible();

    // The server has it as sent: a chart report in CSV.
    const listed = await page.request.get(`/api/v1/report/?q=(filters:!((col:chart_id,opr:eq,value:${chartId})))`);
    const rows = ((await listed.json()) as { result: { name: string; report_format?: string }[] }).result;
    expect(rows.map((row) => row.name)).toEqual([`Weekly Report for ${CHART}`]);

    // The menu now manages the report instead of offering a new one.
    await openMenu(page, page.getByRole('button', { name: 'Menu actions trigger' }));
    await expect(page.getByRole('menuitem', { name: 'Set up an email report' })).toHaveCount(0);
    await openSubmenu(page, page.getByRole('menuitem', { name: 'Manage email report' }));
    await expect(page.getByRole('menuitem', { name: 'Email reports active' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit email report' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete email report' })).toBeVisible();
  });

  test('create a PNG report on a dashboard, then delete it', async ({ page }) => {
    const shown = await page.request.get(`/api/v1/dashboard/${DASHBOARD.slug}`);
    const dashboardId = ((await shown.json()) as { result: { id: number } }).result.id;
    await deleteOwnReports(page, { dashboard_id: dashboardId });

    await page.goto(`/superset/dashboard/${DASHBOARD.slug}/`);
    await expect(page.getByRole('heading', { name: DASHBOARD.title })).toBeVisible({ timeout: 30_000 });
    const actions = page.getByRole('button', { name: 'Dashboard actions' });
    await openMenu(page, actions);
    await page.getByRole('menuitem', { name: 'Set up an email report' }).click();

    const modal = new ReportModal(page);
    await modal.expectOpen();
    const reportName = `Weekly Report for ${DASHBOARD.title}`;
    await expect(modal.name).toHaveValue(reportName);
    await expect(modal.dialog.getByRole('radio')).toHaveCount(2);
    await expect(modal.dialog.getByRole('radio', { name: 'Image (PNG) embedded in email' })).toBeChecked();
    await modal.add();
    await expect(page.getByText('The report has been created')).toBeVisible();

    const listed = await page.request.get(
      `/api/v1/report/?q=(filters:!((col:dashboard_id,opr:eq,value:${dashboardId})))`,
    );
    const created = ((await listed.json()) as { result: { id: number }[] }).result;
    expect(created).toHaveLength(1);
    const report = (
      (await (await page.request.get(`/api/v1/report/${created[0].id}`)).json()) as {
        result: { report_format: string; creation_method: string; extra: unknown };
      }
    ).result;
    expect(report).toMatchObject({ report_format: 'PNG', creation_method: 'dashboards' });

    // A hover submenu can close under a busy machine's slow animations: open it again until the click lands.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await popupsSettled(page);
      await openMenu(page, actions);
      await openSubmenu(page, page.getByRole('menuitem', { name: 'Manage email report' }));
      await page.getByRole('menuitem', { name: 'Delete email report' }).click({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Report?' });
    await expect(confirm).toContainText(`This action will permanently delete ${reportName}.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted: ${reportName}`)).toBeVisible();
    await popupsSettled(page);

    // Gone on the server, and the menu offers a new one again.
    const after = await page.request.get(
      `/api/v1/report/?q=(filters:!((col:dashboard_id,opr:eq,value:${dashboardId})))`,
    );
    expect(((await after.json()) as { count: number }).count).toBe(0);
    await openMenu(page, actions);
    await expect(page.getByRole('menuitem', { name: 'Set up an email report' })).toBeVisible();
  });
});
