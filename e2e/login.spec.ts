import { expect, test } from './fixtures';
import { AppMenu } from './pages';

test.describe('signing in and out', () => {
  test('a newcomer is sent to the login page, signs in as admin and lands on SQL Lab', async ({
    page,
    loginPage,
    appMenu,
  }) => {
    await page.goto('/sqllab/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fsqllab%2F/);
    await expect(loginPage.username).toBeVisible();
    await expect(loginPage.password).toBeVisible();

    await loginPage.submit('admin', 'admin');

    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(appMenu.userMenu).toBeVisible();
    await expect(appMenu.item('SQL Lab')).toBeVisible();
    await page.screenshot({ path: 'test-results/after-login.png' });
  });

  test('a wrong password shows a clear error and keeps the user on the login page', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.submit('admin', 'not-the-password');

    await expect(loginPage.error).toHaveText('Invalid login. Please try again.');
    await expect(page).toHaveURL(/\/login\//);
    // Nothing typed is lost: the user name is still there to correct the password.
    await expect(loginPage.username).toHaveValue('admin');
  });

  test('logout ends the session', async ({ page, loginPage, appMenu }) => {
    await loginPage.goto();
    await loginPage.submit('admin', 'admin');
    await expect(page).toHaveURL(/\/sqllab\/$/);

    await appMenu.logout();
    await expect(page).toHaveURL(/\/login\//);

    await page.goto('/dashboard/list/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fdashboard%2Flist%2F/);
    const me = await page.request.get('/api/v1/me/');
    expect(me.status()).toBe(401);
  });

  test('after login the user returns to the page they asked for, and unknown pages show a 404', async ({
    page,
    loginPage,
  }) => {
    await page.goto('/chart/list/');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fchart%2Flist%2F/);
    await loginPage.submit('admin', 'admin');
    await expect(page).toHaveURL(/\/chart\/list\/$/);

    await page.goto('/no/such/page/');
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  });
});

test.describe('signed in through the fixtures', () => {
  test.use({ role: 'admin' });

  test('a journey signed in as admin starts in SQL Lab without the login form', async ({ page, sqlLab, appMenu }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sqllab\/$/);
    await expect(appMenu.settings).toBeVisible();
    await expect(sqlLab.editor).toBeVisible();
  });

  test('each role user lands where the role allows', async ({ pageAs, roleUsers }) => {
    const landing = { alpha: /\/sqllab\/$|\/chart\/list\/$/, gamma: /\/chart\/list\/$/, sql_lab: /\/sqllab\/$/ };
    for (const [role, url] of Object.entries(landing) as [keyof typeof landing, RegExp][]) {
      const other = await pageAs(role);
      await expect(other).toHaveURL(url);
      await expect(new AppMenu(other).userMenu).toHaveText(`${roleUsers[role].fullName} ▾`);
    }
  });
});
