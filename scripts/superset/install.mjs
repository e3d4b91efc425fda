// The Python side: a virtual environment with the pinned Superset, installed once. A marker records
// what was installed (a hash of requirements.txt + constraints.txt and the Python version), so later
// runs skip pip entirely and a change to the pins reinstalls.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { paths } from './paths.mjs';

const SUPPORTED_PYTHON = /^Python 3\.(10|11|12)\./;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function pinsHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(paths.requirements));
  hash.update(readFileSync(paths.constraints));
  return hash.digest('hex');
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

/** Installs the pinned Superset into .superset/venv unless the marker says it is already there. */
export function ensureInstalled(log) {
  const wanted = { pins: pinsHash() };
  const marker = readJson(paths.installMarker);
  const venvVersion = existsSync(paths.python) ? pythonVersion(paths.python) : null;
  if (marker && marker.pins === wanted.pins && venvVersion && marker.python === venvVersion && existsSync(paths.superset)) {
    return false;
  }

  mkdirSync(paths.home, { recursive: true });
  rmSync(paths.installMarker, { force: true });
  if (!venvVersion) {
    const { python, version } = findPython();
    log(`Creating a Python virtual environment in ${paths.venv} (${version})…`);
    rmSync(paths.venv, { recursive: true, force: true });
    run(python, ['-m', 'venv', paths.venv], 'Creating the virtual environment');
  }
  log('Installing Apache Superset and its pinned dependencies (several minutes, once)…');
  run(
    paths.python,
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', paths.requirements, '-c', paths.constraints],
    'pip install',
  );
  writeFileSync(
    paths.installMarker,
    `${JSON.stringify({ pins: wanted.pins, python: pythonVersion(paths.python), installedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return true;
}
