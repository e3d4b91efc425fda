// Prints one line, `N passed, M failed`, adding up every suite's report in .reports/.
import { existsSync, readFileSync } from 'node:fs';

const testCommandFailed = process.argv[2] !== undefined && process.argv[2] !== '0';
let passed = 0;
let failed = 0;

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = readJson('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  // A test file that could not even load counts as a failure.
  failed += (vitest.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
}

const playwright = readJson('.reports/playwright.json');
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
}

// Lint, typecheck or a suite that never reported: the run failed, and it must not read as green.
if (testCommandFailed && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed`);
