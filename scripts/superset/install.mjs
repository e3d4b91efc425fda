// The Python side: a virtual environment with the pinned Superset, installed once per machine into
// the cache (paths.mjs: one folder per hash of requirements.txt + constraints.txt). A marker records
// what was installed (the pins and the Python version), so later runs skip pip entirely; a change to
// the pins installs into a new folder. A lock keeps two runs (CI and a developer) from installing at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths, pinsHash } from './paths.mjs';

/** How long to wait for another run's install (pip on a cold cache takes minutes). */
const INSTALL_WAIT_MS = 30 * 60 * 1000;

const SUPPORTED_PYTHON = /^Python 3\.(10|11|12)\./;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function pythonVersion(python) {
  const result = spawnSync(python, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return `${result.stdout}${result.stderr}`.trim();
}

/** The interpreter to build the venv with: $PYTHON, else python3.11, else python3 (3.10–3.12). */
function findPython() {
  const candidates = process.env.PYTHON ? [process.env.PYTHON] : ['python3.11', 'python3'];
  for (const candidate of candidates) {
    const version = pythonVersion(candidate);
    if (version && SUPPORTED_PYTHON.test(version)) return { python: candidate, version };
  }
  throw new Error(
    `Apache Superset 6.1 needs Python 3.10, 3.11 or 3.12 (with venv); tried ${candidates.join(', ')}. ` +
      'Set PYTHON to such an interpreter.',
  );
}

function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${what} failed: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed (exit code ${result.status}); see the output above.`);
}

function isInstalled(pins) {
  const marker = readJson(paths.installMarker);
  const venvVersion = existsSync(paths.python) ? pythonVersion(paths.python) : null;
  return Boolean(
    marker && marker.pins === pins && venvVersion && marker.python === venvVersion && existsSync(paths.superset),
  );
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function lockOwner() {
  try {
    return Number(readFileSync(path.join(paths.installLock, 'pid'), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

function lockAgeMs() {
  try {
    return Date.now() - statSync(paths.installLock).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** Takes the install lock (a folder holding the owner's pid); a lock whose owner died is taken over. */
async function acquireInstallLock(log) {
  const deadline = Date.now() + INSTALL_WAIT_MS;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(paths.installLock);
      writeFileSync(path.join(paths.installLock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = lockOwner();
    // A lock without a pid yet was taken a moment ago; a lock whose owner died is stale.
    if (owner === null ? lockAgeMs() > 30_000 : !isAlive(owner)) {
      rmSync(paths.installLock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`Another install (pid ${owner ?? '?'}) still holds ${paths.installLock}.`);
    if (!announced)
      log(`Waiting for another run (pid ${owner ?? '?'}) to finish installing Superset into ${paths.installDir}…`);
    announced = true;
    await sleep(2000);
  }
}

/** Installs the pinned Superset into the cache unless the marker says it is already there. */
export async function ensureInstalled(log) {
  const wanted = { pins: pinsHash() };
  if (isInstalled(wanted.pins)) return false;
  mkdirSync(paths.installDir, { recursive: true });
  await acquireInstallLock(log);
  try {
    // The run that held the lock may have installed it meanwhile.
    if (isInstalled(wanted.pins)) return false;
    install(wanted, log);
    return true;
  } finally {
    rmSync(paths.installLock, { recursive: true, force: true });
  }
}

function install(wanted, log) {
  rmSync(paths.installMarker, { force: true });
  const venvVersion = existsSync(paths.python) ? pythonVersion(paths.python) : null;
  if (!venvVersion) {
    const { python, version } = findPython();
    log(`Creating a Python virtual environment in ${paths.venv} (${version})…`);
    rmSync(paths.venv, { recursive: true, force: true });
    run(python, ['-m', 'venv', paths.venv], 'Creating the virtual environment');
  }
  log('Installing Apache Superset and its pinned dependencies (several minutes, once)…');
  run(
    paths.python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      '-r',
      paths.requirements,
      '-c',
      paths.constraints,
    ],
    'pip install',
  );
  writeFileSync(
    paths.installMarker,
    `${JSON.stringify({ pins: wanted.pins, python: pythonVersion(paths.python), installedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  if (existsSync(paths.legacy.venv)) {
    log(`The install now lives in ${paths.installDir}; ${paths.legacy.venv} is no longer used and can be removed.`);
  }
}
