/**
 * The embedded server for the SQL attack battery: a fresh data folder with sentinel files planted
 * inside it and outside it (a unique random string each), an admin session, and the checks every
 * attack ends with — a Superset-shaped 4xx, nothing leaked, no new file, the engine still answering.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

export interface BatteryPaths {
  dataDir: string;
  outsideDir: string;
  secretKeyFile: string;
  metadataFile: string;
  insideCsv: string;
  insideJson: string;
  outsideCsv: string;
  outsideJson: string;
  /** Where a writing attack would put its file (must never exist). */
  pwnedFile: string;
  pwnedOutside: string;
  pwnedDir: string;
}

export interface BatteryApp {
  app: FastifyInstance;
  admin: Caller;
  examplesId: number;
  paths: BatteryPaths;
  /** Strings no reply may ever contain: both sentinels and the secret key. */
  secrets: string[];
  close(): Promise<void>;
}

/** One HTTP reply as a client saw it. */
export interface Reply {
  status: number;
  body: string;
}

export function replyOf(response: LightMyRequestResponse): Reply {
  return { status: response.statusCode, body: response.body };
}

export async function createBatteryApp(): Promise<BatteryApp> {
  const { app, dataDir } = await createTestApp();
  const outsideDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-outside-'));
  const inside = `inside-${randomBytes(12).toString('hex')}`;
  const outside = `outside-${randomBytes(12).toString('hex')}`;
  const paths: BatteryPaths = {
    dataDir,
    outsideDir,
    secretKeyFile: path.join(dataDir, 'secret_key'),
    metadataFile: path.join(dataDir, 'metadata.duckdb'),
    insideCsv: path.join(dataDir, 'sentinel.csv'),
    insideJson: path.join(dataDir, 'sentinel.json'),
    outsideCsv: path.join(outsideDir, 'sentinel.csv'),
    outsideJson: path.join(outsideDir, 'sentinel.json'),
    pwnedFile: path.join(dataDir, 'pwned.csv'),
    pwnedOutside: path.join(outsideDir, 'pwned.csv'),
    pwnedDir: path.join(dataDir, 'pwned'),
  };
  await writeFile(paths.insideCsv, `token\n${inside}\n`);
  await writeFile(paths.insideJson, JSON.stringify([{ token: inside }]));
  await writeFile(paths.outsideCsv, `token\n${outside}\n`);
  await writeFile(paths.outsideJson, JSON.stringify([{ token: outside }]));
  const examples = await app.store.databases.findByName('examples');
  if (!examples) throw new Error('No examples database');
  const admin = await callerFor(app, 'admin');
  return {
    app,
    admin,
    examplesId: examples.id,
    paths,
    secrets: [inside, outside, app.secretKey],
    async close() {
      await app.close();
      await rm(outsideDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under the data folder and the outside folder (WAL files come and go with any write). */
export async function filesOf(t: BatteryApp): Promise<Set<string>> {
  const files = new Set<string>();
  for (const dir of [t.paths.dataDir, t.paths.outsideDir]) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!file.endsWith('.wal')) files.add(file);
    }
  }
  return files;
}

/** No reply holds a secret, /etc/passwd's content or a stack trace. */
export function expectNothingLeaked(t: BatteryApp, replies: readonly Reply[]): void {
  for (const reply of replies) {
    for (const secret of t.secrets) expect(reply.body, 'a reply leaked a secret').not.toContain(secret);
    expect(reply.body).not.toMatch(/root:x:0:0|\n\s+at .+\(.+:\d+:\d+\)/);
  }
}

/** A 4xx in the shape the entry point answers with: `{"errors": [SupersetError]}` or `{"message": …}`. */
export function expectClientError(reply: Reply, shape: 'errors' | 'message'): void {
  expect(reply.status, reply.body).toBeGreaterThanOrEqual(400);
  expect(reply.status, reply.body).toBeLessThan(500);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  if (shape === 'message') {
    expect(['string', 'object']).toContain(typeof body.message);
    return;
  }
  expectSupersetErrors(body.errors);
}

/** A non-empty list of Superset errors: message, error_type, level, extra. */
export function expectSupersetErrors(errors: unknown): void {
  expect(Array.isArray(errors) && errors.length > 0, JSON.stringify(errors)).toBe(true);
  for (const error of errors as Record<string, unknown>[]) {
    expect(typeof error.message).toBe('string');
    expect(error.error_type).toMatch(/^[A-Z_]+_ERROR$/);
    expect(['info', 'warning', 'error']).toContain(error.level);
    expect(error.extra === null || typeof error.extra === 'object').toBe(true);
  }
}

let clientIds = 0;

/** A fresh client id for a SQL Lab run. */
export function nextClientId(prefix: string): string {
  clientIds += 1;
  return `${prefix}${clientIds}`.slice(0, 11);
}

/** The engine still runs an ordinary SELECT (a refused attack must not have broken it). */
export async function expectServerAnswers(t: BatteryApp): Promise<void> {
  const response = await t.admin.post('/api/v1/sqllab/execute/', {
    database_id: t.examplesId,
    sql: 'SELECT 42 AS alive',
    client_id: nextClientId('alive'),
    runAsync: false,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<{ data: unknown[] }>().data).toEqual([{ alive: 42 }]);
}

/** Runs the attack and checks everything a refused attack must leave as it was. */
export async function expectContained(t: BatteryApp, attack: () => Promise<Reply[]>): Promise<Reply[]> {
  const before = await filesOf(t);
  const replies = await attack();
  expectNothingLeaked(t, replies);
  const after = await filesOf(t);
  expect(
    [...after].filter((file) => !before.has(file)),
    'the attack created a file',
  ).toEqual([]);
  await expectServerAnswers(t);
  return replies;
}
