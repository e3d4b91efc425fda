// Superset's configuration for this machine: superset_config.py (copied from the template on every
// start) and settings.json beside it (ports, Redis, feature flags, worker mode, secrets). The secret
// key and the async-queries JWT secret are generated once into the machine's state folder: they go
// with the metadata database (Superset encrypts with the key), which every checkout shares.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths, repoRoot } from './paths.mjs';

export const DEFAULT_METADATA_URI = 'postgresql+psycopg2://postgres@127.0.0.1:5432/tessera_superset';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/5';

function readSecret(file) {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trim() || null;
}

/** The secret in `file`; else the one an older layout kept in the checkout (`legacyFile`); else a new one. */
function readOrCreateSecret(file, legacyFile, create) {
  const existing = readSecret(file);
  if (existing) return existing;
  const value = readSecret(legacyFile) ?? create();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** The embedded server's feature flags (server/config.ts, FEATURE_FLAGS applied). */
function embeddedFeatureFlags() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', paths.featureFlags], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Reading the feature flags failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

/**
 * Feature flags for the local Superset. Global async queries run chart data on Celery, so they are
 * on exactly when workers run: without workers every chart would wait forever for its result.
 */
export function supersetFeatureFlags(workers, warn) {
  const flags = { ...embeddedFeatureFlags(), ALERT_REPORTS: true };
  const asked = process.env.FEATURE_FLAGS ? JSON.parse(process.env.FEATURE_FLAGS) : {};
  if (asked.GLOBAL_ASYNC_QUERIES === true && !workers) {
    warn('GLOBAL_ASYNC_QUERIES needs Celery workers; it stays off. Start with --workers to turn it on.');
  }
  flags.GLOBAL_ASYNC_QUERIES = workers && asked.GLOBAL_ASYNC_QUERIES !== false;
  if (flags.SQLLAB_FORCE_RUN_ASYNC && !workers) {
    warn('SQLLAB_FORCE_RUN_ASYNC needs Celery workers; it stays off. Start with --workers to turn it on.');
    flags.SQLLAB_FORCE_RUN_ASYNC = false;
  }
  return flags;
}

function parseRedisUrl(raw) {
  const url = new URL(raw);
  if (url.protocol !== 'redis:') throw new Error(`SUPERSET_REDIS_URL must be a redis:// URL, got "${raw}"`);
  const db = url.pathname.replace(/^\//, '') || '0';
  if (!/^\d+$/.test(db)) throw new Error(`SUPERSET_REDIS_URL must end with a database number, got "${raw}"`);
  return { host: url.hostname, port: Number(url.port || 6379), db: Number(db) };
}

/** Writes settings.json and superset_config.py; returns what the rest of the script needs. */
export function writeSupersetSettings({ port, workers, warn }) {
  mkdirSync(paths.home, { recursive: true });
  const settings = {
    port,
    workers,
    metadataUri: process.env.SUPERSET_METADATA_DB_URI || DEFAULT_METADATA_URI,
    redis: parseRedisUrl(process.env.SUPERSET_REDIS_URL || DEFAULT_REDIS_URL),
    featureFlags: supersetFeatureFlags(workers, warn),
    secretKey: readOrCreateSecret(paths.secretKeyFile, paths.legacy.secretKeyFile, () =>
      randomBytes(42).toString('base64'),
    ),
    // Superset refuses JWT secrets shorter than 32 bytes.
    asyncQueriesJwtSecret: readOrCreateSecret(paths.asyncJwtSecretFile, paths.legacy.asyncJwtSecretFile, () =>
      randomBytes(32).toString('hex'),
    ),
  };
  writeFileSync(paths.settingsFile, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  copyFileSync(paths.configTemplate, paths.configFile);
  return settings;
}
