/**
 * The 'Alerts & reports' pages against the embedded server: a report made through the API is listed
 * on /report/list/, switched off and on, its execution log shows the scheduler's run, and it is
 * deleted; an alert is created from /alert/list/ with the modal.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { csrfToken } from './helpers/appApi';
import { ReportListPage } from './pages';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function firstDashboardId(page: Page): Promise<number> {
  const response = await page.request.get(`/api/v1/dashboard/?q=${encodeURIComponent('(page:0,page_size:1)')}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { id: number }[] };
  return body.result[0].id;
}

async function createReport(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/v1/report/', {
    data: {
      type: 'Report',
      name,
      crontab: '* * * * *',
      timezone: 'UTC',
      dashboard: await firstDashboardId(page),
      creation_method: 'alerts_reports',
      report_format: 'PNG',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'e2e@example.com' } }],
    },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Removes what a journey made, whatever step it stopped at. */
async function deleteByName(page: Page, name: string): Promise<void> {
  const q = `(filters:!((col:name,opr:report_all_text,value:'${name}')))`;
  const listed = await page.request.get(`/api/v1/report/?q=${encodeURIComponent(q)}`);
  if (!listed.ok()) return;
  const ids = ((await listed.json()) as { result: { id: number; name: string }[] }).result
    .filter((row) => row.name === name)
    .map((row) => row.id);
  if (ids.length === 0) return;
  await page.request.delete(`/api/v1/report/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
}

test.describe('alerts & reports as admin', () => {
  test.use({ role: 'admin' });

  test('lists a report, switches it off and on, shows its runs and deletes it', async ({ page }) => {
    test.setTimeout(180_000);
    const name = unique('E2E report');
    const reports = new ReportListPage(page);
    try {
      const id = await createReport(page, name);

      await reports.goto('report');
      await expect(reports.heading).toBeVisible();
      await reports.searchFor(name);
      const row = reports.row(name);
      await expect(row).toBeVisible();
      await expect(row.getByText('Every minute (UTC)')).toBeVisible();

      const toggle = reports.activeSwitch(name);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await page.reload();
      await reports.searchFor(name);
      await expect(reports.activeSwitch(name)).toHaveAttribute('aria-checked', 'false');
      await reports.activeSwitch(name).click();
      await expect(reports.activeSwitch(name)).toHaveAttribute('aria-checked', 'true');

      await reports.openExecutionLog(name);
      await expect(page).toHaveURL(`/report/${id}/log/`);
      await expect(page.getByRole('heading', { name: `Report: ${name}` })).toBeVisible();
      // The scheduler runs '* * * * *' once a minute: wait for its first run to be logged.
      const run = page.getByRole('row').nth(1);
      await expect(async () => {
        await page.reload();
        await expect(run.getByRole('cell').nth(1)).toHaveText(/^[0-9a-f]{6}$/, { timeout: 3_000 });
      }).toPass({ timeout: 100_000, intervals: [5_000] });
      await expect(run.getByRole('cell').nth(0)).toHaveText(/Success|Error|Working/);
      await expect(run.getByRole('cell').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00 (am|pm)$/);

      await page.getByRole('link', { name: 'Back to all' }).click();
      await expect(page).toHaveURL('/report/list/');
      await reports.searchFor(name);
      await reports.delete(name);
      await expect(page.getByText(`Deleted: ${name}`)).toBeVisible();
      await expect(reports.row(name)).toHaveCount(0);
    } finally {
      await deleteByName(page, name);
    }
  });

  test('creates an alert from /alert/list/', async ({ page }) => {
    test.setTimeout(120_000);
    const name = unique('E2E alert');
    const reports = new ReportListPage(page);
    const databases = await page.request.get('/api/v1/database/');
    const databaseName = ((await databases.json()) as { result: { database_name: string }[] }).result[0].database_name;
    try {
      await reports.goto('alert');
      await page.getByRole('button', { name: 'Alert', exact: true }).click();
      const modal = reports.modal();
      await expect(modal.getByText('Add Alert')).toBeVisible();
      await modal.getByLabel('Alert name').fill(name);
      await reports.choose('Database', databaseName);
      await modal.getByRole('textbox', { name: /SQL Query/ }).fill('SELECT 1');
      await reports.choose('Condition', '> (Larger than)');
      await modal.getByRole('spinbutton', { name: 'Value' }).fill('0');
      await reports.choose('Dashboard', 'Sales overview', true);
      await modal.getByLabel('Recipients').fill('e2e@example.com');
      await modal.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByText('Alert updated')).toBeVisible();
      await expect(modal).toHaveCount(0);

      await reports.searchFor(name);
      await expect(reports.row(name)).toBeVisible();
      await expect(reports.row(name).getByText('At 12:00 AM')).toBeVisible();
    } finally {
      await deleteByName(page, name);
    }
  });
});
