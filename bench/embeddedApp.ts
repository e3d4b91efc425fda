/**
 * What the browser benchmarks share: the built app on a real embedded server with a fresh data
 * folder, and a browser context signed in as its admin.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export interface BenchApp {
  app: FastifyInstance;
  distDir: string;
  /** Starts listening on a free local port; resolves to the address to open. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Builds dist/ when it is missing or older than the sources (as `npm start` does), then starts the server in-process. */
export async function startBenchApp(adminPassword: string): Promise<BenchApp> {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The app could not be built');
  const distDir = path.resolve('dist');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
  const app = await buildApp(
    loadConfig({ TESSERA_DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, TESSERA_DIST_DIR: distDir }),
  );
  return {
    app,
    distDir,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh context (cold HTTP cache) signed in as admin through the login form's JSON answer. */
export async function signedInContext(
  browser: Browser,
  options: { baseURL: string; viewport: { width: number; height: number }; adminPassword: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: options.baseURL, viewport: options.viewport });
  const login = await context.request.post('/login/', {
    form: { username: 'admin', password: options.adminPassword },
    headers: { accept: 'application/json' },
  });
  if (login.status() !== 200) {
    await context.close();
    throw new Error(`login answered ${login.status()}`);
  }
  return context;
}
