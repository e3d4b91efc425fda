/**
 * One user per role for the journeys, made once per run through the API as admin, and a browser
 * session of each kept as a Playwright storageState file, so that a journey starts signed in.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import type { AdminApi } from './adminApi';

export type Role = 'admin' | 'alpha' | 'gamma' | 'sql_lab';

export interface RoleUser {
  username: string;
  password: string;
  /** First and last name: the user menu shows them. */
  fullName: string;
  /** The roles the user holds, by name. */
  roles: string[];
}

/**
 * Gamma and sql_lab hold no data by themselves: their users also get this role, which reads the
 * example database, as an admin would grant it.
 */
export const EXAMPLES_ACCESS_ROLE = 'e2e_examples_access';
const EXAMPLES_ACCESS_PAIR: [string, string] = ['database_access', '[examples].(id:1)'];

const ROLE_USER_PASSWORD = 'E2e-role-pass-1';

/** The user each role signs in as. `admin` is the one the server makes on its first start. */
export const ROLE_USERS: Record<Role, RoleUser> = {
  admin: { username: 'admin', password: 'admin', fullName: 'Superset Admin', roles: ['Admin'] },
  alpha: { username: 'e2e_alpha', password: ROLE_USER_PASSWORD, fullName: 'E2e Alpha', roles: ['Alpha'] },
  gamma: {
    username: 'e2e_gamma',
    password: ROLE_USER_PASSWORD,
    fullName: 'E2e Gamma',
    roles: ['Gamma', EXAMPLES_ACCESS_ROLE],
  },
  sql_lab: {
    username: 'e2e_sql_lab',
    password: ROLE_USER_PASSWORD,
    fullName: 'E2e SqlLab',
    roles: ['sql_lab', EXAMPLES_ACCESS_ROLE],
  },
};

/** No cookies, no storage: a context made in a test otherwise takes the test's storageState (its role). */
export const SIGNED_OUT = { cookies: [], origins: [] };

export class RoleSessions {
  private readonly files = new Map<Role, Promise<string>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    private readonly admin: AdminApi,
    private readonly folder: string,
  ) {}

  /** The storageState file of a session signed in as the role's user (made on first use). */
  storageStatePath(role: Role): Promise<string> {
    let file = this.files.get(role);
    if (!file) {
      file = this.signIn(role);
      this.files.set(role, file);
    }
    return file;
  }

  private async signIn(role: Role): Promise<string> {
    const user = ROLE_USERS[role];
    if (role !== 'admin') await this.ensureUser(user);
    const context = await this.browser.newContext({ baseURL: this.baseURL, storageState: SIGNED_OUT });
    try {
      await new LoginPage(await context.newPage()).signIn(user.username, user.password);
      // Cookies only: what the landing page put in localStorage (SQL Lab's tabs) would be stale
      // by the time a later journey starts from it.
      const { cookies } = await context.storageState();
      const file = path.join(this.folder, `${role}.json`);
      mkdirSync(this.folder, { recursive: true });
      writeFileSync(file, JSON.stringify({ cookies, origins: [] }, null, 2));
      return file;
    } finally {
      await context.close();
    }
  }

  /** Makes the user unless an earlier worker of this run did (a failed test restarts the worker). */
  private async ensureUser(user: RoleUser): Promise<void> {
    if ((await this.admin.userId(user.username)) !== null) return;
    const roleIds: number[] = [];
    for (const name of user.roles) {
      if (name === EXAMPLES_ACCESS_ROLE) roleIds.push(await this.ensureExamplesAccessRole());
      else roleIds.push(await this.admin.roleId(name));
    }
    const [firstName, lastName] = user.fullName.split(' ');
    await this.admin.createUser({
      username: user.username,
      password: user.password,
      roles: roleIds,
      firstName,
      lastName,
    });
  }

  private async ensureExamplesAccessRole(): Promise<number> {
    const existing = await this.admin.findRoleId(EXAMPLES_ACCESS_ROLE);
    return existing ?? this.admin.createRole(EXAMPLES_ACCESS_ROLE, [EXAMPLES_ACCESS_PAIR]);
  }
}
