/** Signing in as any user, in a browser context of its own, under the CSP guard. */
import { expect, type Browser, type Page } from '@playwright/test';
import { failOnCspViolations } from './cspGuard';

/** Signs in from the login page (no `next`: the user lands where the app sends them). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await failOnCspViolations(page);
  await page.goto('/login/');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login\//);
}

/** A fresh browser context (no cookies) signed in as the user, on the page they land on. */
export async function signInFresh(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}
