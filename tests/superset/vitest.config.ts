// `npm run test:superset`: the differential suite, the embedded server against a real Superset
// (SUPERSET_URL, found or started by scripts/superset/withSuperset.mjs). Apart from `npm test`'s
// projects, which never need Superset.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default defineConfig({
  root,
  test: {
    name: 'superset',
    environment: 'node',
    include: ['tests/superset/**/*.test.ts'],
    globalSetup: ['tests/superset/harness/globalSetup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest-superset.json' },
    // One file at a time: every file talks to the one Superset, on a 2-core machine.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
