import { expect, test } from '@playwright/test';
import { failOnCspViolations } from './helpers/cspGuard';

test.describe('signing in and out', () => {
  test.beforeEach(async ({ page }) => {
    await failOnCspViolations(page);
  });

  test('a newcomer is sent to the login page, signs in as admin and lands on SQL Lab', async ({ page }) => {
    await page.goto('/sqllab/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fsqllab%2F/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toBeVisible();

    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'SQL Lab' })).toBeVisible();
    await page.screenshot({ path: 'test-results/after-login.png' });
  });

  test('a wrong password shows a clear error and keeps the user on the login page', async ({ page }) => {
    await page.goto('/login/');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid login. Please try again.');
    await expect(page).toHaveURL(/\/login\//);
    // Nothing typed is lost: the user name is still there to correct the password.
    await expect(page.locator('input[name="username"]')).toHaveValue('admin');
  });

  test('logout ends the session', async ({ page }) => {
    await page.goto('/login/');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sqllab\/$/);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\//);

    await page.goto('/dashboard/list/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fdashboard%2Flist%2F/);
    const me = await page.request.get('/api/v1/me/');
    expect(me.status()).toBe(401);
  });

  test('after login the user returns to the page they asked for, and unknown pages show a 404', async ({ page }) => {
    await page.goto('/chart/list/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fchart%2Flist%2F/);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/chart\/list\/$/);

    await page.goto('/no/such/page/');
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  });
});
