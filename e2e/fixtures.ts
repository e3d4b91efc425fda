/**
 * The journeys' `test` (import `test` and `expect` from here, not from '@playwright/test').
 *
 * Signed in:
 * - `test.use({ role: 'admin' })` (or 'alpha', 'gamma', 'sql_lab') makes `page` and `context`
 *   start signed in as that role's user; without it they start signed out.
 * - `pageAs(role)` opens another browser (a context of its own) signed in as the role's user, for a
 *   second user or a second session of the same one; `signedOutPage()` one signed out. Both are
 *   closed after the test. A context a test makes itself with `browser.newContext()` takes the
 *   test's storageState (its role's session) unless given `storageState: SIGNED_OUT`.
 * - `roleUsers` names each role's user, password and full name: `admin` is the server's own
 *   admin; `e2e_alpha` (Alpha), `e2e_gamma` (Gamma) and `e2e_sql_lab` (sql_lab) are made once per
 *   run through the API, Gamma and sql_lab with `EXAMPLES_ACCESS_ROLE` so that they can read the
 *   example database. Each is signed in once per worker; its session is kept as a storageState file
 *   in the run's output folder.
 * - `adminApi` (per worker): the security and object APIs as admin, to set up what a journey needs.
 *
 * Page objects on `page`: `loginPage`, `appMenu`, `sqlLab`, `explore`, `chartList`, `adminUsers`.
 * For another page, construct them from './pages' (`new SqlLabPage(other)`).
 *
 * Every page of every context a test opens through these fixtures fails the test on a
 * Content-Security-Policy violation (helpers/cspGuard.ts).
 */
import path from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { AdminApi } from './helpers/adminApi';
import { failOnCspViolationsIn } from './helpers/cspGuard';
import { ROLE_USERS, RoleSessions, SIGNED_OUT, type Role, type RoleUser } from './helpers/roleSessions';
import { AdminUsersPage, AppMenu, ChartListPage, ExplorePage, LoginPage, SqlLabPage } from './pages';

export { EXAMPLES_ACCESS_ROLE, SIGNED_OUT, type Role, type RoleUser } from './helpers/roleSessions';

interface JourneyFixtures {
  /** The role `page` starts signed in as; null (the default) starts signed out. */
  role: Role | null;
  /** Another browser signed in as the role's user, on the page the app lands on after login. */
  pageAs: (role: Role) => Promise<Page>;
  /** Another browser, signed out, on a blank page. */
  signedOutPage: () => Promise<Page>;
  roleUsers: Record<Role, RoleUser>;
  cspGuard: void;
  loginPage: LoginPage;
  appMenu: AppMenu;
  sqlLab: SqlLabPage;
  explore: ExplorePage;
  chartList: ChartListPage;
  adminUsers: AdminUsersPage;
}

interface WorkerFixtures {
  adminApi: AdminApi;
  roleSessions: RoleSessions;
}

/** A page of the context, guarded, in front (a page behind other windows gets no animation frames, and clicks wait for those). */
async function openFrontPage(context: BrowserContext, address?: string): Promise<Page> {
  await failOnCspViolationsIn(context);
  const page = await context.newPage();
  await page.bringToFront();
  if (address) await page.goto(address);
  return page;
}

function projectBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return baseURL;
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  adminApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const admin = await AdminApi.open(projectBaseURL(workerInfo.project.use.baseURL));
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
  roleSessions: [
    async ({ browser, adminApi }, use, workerInfo) => {
      const folder = path.join(workerInfo.project.outputDir, '.auth', `worker-${workerInfo.workerIndex}`);
      await use(new RoleSessions(browser, projectBaseURL(workerInfo.project.use.baseURL), adminApi, folder));
    },
    { scope: 'worker' },
  ],

  role: [null, { option: true }],
  storageState: async ({ role, roleSessions, storageState }, use) => {
    await use(role ? await roleSessions.storageStatePath(role) : storageState);
  },
  cspGuard: [
    async ({ context }, use) => {
      await failOnCspViolationsIn(context);
      await use();
    },
    { auto: true },
  ],
  roleUsers: ROLE_USERS,

  pageAs: async ({ browser, baseURL, roleSessions }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ baseURL, storageState: await roleSessions.storageStatePath(role) });
      contexts.push(context);
      return openFrontPage(context, '/');
    });
    for (const context of contexts) await context.close();
  },
  signedOutPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, storageState: SIGNED_OUT });
      contexts.push(context);
      return openFrontPage(context);
    });
    for (const context of contexts) await context.close();
  },

  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  appMenu: async ({ page }, use) => use(new AppMenu(page)),
  sqlLab: async ({ page }, use) => use(new SqlLabPage(page)),
  explore: async ({ page }, use) => use(new ExplorePage(page)),
  chartList: async ({ page }, use) => use(new ChartListPage(page)),
  adminUsers: async ({ page }, use) => use(new AdminUsersPage(page)),
});

export { expect } from '@playwright/test';
