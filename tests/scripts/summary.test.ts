// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SUMMARY = path.resolve('scripts/summary.mjs');

/** Runs the summary in a folder holding these reports (.reports/<name>), with these exit statuses. */
function summary(reports: Record<string, unknown>, statuses: string[] = []): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tessera-summary-'));
  mkdirSync(path.join(folder, '.reports'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(path.join(folder, '.reports', name), JSON.stringify(report));
  return spawnSync(process.execPath, [SUMMARY, ...statuses], { cwd: folder, encoding: 'utf8' }).stdout.trim();
}

describe('the CI summary line', () => {
  it('adds up every vitest and Playwright report, the Superset suites included', () => {
    const line = summary({
      'vitest.json': { numPassedTests: 10, numFailedTests: 1, testResults: [] },
      'vitest-superset.json': { numPassedTests: 5, numFailedTests: 2, testResults: [] },
      'playwright.json': { stats: { expected: 3, unexpected: 1, flaky: 0 } },
      'playwright-superset.json': { stats: { expected: 4, unexpected: 0, flaky: 1 } },
    });
    expect(line).toBe('22 passed, 5 failed');
  });

  it('counts a Superset that could not be installed or started as a failure', () => {
    expect(
      summary(
        { 'vitest.json': { numPassedTests: 7, numFailedTests: 0 }, 'superset-start.json': { passed: 0, failed: 1 } },
        ['0', '1'],
      ),
    ).toBe('7 passed, 1 failed');
  });

  it('counts a test file that could not load, and failed commands that reported nothing', () => {
    expect(
      summary({
        'vitest.json': {
          numPassedTests: 2,
          numFailedTests: 0,
          testResults: [{ status: 'failed', assertionResults: [] }],
        },
      }),
    ).toBe('2 passed, 1 failed');
    expect(summary({ 'vitest.json': { numPassedTests: 2, numFailedTests: 0 } }, ['1', '2'])).toBe('2 passed, 2 failed');
    expect(summary({}, ['0', '0'])).toBe('0 passed, 0 failed');
  });
});
