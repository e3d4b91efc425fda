import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../../../server/store/securityRules';
import { prepareDataDir } from '../helpers/examplesFixture';
import { bearerLogin, createTestApp, loginSession } from '../helpers/testApp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(ROOT, 'server', 'cli', 'users.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run users -- …` (as tsx runs it) on a data folder, with an optional password and stdin. */
function users(dataDir: string, args: string[], options: { password?: string; stdin?: string } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, TESSERA_DATA_DIR: dataDir };
  delete env.TESSERA_USER_PASSWORD;
  if (options.password !== undefined) env.TESSERA_USER_PASSWORD = options.password;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

// Every run starts a process (tsx, DuckDB, migrations): seconds each on a busy machine.
describe('npm run users', { timeout: 180_000 }, () => {
  it('creates a user in a new data folder; the server then starts with that user and its own admin', async () => {
    const dataDir = await prepareDataDir();
    const created = await users(
      dataDir,
      [
        'create',
        '--username',
        'bob',
        '--role',
        'Gamma',
        '--role',
        'sql_lab',
        '--first-name',
        'Bob',
        '--email',
        'bob@corp.test',
      ],
      {
        password: 'bob-password',
      },
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toBe('Created the user bob (Gamma, sql_lab).\n');

    const listed = await users(dataDir, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^ID\s+USERNAME\s+NAME\s+EMAIL\s+ACTIVE\s+ROLES\s+LAST LOGIN\n1\s+bob\s+Bob\s+bob@corp.test\s+yes\s+Gamma, sql_lab\s+never\n$/,
    );
    expect(listed.stdout).not.toMatch(/scrypt|bob-password/);

    const { app } = await createTestApp({ dataDir });
    try {
      expect(await bearerLogin(app, 'bob', 'bob-password')).toEqual(expect.any(String));
      expect(await bearerLogin(app)).toEqual(expect.any(String));
      const bob = await app.store.users.findByUsername('bob');
      expect((await app.store.roles.rolesOfUser(bob!.id)).map((role) => role.name)).toEqual(['Gamma', 'sql_lab']);
    } finally {
      await app.close();
    }
  });

  it('reads the password from a pipe when no terminal is there, asking twice', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-'));
    const mismatch = await users(dataDir, ['create', '--username', 'carol', '--role', 'Gamma'], {
      stdin: 'one\ntwo\n',
    });
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('The passwords do not match.');
    const piped = await users(dataDir, ['create', '--username', 'carol', '--role', 'Gamma'], {
      stdin: 'carol-password\ncarol-password\n',
    });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('Password: \nRepeat for confirmation: \n');
    expect(piped.stderr).not.toContain('carol-password');
  });

  it('refuses bad input with a clear message and a non-zero exit code', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-'));
    const cases: Array<[string[], number, string]> = [
      [
        ['create', '--username', 'dave', '--role', 'Nope'],
        1,
        'Unknown role: Nope. The roles are: Admin, Alpha, Gamma, sql_lab, Public.',
      ],
      [['create', '--username', 'dave'], 2, 'create needs at least one --role.'],
      [['reset-password'], 2, 'reset-password needs --username.'],
      [['frobnicate'], 2, 'Unknown command: frobnicate'],
      [['create', '--username', 'dave', '--role', 'Gamma', '--colour', 'red'], 2, "Unknown option '--colour'"],
    ];
    for (const [args, code, message] of cases) {
      const run = await users(dataDir, args, { password: 'x-password' });
      expect(run.code, args.join(' ')).toBe(code);
      expect(run.stderr).toContain(message);
    }
    const empty = await users(dataDir, ['create', '--username', 'dave', '--role', 'Gamma'], { password: '' });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('The password must not be empty.');
    const elsewhere = await users(path.join(dataDir, 'missing'), ['list']);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('There is no Tessera data in');
  });

  it('resets a password and deactivates a user, ending their sessions; keeps the last admin', async () => {
    const dataDir = await prepareDataDir();
    expect(
      (await users(dataDir, ['create', '--username', 'erin', '--role', 'Gamma'], { password: 'erin-password' })).code,
    ).toBe(0);
    let started = await createTestApp({ dataDir });
    const session = await loginSession(started.app, 'erin', 'erin-password');
    await started.app.close();

    const duplicate = await users(dataDir, ['create', '--username', 'ERIN', '--role', 'Gamma'], { password: 'x' });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('A user named "ERIN" already exists.');
    const reset = await users(dataDir, ['reset-password', '--username', 'erin'], { password: 'erin-new-password' });
    expect(reset.stdout).toBe('Changed the password of erin; their sessions and API tokens have ended.\n');
    const lastAdmin = await users(dataDir, ['deactivate', '--username', 'admin']);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr.trim()).toBe(LAST_ADMIN_MESSAGE);

    started = await createTestApp({ dataDir });
    try {
      expect((await started.app.inject({ url: '/api/v1/me/', headers: { cookie: session.cookie } })).statusCode).toBe(
        401,
      );
      expect(await started.app.store.checkCredentials('erin', 'erin-password')).toBeNull();
      expect(await started.app.store.checkCredentials('erin', 'erin-new-password')).not.toBeNull();
      expect((await started.app.store.users.findByUsername('admin'))?.active).toBe(true);
    } finally {
      await started.app.close();
    }

    const deactivated = await users(dataDir, ['deactivate', '--username', 'erin']);
    expect(deactivated.stdout).toBe('Deactivated erin; their sessions and API tokens have ended.\n');
    expect((await users(dataDir, ['list'])).stdout).toMatch(/^\d+\s+erin\s+no\s+Gamma\s+\d{4}-\d\d-\d\d \d\d:\d\d$/m);
    expect((await users(dataDir, ['activate', '--username', 'erin'])).stdout).toBe('Activated erin.\n');
    expect((await users(dataDir, ['activate', '--username', 'nobody'])).stderr).toContain(
      'There is no user named "nobody".',
    );
  });

  it('changes nothing while the server holds the data folder, and says what to do instead', async () => {
    const { app, dataDir } = await createTestApp();
    try {
      const args = ['create', '--username', 'frank', '--role', 'Gamma', '--first-name', 'Frank Jr'];
      const run = await users(dataDir, args, { password: 'frank-password' });
      expect(run.code).toBe(3);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`The metadata database in ${dataDir} is in use by another process`);
      expect(run.stderr).toContain('most likely the Tessera server');
      expect(run.stderr).toContain("npm run users -- create --username frank --role Gamma --first-name 'Frank Jr'");
      expect(run.stderr).toContain('/api/v1/security/users/');
      expect(await app.store.users.findByUsername('frank')).toBeNull();
      expect((await app.inject({ url: '/api/v1/security/csrf_token/' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
