/**
 * The dashboard header's '…' menu beyond viewing: Download → 'Download as Image' (a JPEG of the page
 * with the ECharts canvases in it) and 'Export to PDF' (a real PDF), both named
 * <title>-<time>.<ext> as Superset names them, for a Gamma user too; 'Save as' copies the
 * dashboard with its charts duplicated and opens the copy.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openMenu, openSubmenu } from './pages';

const SALES = '/superset/dashboard/sales-overview/';
const FILE_TIME = '\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z';

async function openSalesWithChartsDrawn(page: Page): Promise<void> {
  await page.goto(SALES);
  await expect(page.getByRole('heading', { name: 'Sales overview' })).toBeVisible({ timeout: 30_000 });
  const charts = page.locator('[data-test="dashboard-chart"]:visible');
  await expect(charts.first()).toBeVisible({ timeout: 30_000 });
  const count = await charts.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await charts.nth(index).scrollIntoViewIfNeeded();
    await expect(charts.nth(index).getByTestId('chart-rendered')).toBeVisible({ timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openDownloadMenu(page: Page): Promise<void> {
  await openMenu(page, page.getByRole('button', { name: 'Dashboard actions' }));
  await openSubmenu(page, page.getByRole('menuitem', { name: /^Download(?! as)/ }));
}

/**
 * The share of not-white pixels the downloaded picture has where the page's first ECharts canvas
 * is: a canvas left out of the picture leaves that area blank.
 */
async function inkWhereTheFirstCanvasIs(page: Page, jpeg: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const dashboard = document.querySelector('[data-test="dashboard-page"]')!.getBoundingClientRect();
    const canvas = document.querySelector('[data-test="dashboard-page"] canvas')!.getBoundingClientRect();
    const image = new Image();
    image.src = `data:image/jpeg;base64,${base64}`;
    await image.decode();
    const scale = image.naturalWidth / dashboard.width;
    const drawn = document.createElement('canvas');
    drawn.width = image.naturalWidth;
    drawn.height = image.naturalHeight;
    const context = drawn.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(
      Math.round((canvas.left - dashboard.left) * scale),
      Math.round((canvas.top - dashboard.top) * scale),
      Math.max(1, Math.round(canvas.width * scale)),
      Math.max(1, Math.round(canvas.height * scale)),
    ).data;
    let ink = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      if (pixels[index]! < 230 || pixels[index + 1]! < 230 || pixels[index + 2]! < 230) ink += 1;
    }
    return ink / (pixels.length / 4);
  }, jpeg.toString('base64'));
}

test.describe('downloading a dashboard', () => {
  test.use({ role: 'admin' });
  // Drawing a whole dashboard into a picture is heavy work for a busy machine's browser.
  test.slow();

  test('as an image: a JPEG of the page, charts drawn, named after the title and the time', async ({ page }) => {
    await openSalesWithChartsDrawn(page);
    await openDownloadMenu(page);
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as Image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^sales-overview-${FILE_TIME}\\.jpg$`));
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(await inkWhereTheFirstCanvasIs(page, bytes)).toBeGreaterThan(0.01);
  });

  test('as a PDF: a PDF document named after the title and the time', async ({ page }) => {
    await openSalesWithChartsDrawn(page);
    await openDownloadMenu(page);
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^sales-overview-${FILE_TIME}\\.pdf$`));
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});

test.describe("'Save as'", () => {
  test.use({ role: 'admin' });

  test('copies the dashboard with duplicated charts and opens the copy', async ({ page, adminApi }) => {
    const title = `Saved as ${Date.now()}`;
    const original = await adminApi.get<{ result: { id: number }[] }>('/api/v1/dashboard/sales-overview/charts');
    const originalIds = new Set(original.result.map((chart) => chart.id));
    await openSalesWithChartsDrawn(page);

    await openMenu(page, page.getByRole('button', { name: 'Dashboard actions' }));
    await page.getByRole('menuitem', { name: 'Save as' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save dashboard' });
    const name = dialog.getByLabel('Save as:');
    await expect(name).toHaveValue('Sales overview [copy]');
    await name.fill(title);
    await dialog.getByRole('checkbox', { name: 'also copy (duplicate) charts' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('This dashboard was saved successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/superset\/dashboard\/\d+\/$/);
    const copyId = Number(/\/superset\/dashboard\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByText('Sales at a glance')).toBeVisible();
    const charts = page.locator('[data-test="dashboard-chart"]:visible');
    await expect(charts.first().getByTestId('chart-rendered')).toBeVisible({ timeout: 30_000 });

    const copied = await adminApi.get<{ result: { id: number }[] }>(`/api/v1/dashboard/${copyId}/charts`);
    expect(copied.result).toHaveLength(originalIds.size);
    expect(copied.result.filter((chart) => originalIds.has(chart.id))).toEqual([]);

    // The copy and its charts go, so that other journeys see the examples only once.
    const headers = await csrfHeaders(page);
    const ids = copied.result.map((chart) => chart.id).join(',');
    expect((await page.request.delete(`/api/v1/dashboard/${copyId}`, { headers })).status()).toBe(200);
    expect((await page.request.delete(`/api/v1/chart/?q=!(${ids})`, { headers })).status()).toBe(200);
  });
});

test.describe('a Gamma user', () => {
  test.use({ role: 'gamma' });

  test('downloads the dashboard too: no export permission is needed for a picture', async ({ page }) => {
    await openSalesWithChartsDrawn(page);
    await openDownloadMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Export to PDF' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as Image' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^sales-overview-${FILE_TIME}\\.jpg$`));
  });
});

/** The page session's CSRF token as a header, for the API calls made in its name. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const reply = await page.request.get('/api/v1/security/csrf_token/');
  const { result } = (await reply.json()) as { result: string };
  return { 'X-CSRFToken': result, Referer: new URL(page.url()).origin };
}
