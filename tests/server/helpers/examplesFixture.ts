/**
 * Example data for server tests without generating it in every test file: the database is
 * generated once per generator version into a shared cache folder (under os.tmpdir()), guarded by
 * a lock folder because vitest runs test files in parallel forks, and copied into each fresh data
 * folder so that ensureExampleData is a no-op there.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  EXAMPLES_FILE_NAME,
  EXAMPLES_GENERATOR_VERSION,
  EXAMPLES_VERSION_FILE_NAME,
  ensureExampleData,
} from '../../../server/examples';

const CACHE_DIR = path.join(os.tmpdir(), `tessera-examples-cache-v${EXAMPLES_GENERATOR_VERSION}`);
const LOCK_DIR = path.join(CACHE_DIR, '.generating');
/** A lock older than this belongs to a run that died; generation takes seconds. */
const STALE_LOCK_MS = 5 * 60 * 1000;
const POLL_MS = 100;

function cacheIsReady(): boolean {
  return (
    existsSync(path.join(CACHE_DIR, EXAMPLES_FILE_NAME)) && existsSync(path.join(CACHE_DIR, EXAMPLES_VERSION_FILE_NAME))
  );
}

async function tryLock(): Promise<boolean> {
  try {
    await mkdir(LOCK_DIR);
    return true;
  } catch {
    const info = await stat(LOCK_DIR).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(LOCK_DIR, { recursive: true, force: true });
    return false;
  }
}

let cached: Promise<void> | null = null;

async function fillCache(): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  while (!cacheIsReady()) {
    if (await tryLock()) {
      try {
        if (!cacheIsReady()) await ensureExampleData(CACHE_DIR);
      } finally {
        await rm(LOCK_DIR, { recursive: true, force: true });
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** A fresh temporary data folder that already holds the (current) example database. */
export async function prepareDataDir(): Promise<string> {
  cached ??= fillCache();
  await cached;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-data-'));
  // The database first, the version file last: the folder only counts as ready when both are there.
  await copyFile(path.join(CACHE_DIR, EXAMPLES_FILE_NAME), path.join(dataDir, EXAMPLES_FILE_NAME));
  await copyFile(path.join(CACHE_DIR, EXAMPLES_VERSION_FILE_NAME), path.join(dataDir, EXAMPLES_VERSION_FILE_NAME));
  return dataDir;
}
