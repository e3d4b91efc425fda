import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, visibleOption } from './helpers/sqlLab';

const PASSWORD = 'Journey-pass-1';

/** Signs in from the login page as anyone. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login/');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser context (no cookies) signed in as the user, on the page they land on. */
async function signInFresh(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  await expect(page).not.toHaveURL(/\/login\//);
  return page;
}

/** Adds a user from the List Users page with the Add User form. */
async function addUser(page: Page, username: string, roles: string[]): Promise<void> {
  await page.getByRole('button', { name: /^(plus )?User$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('First name').fill('Journey');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`${username}@example.com`);
  for (const role of roles) {
    await dialog.getByRole('combobox', { name: 'Roles' }).click();
    await page.keyboard.type(role);
    await visibleOption(page, role).click();
  }
  // A click on the title closes the roles list (Escape would close the whole dialog).
  await dialog.getByText('Add User', { exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The user has been created successfully.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
}

test.describe('admin manages users in the app', () => {
  test('creates a Gamma and a sql_lab user, each signs in with what the role allows, and a deactivated one can no longer sign in', async ({
    page,
    browser,
  }) => {
    await login(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'List Users' }).click();
    await expect(page).toHaveURL(/\/users\/$/);
    await expect(page.getByRole('heading', { name: 'List Users' })).toBeVisible();

    await addUser(page, 'journey_gamma', ['Gamma']);
    await addUser(page, 'journey_sql', ['Gamma', 'sql_lab']);
    await page.screenshot({ path: test.info().outputPath('list-users.png'), fullPage: true });

    // Gamma: no Settings, no SQL Lab; the security pages say there is no access.
    const gamma = await signInFresh(browser, 'journey_gamma');
    await expect(gamma.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(gamma.getByRole('menuitem', { name: 'Charts' })).toBeVisible();
    await expect(gamma.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(gamma.getByRole('menuitem', { name: 'SQL Lab' })).toHaveCount(0);
    await gamma.goto('/users/');
    await expect(gamma.getByText('Access is Denied')).toBeVisible();
    await gamma.context().close();

    // sql_lab: SQL Lab is in the menu and opens; still no Settings.
    const analyst = await signInFresh(browser, 'journey_sql');
    await expect(analyst.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await analyst.goto('/chart/list/');
    await analyst.getByRole('menuitem', { name: 'SQL Lab' }).click();
    await expect(analyst).toHaveURL(/\/sqllab\/$/);
    await expect(analyst.locator('.sqllab-sql-editor:visible')).toBeVisible();
    await analyst.context().close();

    // The admin deactivates the Gamma user, who then cannot sign in. (Back to the admin's page:
    // a page behind other windows gets no animation frames, and clicks wait for those.)
    await page.bringToFront();
    const gammaRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'journey_gamma', exact: true }) });
    await gammaRow.getByRole('button', { name: 'Deactivate journey_gamma' }).click();
    await expect(gammaRow.getByRole('button', { name: 'Activate journey_gamma' })).toBeVisible();
    await expect(gammaRow.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

    const context = await browser.newContext();
    const retry = await context.newPage();
    await signIn(retry, 'journey_gamma', PASSWORD);
    await expect(retry.getByRole('alert')).toHaveText('Invalid login. Please try again.');
    await expect(retry).toHaveURL(/\/login\//);
    await context.close();
  });
});
