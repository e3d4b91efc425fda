// Where `npm run superset` keeps what it installs and runs. Three places, by lifetime:
//   the install   ~/.cache/tessera/superset-<pins>/  the venv, one per set of pins, shared by every
//                 checkout on the machine (a clean clone in CI reuses it)
//   the state     ~/.cache/tessera/superset-state/   what belongs with the metadata database, which
//                 is machine-wide too: secrets, the migration marker, the examples copy Superset reads
//   the checkout  .superset/                          this checkout's config, logs and running processes
// TESSERA_CACHE_DIR moves the first two (default $XDG_CACHE_HOME/tessera or ~/.cache/tessera),
// TESSERA_SUPERSET_HOME the last.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const scriptsDir = path.join(repoRoot, 'scripts', 'superset');
export const home = path.resolve(process.env.TESSERA_SUPERSET_HOME ?? path.join(repoRoot, '.superset'));

const requirements = path.join(scriptsDir, 'requirements.txt');
const constraints = path.join(scriptsDir, 'constraints.txt');

/** A hash of the pins: a change to either file means another install folder. */
export function pinsHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(requirements));
  hash.update(readFileSync(constraints));
  return hash.digest('hex');
}

function cacheRoot() {
  if (process.env.TESSERA_CACHE_DIR) return path.resolve(process.env.TESSERA_CACHE_DIR);
  const base = process.env.XDG_CACHE_HOME
    ? path.resolve(process.env.XDG_CACHE_HOME)
    : path.join(os.homedir(), '.cache');
  return path.join(base, 'tessera');
}

export const cacheDir = cacheRoot();
export const installDir = path.join(cacheDir, `superset-${pinsHash().slice(0, 16)}`);
export const stateDir = path.join(cacheDir, 'superset-state');
const venv = path.join(installDir, 'venv');

export const paths = {
  home,
  installDir,
  stateDir,
  venv,
  python: path.join(venv, 'bin', 'python'),
  superset: path.join(venv, 'bin', 'superset'),
  gunicorn: path.join(venv, 'bin', 'gunicorn'),
  celery: path.join(venv, 'bin', 'celery'),
  installMarker: path.join(installDir, 'installed.json'),
  installLock: path.join(cacheDir, `superset-${pinsHash().slice(0, 16)}.lock`),
  secretKeyFile: path.join(stateDir, 'secret_key'),
  asyncJwtSecretFile: path.join(stateDir, 'async_queries_jwt_secret'),
  generatedExamplesDir: path.join(stateDir, 'generated'),
  dataDir: path.join(stateDir, 'data'),
  examplesFile: path.join(stateDir, 'data', 'examples.duckdb'),
  examplesVersionFile: path.join(stateDir, 'data', 'examples.duckdb.version'),
  configFile: path.join(home, 'superset_config.py'),
  settingsFile: path.join(home, 'settings.json'),
  logsDir: path.join(home, 'logs'),
  celeryBeatSchedule: path.join(home, 'run', 'celerybeat-schedule'),
  pidFile: path.join(home, 'run', 'processes.json'),
  /** Where these lived before the install and the state moved out of the checkout. */
  legacy: {
    venv: path.join(home, 'venv'),
    secretKeyFile: path.join(home, 'secret_key'),
    asyncJwtSecretFile: path.join(home, 'async_queries_jwt_secret'),
    metadataMarker: path.join(home, 'metadata.json'),
  },
  requirements,
  constraints,
  configTemplate: path.join(scriptsDir, 'superset_config.py'),
  databaseHelper: path.join(scriptsDir, 'metadata_database.py'),
  generateExamples: path.join(scriptsDir, 'generateExamples.ts'),
  featureFlags: path.join(scriptsDir, 'featureFlags.ts'),
};

/** The migration marker of one metadata database (the state folder may serve several URIs). */
export function metadataMarkerOf(metadataUri) {
  return path.join(stateDir, `metadata-${createHash('sha256').update(metadataUri).digest('hex').slice(0, 16)}.json`);
}
