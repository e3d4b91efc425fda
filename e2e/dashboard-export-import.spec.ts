/**
 * A dashboard moved out and back: exported from the list as a ZIP, deleted, imported from that ZIP,
 * and it is back with its charts drawn.
 */
import { expect, test } from './fixtures';

test.describe('dashboard export and import', () => {
  test.use({ role: 'admin' });

  test('export, delete, import: the dashboard is back with its charts', async ({ page, adminApi }, testInfo) => {
    const stamp = Date.now();
    const title = `Round trip ${stamp}`;
    // A copy of an example (sharing its charts), so the examples stay as they are for other journeys.
    // As Superset's 'Save as', the layout travels as json_metadata.positions.
    const example = await adminApi.get<{ result: { id: number; json_metadata: string; position_json: string } }>(
      '/api/v1/dashboard/sales-overview',
    );
    const metadata = {
      ...JSON.parse(example.result.json_metadata),
      positions: JSON.parse(example.result.position_json),
    };
    await adminApi.post(`/api/v1/dashboard/${example.result.id}/copy/`, {
      dashboard_title: title,
      json_metadata: JSON.stringify(metadata),
      duplicate_slices: false,
    });

    await page.goto('/dashboard/list/');
    const search = page.getByRole('searchbox', { name: 'Search dashboards' });
    await search.fill(title);
    await search.press('Enter');
    const link = page.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${title}` }).click();
    const bundlePath = testInfo.outputPath('dashboard_export.zip');
    await (await download).saveAs(bundlePath);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Dashboard?' });
    const confirmation = confirm.getByRole('textbox');
    if ((await confirmation.count()) > 0) await confirmation.fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(link).toHaveCount(0);

    await page.getByRole('button', { name: 'Import dashboards' }).click();
    const importDialog = page.getByRole('dialog').filter({ hasText: 'Import dashboard' });
    const chooser = page.waitForEvent('filechooser');
    await importDialog.getByRole('button', { name: 'Select file' }).click();
    await (await chooser).setFiles(bundlePath);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Dashboard imported')).toBeVisible();

    await search.fill(title);
    await search.press('Enter');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    const charts = page.locator('[data-test="dashboard-chart"]:visible');
    await expect(charts.first()).toBeVisible();
    const count = await charts.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const chart = charts.nth(index);
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByTestId('chart-rendered')).toBeVisible({ timeout: 30_000 });
      await expect(chart.getByTestId('chart-error')).toHaveCount(0);
    }
  });
});
