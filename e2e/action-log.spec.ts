/**
 * Usage logging end to end: opening an example dashboard sends its events (mount_dashboard and each
 * chart's load_chart) to /superset/log/, and an admin finds them for that dashboard in the Action log.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ActionLogPage } from './pages';

const SALES = '/superset/dashboard/sales-overview/';

test.describe('the Action log', () => {
  test.use({ role: 'admin' });

  test("lists the dashboard's mount_dashboard and load_chart events", async ({ page }) => {
    await page.goto(SALES);
    const dashboard = page.locator('[data-test="dashboard-page"]');
    await expect(dashboard).toBeVisible({ timeout: 30_000 });
    const dashboardId = Number(await dashboard.getAttribute('data-dashboard-id'));
    await expect(page.getByTestId('chart-rendered').first()).toBeVisible({ timeout: 30_000 });

    // Through the menu: the app stays loaded and sends its queued events within a second.
    const actionLog = new ActionLogPage(page);
    await actionLog.openFromMenu();
    await actionLog.filterByDashboard(dashboardId);

    await expect(async () => {
      await actionLog.refresh();
      await expect(actionLog.rowsOf('mount_dashboard').first()).toBeVisible({ timeout: 2_000 });
      await expect(actionLog.rowsOf('load_chart').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const loadChart = actionLog.rowsOf('load_chart').first();
    await expect(await actionLog.cellOf(loadChart, 'User')).toHaveText('admin');
    await expect(await actionLog.cellOf(loadChart, 'Dashboard Id')).toHaveText(String(dashboardId));
  });

  test('events still queued when the page goes are delivered', async ({ page }) => {
    const salesId = await dashboardIdOf(page, 'sales-overview');
    const mountsBefore = await countEvents(page, salesId, 'mount_dashboard');
    await page.goto(SALES);
    await expect(page.locator('[data-test="dashboard-page"]')).toBeVisible({ timeout: 30_000 });
    // Leave at once: the queued events go by beacon as the page hides.
    await page.goto('/actionlog/list/');
    await expect
      .poll(() => countEvents(page, salesId, 'mount_dashboard'), { timeout: 15_000 })
      .toBeGreaterThan(mountsBefore);
  });
});

/** How many events of that name the log holds for the dashboard (through the API, as the page reads it). */
async function countEvents(page: Page, dashboardId: number, eventName: string): Promise<number> {
  const q = `(filters:!((col:dashboard_id,opr:eq,value:${dashboardId}),(col:json,opr:ct,value:'${eventName}')),page_size:1)`;
  const reply = await page.request.get(`/api/v1/log/?q=${encodeURIComponent(q)}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { count: number }).count;
}

async function dashboardIdOf(page: Page, slug: string): Promise<number> {
  const reply = await page.request.get(`/api/v1/dashboard/${slug}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { result: { id: number } }).result.id;
}
