/** The JavaScript a page loads, gzipped from the built files, for the route budgets. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const DIST_DIR = path.resolve('dist');

export interface RouteScripts {
  /** Sum of each loaded script file gzipped at zlib's default level, in kB (1000 bytes). */
  gzipKb: number;
  /** The files, heaviest first, to name what grew. */
  files: Array<{ file: string; gzipKb: number }>;
}

/**
 * Opens `address` and waits until the page has settled (network idle, then a moment for chunks
 * loaded on mount), recording every script it requested from the app.
 */
export async function scriptsLoadedBy(
  page: Page,
  address: string,
  settled: () => Promise<void>,
): Promise<RouteScripts> {
  const paths = new Set<string>();
  const origin = new URL(page.url() === 'about:blank' ? 'http://x' : page.url()).origin;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (origin === 'http://x' || url.origin === new URL(page.url()).origin) paths.add(url.pathname);
  });
  await page.goto(address);
  await settled();
  await page.waitForLoadState('networkidle');
  const files: RouteScripts['files'] = [];
  for (const urlPath of paths) {
    const file = path.join(DIST_DIR, decodeURIComponent(urlPath));
    if (!file.startsWith(DIST_DIR + path.sep)) continue;
    const gzipped = gzipSync(await readFile(file)).length;
    files.push({ file: path.basename(file), gzipKb: gzipped / 1000 });
  }
  files.sort((left, right) => right.gzipKb - left.gzipKb);
  return { gzipKb: files.reduce((sum, entry) => sum + entry.gzipKb, 0), files };
}

/** 'name 12.3 kB' for the heaviest files, for a failure message. */
export function describeScripts(scripts: RouteScripts): string {
  return scripts.files
    .slice(0, 8)
    .map((entry) => `${entry.file} ${entry.gzipKb.toFixed(1)} kB`)
    .join(', ');
}
