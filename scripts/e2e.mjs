// `npm run test:e2e`: the Playwright journeys in Debian's Chromium against the built app and a real embedded server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get update && apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary. Playwright cannot download browsers on this machine.',
  );
  process.exit(1);
}
buildIfNeeded();
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
