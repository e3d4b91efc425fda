// Prints one line, `N passed, M failed`, adding up every suite's report in .reports/:
//   vitest*.json      vitest's JSON reporter (npm test's vitest.json, the differential suite's vitest-superset.json)
//   playwright*.json  Playwright's JSON reporter (npm test's journeys, the journeys against Superset)
//   superset-start.json  a Superset that could not be installed or started (scripts/superset/withSuperset.mjs)
// Arguments: the exit statuses of the commands that ran. When commands failed but no report counts
// a failure (lint, typecheck, a suite that never started), each failed command counts as one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPORTS = '.reports';
const failedCommands = process.argv.slice(2).filter((status) => status !== '0').length;
let passed = 0;
let failed = 0;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function reports(prefix) {
  if (!existsSync(REPORTS)) return [];
  return readdirSync(REPORTS)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort()
    .map((name) => readJson(path.join(REPORTS, name)));
}

for (const vitest of reports('vitest')) {
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  // A test file that could not even load counts as a failure.
  failed += (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
}

for (const playwright of reports('playwright')) {
  if (!playwright?.stats) continue;
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
}

for (const start of reports('superset-start')) {
  if (!start) continue;
  passed += start.passed ?? 0;
  failed += start.failed ?? 0;
}

// Lint, typecheck or a suite that never reported: the run failed, and it must not read as green.
if (failedCommands > 0 && failed === 0) failed = failedCommands;

console.log(`${passed} passed, ${failed} failed`);
