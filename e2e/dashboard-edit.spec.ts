/**
 * Editing a dashboard in the browser (spec charts §4, §5; reference §4): charts dragged from the
 * builder pane, tabs added and a chart moved into the second tab, a header and markdown added, a
 * chart resized, undo and redo, then a save that a reload shows exactly; a too-wide drop refused
 * with the spec's message and nothing changed; Discard; and the diff confirmation when another
 * browser saved first.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

interface FrameShape {
  id: string;
  type: string;
  parent: string | null;
  width: number;
  height: number;
}

const frame = (page: Page, id: string): Locator =>
  page.locator(`[data-test="dashboard-component-frame"][data-layout-id="${id}"]`);
const gridEnd = (page: Page, containerId = 'GRID_ID'): Locator =>
  page.locator(`[data-drop-area="${containerId}"] > [data-test="drop-area-end"]`);

/** What the edit grid shows: every frame, the frame it sits in, and its size on screen. */
async function shownLayout(page: Page): Promise<FrameShape[]> {
  return page.locator('[data-test="dashboard-component-frame"]').evaluateAll((frames) =>
    frames.map((element) => {
      const box = element.getBoundingClientRect();
      const outer = element.parentElement?.closest('[data-test="dashboard-component-frame"]');
      return {
        id: element.getAttribute('data-layout-id') ?? '',
        type: element.getAttribute('data-component-type') ?? '',
        parent: outer?.getAttribute('data-layout-id') ?? null,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    }),
  );
}

async function frameIds(page: Page, type: string): Promise<string[]> {
  return page
    .locator(`[data-test="dashboard-component-frame"][data-component-type="${type}"]`)
    .evaluateAll((frames) => frames.map((element) => element.getAttribute('data-layout-id') ?? ''));
}

async function createDashboard(adminApi: { post<T>(url: string, body: object): Promise<T> }, title: string) {
  const created = await adminApi.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: title,
    published: true,
  });
  return created.id;
}

async function openEditMode(page: Page, id: number): Promise<void> {
  await page.goto(`/superset/dashboard/${id}/?edit=true`);
  await expect(page.locator('[data-test="dashboard-builder-pane"]')).toBeVisible({ timeout: 30_000 });
}

/** A drag as a hand makes it: press, several moves over the page (each a dragover), release on the target. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await source.hover();
  await page.mouse.down();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function dragChartCard(page: Page, index: number, target: Locator): Promise<void> {
  await drag(page, page.locator('[data-test="chart-card"]:not([data-added="true"])').nth(index), target);
}

async function dragNew(page: Page, type: string, target: Locator): Promise<void> {
  await drag(page, page.locator(`[data-test="new-component"][data-component-type="${type}"]`), target);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible({ timeout: 30_000 });
}

test.describe('editing a dashboard', () => {
  test.use({ role: 'admin' });

  test('charts, tabs, a header, markdown and a resize survive undo, redo, save and reload', async ({
    page,
    adminApi,
  }) => {
    const id = await createDashboard(adminApi, `Edit journey ${Date.now()}`);
    await openEditMode(page, id);
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect(page.locator('[data-test="chart-card"]').first()).toBeVisible({ timeout: 30_000 });

    // Three charts: the first in a new row, the next two beside it (the row is then full: 3 × 4).
    await dragChartCard(page, 0, gridEnd(page));
    await expect(page.locator('[data-component-type="CHART"][data-test="dashboard-component-frame"]')).toHaveCount(1);
    const [firstChart] = await frameIds(page, 'CHART');
    await dragChartCard(page, 0, frame(page, firstChart!));
    await dragChartCard(page, 0, frame(page, firstChart!));
    const charts = await frameIds(page, 'CHART');
    expect(charts).toHaveLength(3);
    expect(await frameIds(page, 'ROW')).toHaveLength(1);

    // A fourth chart into the full row: refused with the spec's message, nothing changes.
    const beforeRefusal = await shownLayout(page);
    await dragChartCard(page, 0, frame(page, firstChart!));
    await expect(page.getByText(NOT_ENOUGH_SPACE)).toBeVisible();
    expect(await shownLayout(page)).toEqual(beforeRefusal);

    // Tabs, a second tab, and a chart moved into it.
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await dragNew(page, 'TABS', gridEnd(page));
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="TABS"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add tab' }).click();
    const tabs = await frameIds(page, 'TAB');
    expect(tabs).toHaveLength(2);
    const movedChart = charts[2]!;
    await frame(page, movedChart).hover();
    await drag(page, frame(page, movedChart).locator('[data-test="drag-handle"]').first(), frame(page, tabs[1]!));
    await page.locator(`[data-test="dashboard-component-frame"][data-layout-id="${tabs[1]}"]`).click();
    await expect(frame(page, movedChart)).toBeVisible();

    // A header and a markdown block at the end of the grid.
    await dragNew(page, 'HEADER', gridEnd(page));
    await dragNew(page, 'MARKDOWN', gridEnd(page));
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="HEADER"]')).toHaveCount(1);
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="MARKDOWN"]')).toHaveCount(
      1,
    );

    // The first chart made narrower with its resize handle.
    await frame(page, firstChart!).hover();
    const handle = frame(page, firstChart!).locator('[data-test="resize-handle"]').first();
    const box = (await handle.boundingBox())!;
    const widthBefore = (await frame(page, firstChart!).boundingBox())!.width;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - widthBefore / 3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await frame(page, firstChart!).boundingBox())!.width).toBeLessThan(widthBefore - 20);

    // Undo three times (resize, markdown, header), redo once (the header comes back).
    const undo = page.getByRole('button', { name: 'Undo' });
    for (let step = 0; step < 3; step += 1) await undo.click();
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="HEADER"]')).toHaveCount(0);
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="MARKDOWN"]')).toHaveCount(
      0,
    );
    await expect.poll(async () => (await frame(page, firstChart!).boundingBox())!.width).toBeCloseTo(widthBefore, 0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(page.locator('[data-test="dashboard-component-frame"][data-component-type="HEADER"]')).toHaveCount(1);

    const onScreen = await shownLayout(page);
    await save(page);
    await openEditMode(page, id);
    // The second tab was open when saved; a reload opens the first.
    await frame(page, tabs[1]!).click();
    await expect(frame(page, movedChart)).toBeVisible();
    expect(await shownLayout(page)).toEqual(onScreen);

    // The server holds it too: the moved chart is in the second tab.
    const stored = await adminApi.get<{ result: { position_json: string } }>(`/api/v1/dashboard/${id}`);
    const positions = JSON.parse(stored.result.position_json) as Record<string, { parents?: string[] }>;
    expect(positions[movedChart]?.parents).toContain(tabs[1]);
  });

  test('Discard returns to the saved layout', async ({ page, adminApi }) => {
    const id = await createDashboard(adminApi, `Discard journey ${Date.now()}`);
    await openEditMode(page, id);
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await dragNew(page, 'HEADER', gridEnd(page));
    await save(page);
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    const [header] = await frameIds(page, 'HEADER');
    await frame(page, header!).hover();
    await frame(page, header!).getByRole('button', { name: 'Delete' }).click();
    await expect(frame(page, header!)).toHaveCount(0);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();
    await expect(page.getByText('New header')).toBeVisible();
  });

  test('a second browser saving after the first gets the diff confirmation', async ({ page, adminApi, pageAs }) => {
    const id = await createDashboard(adminApi, `Two editors ${Date.now()}`);
    await openEditMode(page, id);
    const other = await pageAs('admin');
    await openEditMode(other, id);

    for (const editor of [page, other]) {
      await editor.getByRole('tab', { name: 'Layout elements' }).click();
      await dragNew(editor, 'DIVIDER', gridEnd(editor));
    }
    await save(page);
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = other.getByRole('dialog').filter({ hasText: 'Confirm overwrite' });
    await expect(dialog.getByText('Please confirm the overwrite values.')).toBeVisible();
    await expect(dialog.locator('[data-test="overwrite-item"][data-key-path="position_json"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, overwrite changes' }).click();
    await expect(other.getByRole('button', { name: 'Edit dashboard' })).toBeVisible({ timeout: 30_000 });
  });

  test('a component moves from the keyboard, announced, and undo puts it back', async ({ page, adminApi }) => {
    const id = await createDashboard(adminApi, `Keyboard journey ${Date.now()}`);
    await openEditMode(page, id);
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await dragNew(page, 'HEADER', gridEnd(page));
    await dragNew(page, 'DIVIDER', gridEnd(page));
    const gridOrder = () =>
      page
        .locator('[data-test="dashboard-component-frame"]')
        .evaluateAll((frames) => frames.map((element) => element.getAttribute('data-component-type')));
    expect(await gridOrder()).toEqual(['HEADER', 'DIVIDER']);
    const [header] = await frameIds(page, 'HEADER');

    await frame(page, header!).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(gridOrder).toEqual(['DIVIDER', 'HEADER']);
    await expect(page.locator('[data-test="layout-announcer"]')).toContainText("Moved Header 'New header'");
    await expect(frame(page, header!)).toBeFocused();

    await page.keyboard.press('Control+z');
    await expect.poll(gridOrder).toEqual(['HEADER', 'DIVIDER']);

    // Tabs move from the keyboard too: the first tab's title, Alt+ArrowRight, and it is second.
    await dragNew(page, 'TABS', gridEnd(page));
    await page.getByRole('button', { name: 'Add tab' }).click();
    const tabs = await frameIds(page, 'TAB');
    expect(tabs).toHaveLength(2);
    await frame(page, tabs[0]!).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => frameIds(page, 'TAB')).toEqual([tabs[1], tabs[0]]);
  });
});
