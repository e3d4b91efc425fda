/**
 * The dashboard list (issue 14) against the embedded server: the example dashboards listed, search,
 * a favourite star kept across a reload, a title and slug changed in the properties modal (the list
 * links the new address), and a Gamma user who sees no edit actions.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LIST = '/dashboard/list/';

function search(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search dashboards' });
}

function dashboardLink(page: Page, title: string): Locator {
  return page.getByRole('link', { name: title, exact: true });
}

function row(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: dashboardLink(page, title) });
}

async function searchFor(page: Page, text: string): Promise<void> {
  await search(page).fill(text);
  await search(page).press('Enter');
}

test.describe('the dashboard list as admin', () => {
  test.use({ role: 'admin' });

  test('lists the example dashboards and searches them by title', async ({ page }) => {
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
    await expect(dashboardLink(page, 'Sales overview')).toHaveAttribute('href', '/superset/dashboard/sales-overview/');
    await expect(dashboardLink(page, 'Audience and flights')).toBeVisible();
    await expect(row(page, 'Sales overview').getByText('Published')).toBeVisible();

    await searchFor(page, 'audience');
    await expect(dashboardLink(page, 'Audience and flights')).toBeVisible();
    await expect(dashboardLink(page, 'Sales overview')).toHaveCount(0);
  });

  test('keeps a favourite star across a reload and filters by it', async ({ page }) => {
    await page.goto(LIST);
    const audience = row(page, 'Audience and flights');
    await audience.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(audience.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

    await page.reload();
    await expect(
      row(page, 'Audience and flights').getByRole('button', { name: 'Remove from favorites' }),
    ).toBeVisible();
    await expect(row(page, 'Sales overview').getByRole('button', { name: 'Add to favorites' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Favorite' }).click();
    await page.getByTitle('Yes', { exact: true }).click();
    await expect(dashboardLink(page, 'Sales overview')).toHaveCount(0);
    await expect(dashboardLink(page, 'Audience and flights')).toBeVisible();

    // Unstarred again, so that other journeys find the examples as they were.
    await row(page, 'Audience and flights').getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(row(page, 'Audience and flights').getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  });

  test('changes a title and slug in the properties modal; the list links the new address', async ({
    page,
    adminApi,
  }) => {
    const stamp = Date.now();
    const title = `List journey ${stamp}`;
    await adminApi.post('/api/v1/dashboard/', { dashboard_title: title, published: true });

    await page.goto(LIST);
    await searchFor(page, title);
    await row(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Dashboard properties' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Title').fill(`Renamed ${stamp}`);
    await dialog.getByLabel('URL slug').fill(`renamed-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await searchFor(page, `Renamed ${stamp}`);
    const renamed = dashboardLink(page, `Renamed ${stamp}`);
    await expect(renamed).toHaveAttribute('href', `/superset/dashboard/renamed-${stamp}/`);
    await expect(dashboardLink(page, title)).toHaveCount(0);
  });
});

test.describe('the dashboard list as Gamma', () => {
  test.use({ role: 'gamma' });

  test('lists the published examples without edit, delete or publish actions', async ({ page }) => {
    await page.goto(LIST);
    const sales = row(page, 'Sales overview');
    await expect(sales).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Edit Sales overview' })).toHaveCount(0);
    await expect(sales.getByRole('button', { name: 'Delete Sales overview' })).toHaveCount(0);
    await expect(sales.getByRole('button', { name: 'Published: make draft' })).toHaveCount(0);
    // Gamma owns none of them: no bulk delete either (it may still export and import, as in Superset).
    await expect(page.getByRole('button', { name: /^Delete selected/ })).toHaveCount(0);
  });
});
