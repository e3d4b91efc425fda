import { expect, test } from './fixtures';
import { AppMenu, LoginPage, SqlLabPage } from './pages';

const PASSWORD = 'Journey-pass-1';

test.describe('admin manages users in the app', () => {
  test.use({ role: 'admin' });

  test('creates a Gamma and a sql_lab user, each signs in with what the role allows, and a deactivated one can no longer sign in', async ({
    page,
    appMenu,
    adminUsers,
    signedOutPage,
  }) => {
    await page.goto('/sqllab/');
    await appMenu.openSetting('List Users');
    await expect(page).toHaveURL(/\/users\/$/);
    await expect(adminUsers.heading).toBeVisible();

    await adminUsers.addUser({ username: 'journey_gamma', password: PASSWORD, roles: ['Gamma'] });
    await adminUsers.addUser({ username: 'journey_sql', password: PASSWORD, roles: ['Gamma', 'sql_lab'] });
    await page.screenshot({ path: test.info().outputPath('list-users.png'), fullPage: true });

    // Gamma: no Settings, no SQL Lab; the security pages say there is no access.
    const gamma = await signedOutPage();
    await new LoginPage(gamma).signIn('journey_gamma', PASSWORD);
    const gammaMenu = new AppMenu(gamma);
    await expect(gammaMenu.userMenu).toBeVisible();
    await expect(gammaMenu.item('Charts')).toBeVisible();
    await expect(gammaMenu.settings).toHaveCount(0);
    await expect(gammaMenu.item('SQL Lab')).toHaveCount(0);
    await gamma.goto('/users/');
    await expect(gamma.getByText('Access is Denied')).toBeVisible();
    await gamma.context().close();

    // sql_lab: SQL Lab is in the menu and opens; still no Settings.
    const analyst = await signedOutPage();
    await new LoginPage(analyst).signIn('journey_sql', PASSWORD);
    const analystMenu = new AppMenu(analyst);
    await expect(analystMenu.settings).toHaveCount(0);
    await analyst.goto('/chart/list/');
    await analystMenu.item('SQL Lab').click();
    await expect(analyst).toHaveURL(/\/sqllab\/$/);
    await expect(new SqlLabPage(analyst).editor).toBeVisible();
    await analyst.context().close();

    // The admin deactivates the Gamma user, who then cannot sign in. (Back to the admin's page:
    // a page behind other windows gets no animation frames, and clicks wait for those.)
    await page.bringToFront();
    await adminUsers.deactivate('journey_gamma');

    const retry = new LoginPage(await signedOutPage());
    await retry.goto();
    await retry.submit('journey_gamma', PASSWORD);
    await expect(retry.error).toHaveText('Invalid login. Please try again.');
    await expect(retry.page).toHaveURL(/\/login\//);
  });
});
