/**
 * The user journeys against a real Apache Superset (`npm run test:superset:e2e`): Superset from
 * `npm run superset` (with Celery workers, so SQL Lab runs async and charts use global async
 * queries) and the built app in front of it, `SUPERSET_URL=… npm start`, on one origin.
 *
 *   SUPERSET_PORT            where Superset listens (8091); one that already answers /health is used as it is
 *   SUPERSET_URL             a Superset to use instead (nothing is started for it)
 *   E2E_SUPERSET_APP_PORT    where the app listens (8092)
 *   E2E_SUPERSET_WORKERS=0   start Superset without Celery workers (SQL Lab runs synchronously only)
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const supersetPort = Number(process.env.SUPERSET_PORT ?? 8091);
const supersetUrl = process.env.SUPERSET_URL ?? `http://127.0.0.1:${supersetPort}`;
const appPort = Number(process.env.E2E_SUPERSET_APP_PORT ?? 8092);
const withWorkers = process.env.E2E_SUPERSET_WORKERS !== '0';

const supersetServer = {
  command: `node scripts/superset/index.mjs${withWorkers ? ' --workers' : ''}`,
  cwd: repoRoot,
  url: `${supersetUrl}/health`,
  // A first run installs Superset and migrates its metadata: minutes.
  timeout: 900_000,
  // One Superset per machine: one already running is used, whatever its mode.
  reuseExistingServer: true,
  // Its gunicorn and Celery processes run in their own process groups; SIGTERM lets it stop them.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 60_000 },
  stdout: 'pipe' as const,
  env: { SUPERSET_PORT: String(supersetPort), ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin' },
};

const appServer = {
  command: 'node scripts/start.mjs',
  cwd: repoRoot,
  url: `http://127.0.0.1:${appPort}/health`,
  timeout: 300_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'pipe' as const,
  env: { SUPERSET_URL: supersetUrl, PORT: String(appPort), HOST: '127.0.0.1' },
};

export default defineConfig({
  testDir: '.',
  // Superset answers more slowly than the embedded server, the more so with workers on 2 cores.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(repoRoot, 'test-results', 'superset'),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? path.join(repoRoot, '.reports', 'playwright-superset.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: process.env.SUPERSET_URL ? [appServer] : [supersetServer, appServer],
});
