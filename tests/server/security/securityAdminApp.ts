import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp, type TestAppOptions } from '../helpers/testApp';

/** An app with an admin token and one user (and token) per built-in non-admin role. */
/** An app with the admin and one user per built-in non-admin role, each calling with a bearer token. */
export interface SecurityAdminApp {
  app: FastifyInstance;
  dataDir: string;
  admin: Caller;
  /** `alpha` (Alpha), `gamma` (Gamma) and `analyst` (sql_lab). */
  users: Record<'alpha' | 'gamma' | 'analyst', Caller>;
  roleId(name: string): Promise<number>;
  userId(username: string): Promise<number>;
}

export async function createSecurityAdminApp(options: TestAppOptions = {}): Promise<SecurityAdminApp> {
  const { app, dataDir } = await createTestApp(options);
  // On a reused data folder (a restart) the users are there already: callerFor then only logs in.
  const user = (username: string, role: string) => callerFor(app, username, { roles: [role], auth: 'bearer' });
  return {
    app,
    dataDir,
    admin: await callerFor(app, 'admin', { auth: 'bearer' }),
    users: {
      alpha: await user('alpha', 'Alpha'),
      gamma: await user('gamma', 'Gamma'),
      analyst: await user('analyst', 'sql_lab'),
    },
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
