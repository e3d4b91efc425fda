/**
 * Properties edited from the dashboard page itself: a new title and slug rewrite the address, and a
 * save refused by the server (the user lost ownership meanwhile) shows the spec's message and keeps
 * the dialog open with what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMenu } from './pages';

async function openProperties(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await openMenu(page, page.getByRole('button', { name: 'Dashboard actions' }));
  await page.getByRole('menuitem', { name: 'Edit properties' }).click();
  return page.getByRole('dialog').filter({ hasText: 'Dashboard properties' });
}

test.describe('dashboard properties from the page', () => {
  test.use({ role: 'admin' });

  test('a new title and slug rewrite the address', async ({ page, adminApi }) => {
    const stamp = Date.now();
    const created = await adminApi.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: `Page journey ${stamp}`,
      published: true,
    });
    await page.goto(`/superset/dashboard/${created.id}/`);
    await expect(page.getByRole('heading', { name: `Page journey ${stamp}` })).toBeVisible({ timeout: 30_000 });

    const dialog = await openProperties(page);
    await expect(dialog.getByLabel('Title')).toHaveValue(`Page journey ${stamp}`);
    await dialog.getByLabel('Title').fill(`Retitled ${stamp}`);
    await dialog.getByLabel('URL slug').fill(`retitled-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/superset/dashboard/retitled-${stamp}/$`));
    await expect(page.getByRole('heading', { name: `Retitled ${stamp}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Retitled ${stamp}` })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('a Gamma owner who loses ownership', () => {
  test.use({ role: 'gamma' });

  test('sees the permission message when saving, and the dashboard is unchanged', async ({
    page,
    adminApi,
    roleUsers,
  }) => {
    const stamp = Date.now();
    const gammaId = await adminApi.userId(roleUsers.gamma.username);
    const adminId = await adminApi.userId('admin');
    // A copy of an example: its charts keep it visible to Gamma once Gamma no longer owns it, so the
    // refused save is a 403 (a dashboard Gamma could not see at all would be a 404, as in Superset).
    const example = await adminApi.get<{ result: { id: number; json_metadata: string } }>(
      '/api/v1/dashboard/sales-overview',
    );
    const copy = await adminApi.post<{ result: { id: number } }>(`/api/v1/dashboard/${example.result.id}/copy/`, {
      dashboard_title: `Owned by gamma ${stamp}`,
      json_metadata: example.result.json_metadata,
      duplicate_slices: false,
    });
    const created = { id: copy.result.id };
    await adminApi.put(`/api/v1/dashboard/${created.id}`, { owners: [gammaId], published: true });
    await page.goto(`/superset/dashboard/${created.id}/`);
    await expect(page.getByRole('heading', { name: `Owned by gamma ${stamp}` })).toBeVisible({ timeout: 30_000 });
    const dialog = await openProperties(page);
    await expect(dialog.getByLabel('Title')).toHaveValue(`Owned by gamma ${stamp}`);

    await adminApi.put(`/api/v1/dashboard/${created.id}`, { owners: [adminId] });
    await dialog.getByLabel('Title').fill(`Not allowed ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('You do not have permission to edit this dashboard')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(`Not allowed ${stamp}`);
    const stored = await adminApi.get<{ result: { dashboard_title: string } }>(`/api/v1/dashboard/${created.id}`);
    expect(stored.result.dashboard_title).toBe(`Owned by gamma ${stamp}`);
  });
});
