import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { csrfToken, datasetId } from './helpers/appApi';

/**
 * Submits an HTML form to /sqllab/ from a page of the app, as Explore's "View in SQL Lab" or an
 * outside portal does: `form_data` is the JSON requested query, `csrf_token` the session's token.
 */
async function postToSqlLab(page: Page, requestedQuery: Record<string, unknown>): Promise<void> {
  const token = await csrfToken(page);
  const landed = page.waitForURL(/\/sqllab\/$/);
  await page.evaluate(
    ({ formData, csrf }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/sqllab/';
      for (const [name, value] of Object.entries({ form_data: formData, csrf_token: csrf })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    },
    { formData: JSON.stringify(requestedQuery), csrf: token },
  );
  await landed;
}

test.describe('SQL Lab opened by a form post', () => {
  test.use({ role: 'admin' });

  test('a posted datasource key and SQL open a new tab on that database and run it', async ({ page, sqlLab }) => {
    await sqlLab.goto();
    await expect(sqlLab.tabs).not.toHaveCount(0);
    const tabsBefore = await sqlLab.tabs.count();
    const ordersId = await datasetId(page, 'sales', 'orders');

    await postToSqlLab(page, { datasourceKey: `${ordersId}__table`, sql: 'SELECT 4242 AS posted_answer' });

    await expect(sqlLab.tabs).toHaveCount(tabsBefore + 1, { timeout: 20_000 });
    await expect(sqlLab.activeTab).toHaveText('Query sales.orders');
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT 4242 AS posted_answer');
    await expect(sqlLab.leftBar.root.getByText('examples', { exact: true })).toBeVisible();
    await expect(sqlLab.leftBar.root.getByText('sales', { exact: true })).toBeVisible();
    // A datasource request with SQL runs at once, as in Superset.
    await expect(sqlLab.resultCell('4242')).toBeVisible({ timeout: 20_000 });
  });

  test('posted SQL with a database id opens on that database without running', async ({ page, sqlLab }) => {
    await sqlLab.goto();
    await expect(sqlLab.tabs).not.toHaveCount(0);
    const tabsBefore = await sqlLab.tabs.count();

    await postToSqlLab(page, { sql: 'SELECT 7 AS posted_seven', dbid: 1, name: 'Posted query' });

    await expect(sqlLab.tabs).toHaveCount(tabsBefore + 1, { timeout: 20_000 });
    await expect(sqlLab.activeTab).toHaveText('Posted query');
    await expect.poll(() => sqlLab.editorText()).toBe('SELECT 7 AS posted_seven');
    await expect(sqlLab.leftBar.root.getByText('examples', { exact: true })).toBeVisible();
  });
});
