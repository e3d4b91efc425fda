// `npm run test:e2e`: the Playwright journeys in Debian's Chromium against the built app and a real embedded server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = ensureChromium();
if ('error' in chromium) {
  console.error(`${chromium.error}\nPlaywright cannot download browsers on this machine.`);
  process.exit(1);
}
buildIfNeeded();
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium.path },
});
process.exit(result.status ?? 1);
