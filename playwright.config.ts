import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 8099);
// A fresh data folder per run: the journeys start from a first start, as a newcomer does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  // The journeys against a real Superset have their own project (e2e/superset/playwright.config.ts).
  testIgnore: ['superset/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Overridable so that several runs can share a checkout (each with its own build and port).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin',
      // Edit mode's save asks before overwriting another browser's save (the journeys test it).
      FEATURE_FLAGS: JSON.stringify({ CONFIRM_DASHBOARD_DIFF: true }),
      TESSERA_DIST_DIR: process.env.TESSERA_DIST_DIR ?? path.resolve('dist'),
    },
  },
});
