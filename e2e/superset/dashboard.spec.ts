/**
 * Editing a dashboard through the app in front of a real Superset: layout elements dragged in, a
 * header retitled, undo and redo, then the full-object save Superset must accept — its stored
 * `position_json` holds what was on screen, and the page shows it after a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './session';
import { createDashboard, deleteDashboards, unique } from './supersetData';

const gridEnd = (page: Page): Locator => page.locator('[data-drop-area="GRID_ID"] > [data-test="drop-area-end"]');
const frames = (page: Page, type: string): Locator =>
  page.locator(`[data-test="dashboard-component-frame"][data-component-type="${type}"]`);

/** A drag as a hand makes it: press, several moves (each a dragover), release on the target. */
async function dragNew(page: Page, type: string): Promise<void> {
  const target = gridEnd(page);
  await target.scrollIntoViewIfNeeded();
  await page.locator(`[data-test="new-component"][data-component-type="${type}"]`).hover();
  await page.mouse.down();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('dashboard edit mode against Superset', () => {
  test.beforeEach(async ({ page, failedCalls }) => {
    await signIn(page, failedCalls);
  });

  test('a header, markdown and a divider added, undone and redone, saved: Superset stores the layout', async ({
    page,
  }) => {
    const id = await createDashboard(page, unique('Edited through the app'));
    try {
      await page.goto(`/superset/dashboard/${id}/?edit=true`);
      await expect(page.locator('[data-test="dashboard-builder-pane"]')).toBeVisible({ timeout: 60_000 });
      await dragNew(page, 'HEADER');
      await dragNew(page, 'MARKDOWN');
      await dragNew(page, 'DIVIDER');
      await expect(frames(page, 'HEADER')).toHaveCount(1);
      await expect(frames(page, 'MARKDOWN')).toHaveCount(1);
      await expect(frames(page, 'DIVIDER')).toHaveCount(1);

      await frames(page, 'HEADER').locator('[data-test="inline-text"]').click();
      await page.getByLabel('Header text').fill('Quarterly review');
      await page.getByLabel('Header text').press('Enter');
      await expect(frames(page, 'HEADER')).toContainText('Quarterly review');

      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(frames(page, 'HEADER')).toContainText('New header');
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect(frames(page, 'HEADER')).toContainText('Quarterly review');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible({ timeout: 60_000 });

      const stored = await page.request.get(`/api/v1/dashboard/${id}`);
      expect(stored.ok()).toBe(true);
      const { result } = (await stored.json()) as { result: { position_json: string } };
      const components = Object.values(JSON.parse(result.position_json) as Record<string, unknown>).filter(
        (value): value is { type: string; meta?: { text?: string } } => typeof value === 'object' && value !== null,
      );
      expect(
        components.filter((component) => component.type === 'HEADER').map((header) => header.meta?.text),
      ).toContain('Quarterly review');
      expect(components.some((component) => component.type === 'MARKDOWN')).toBe(true);
      expect(components.some((component) => component.type === 'DIVIDER')).toBe(true);

      await page.reload();
      await expect(page.getByText('Quarterly review')).toBeVisible({ timeout: 60_000 });
    } finally {
      await deleteDashboards(page, [id]);
    }
  });
});
