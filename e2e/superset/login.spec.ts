import { passwordInput, submitLogin, usernameInput } from '../helpers/sqlLab';
import { expect, test } from './fixtures';
import { signIn, submitLoginExpecting } from './session';

test.describe("signing in through Superset's own login page", () => {
  test('a newcomer is sent to Superset’s login page, signs in and lands on the page asked for', async ({
    page,
    failedCalls,
  }) => {
    await page.goto('/chart/list/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fchart%2Flist%2F/);
    // Superset's page, not the app's: its form carries Superset's CSRF token.
    await expect(page.locator('input[name="csrf_token"]')).toHaveCount(1);
    await expect(usernameInput(page)).toBeVisible();

    await submitLoginExpecting(page, failedCalls, /\/chart\/list\/$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('a wrong password keeps the user on Superset’s login page', async ({ page }) => {
    await page.goto('/login/');
    await submitLogin(page, 'admin', 'not-the-password');
    // Superset answers with its login page again (its own message); no session was opened.
    await expect(page).toHaveURL(/\/login\//);
    await expect(passwordInput(page)).toBeVisible();
    await expect(page.locator('input[name="csrf_token"]')).toHaveCount(1);
    expect((await page.request.get('/api/v1/me/')).status()).toBe(401);
  });

  test('logout ends the Superset session', async ({ page, failedCalls }) => {
    await signIn(page, failedCalls);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\//);
    await expect(page.locator('input[name="csrf_token"]')).toHaveCount(1);

    await page.goto('/sqllab/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fsqllab%2F/);
    expect((await page.request.get('/api/v1/me/')).status()).toBe(401);
  });
});
