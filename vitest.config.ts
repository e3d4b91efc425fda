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
          // First renders of antd screens take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
