import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one worker for 260 files.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file builds its own app and database, and none mocks a module: the server's code is
          // imported once per worker instead of once per file (8.4 -> 6.0 min on 2 cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          // tests/superset/ is the differential suite against a real Superset: `npm run test:superset`.
          exclude: ['tests/server/**', 'tests/superset/**'],
          setupFiles: ['tests/setup/client.ts'],
          // A DOM for each file costs ~0.8 s: files of pure rules say `@vitest-environment node`.
          // First renders of antd screens take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
