import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import rison from 'rison';
import { bearerLogin, createTestApp, createUser, type TestAppOptions } from '../helpers/testApp';

/** An app with an admin token and one user (and token) per built-in non-admin role. */
export interface SecurityAdminApp {
  app: FastifyInstance;
  dataDir: string;
  adminToken: string;
  /** Tokens of `alpha` (Alpha), `gamma` (Gamma) and `analyst` (sql_lab). */
  tokens: Record<'alpha' | 'gamma' | 'analyst', string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token?: string | null,
  ): Promise<LightMyRequestResponse>;
  roleId(name: string): Promise<number>;
  userId(username: string): Promise<number>;
}

export async function createSecurityAdminApp(options: TestAppOptions = {}): Promise<SecurityAdminApp> {
  const { app, dataDir } = await createTestApp(options);
  // On a reused data folder (a restart) the users are there already.
  for (const [username, role] of [
    ['alpha', 'Alpha'],
    ['gamma', 'Gamma'],
    ['analyst', 'sql_lab'],
  ]) {
    if (!(await app.store.users.findByUsername(username))) await createUser(app, username, [role]);
  }
  const adminToken = await bearerLogin(app);
  const tokens = {
    alpha: await bearerLogin(app, 'alpha', 'alpha-password'),
    gamma: await bearerLogin(app, 'gamma', 'gamma-password'),
    analyst: await bearerLogin(app, 'analyst', 'analyst-password'),
  };
  const call: SecurityAdminApp['call'] = (method, url, payload, token = adminToken) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    app,
    dataDir,
    adminToken,
    tokens,
    call,
    async roleId(name) {
      const role = (await app.store.roles.listRoleRefs()).find((candidate) => candidate.name === name);
      if (!role) throw new Error(`No role ${name}`);
      return role.id;
    },
    async userId(username) {
      const user = await app.store.users.findByUsername(username);
      if (!user) throw new Error(`No user ${username}`);
      return user.id;
    },
  };
}

/** `?q=` with the rison encoding of the arguments. */
export function q(args: Record<string, unknown>): string {
  return `?q=${encodeURIComponent(rison.encode(args))}`;
}

/** Hashes (and the given plain passwords) must never appear in a reply. */
export function expectNoSecrets(body: string, ...passwords: string[]): void {
  const leaks = [
    /scrypt\$/.test(body) && 'a hash',
    body.includes('password_hash') && 'password_hash',
    ...passwords.filter((password) => body.includes(password)),
  ];
  if (leaks.some(Boolean))
    throw new Error(`A reply carries a secret (${leaks.filter(Boolean).join(', ')}): ${body.slice(0, 300)}`);
}
