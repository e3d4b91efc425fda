// `node scripts/superset/withSuperset.mjs <command> [args…]`: runs the command with SUPERSET_URL set
// to a running Apache Superset, starting one for it when none is there, and stopping what it started
// afterwards whatever happened (the command failing, Ctrl+C, SIGTERM from CI).
//   SUPERSET_URL set                    that Superset, as is (it must answer /health)
//   this checkout's `npm run superset`  the one it runs (its port from .superset/)
//   SUPERSET_PORT (default 8091)        whatever answers there, else `npm run superset` started on it
//                                       (SUPERSET_WORKERS=N: with N Celery workers, `--workers=N`)
// A Superset that cannot be installed or started is a failed run: exit code 1 and a report
// (.reports/superset-start.json) that scripts/summary.mjs counts as a failure.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths, repoRoot, scriptsDir } from './paths.mjs';
import { isOurProcess, readPidFile, stopProcesses } from './processes.mjs';

const DEFAULT_TEST_PORT = 8091;
/** A cold machine installs Superset first (pip, migrations): minutes. */
const START_TIMEOUT_MS = 25 * 60 * 1000;
const STOP_TIMEOUT_MS = 60_000;
const START_REPORT = path.join(repoRoot, '.reports', 'superset-start.json');
const READY_LINE = /Apache Superset [\d.]+ is running at (\S+?)\/?$/;

const log = (line) => console.log(`[with-superset] ${line}`);

async function answersHealth(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The URL of the Superset this checkout's `npm run superset` runs, if it runs. */
function runningFromThisCheckout() {
  const record = readPidFile();
  if (!record || !isOurProcess(record.supervisor, 'scripts/superset')) return null;
  try {
    const { port } = JSON.parse(readFileSync(paths.settingsFile, 'utf8'));
    return `http://127.0.0.1:${port}`;
  } catch {
    return null;
  }
}

function writeStartFailure(message) {
  mkdirSync(path.dirname(START_REPORT), { recursive: true });
  writeFileSync(START_REPORT, `${JSON.stringify({ passed: 0, failed: 1, error: message }, null, 2)}\n`);
}

/** Starts `npm run superset` on `port`; resolves with its URL once it has registered the examples. */
function workersArguments() {
  const raw = process.env.SUPERSET_WORKERS;
  if (!raw || raw === '0') return [];
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`SUPERSET_WORKERS must be a number of workers, got "${raw}"`);
  return [`--workers=${workers}`];
}

function startSuperset(port) {
  const supervisor = spawn(process.execPath, [path.join(scriptsDir, 'index.mjs'), ...workersArguments()], {
    cwd: repoRoot,
    env: { ...process.env, SUPERSET_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Superset did not start within ${START_TIMEOUT_MS / 60000} minutes.`)),
      START_TIMEOUT_MS,
    );
    let buffered = '';
    supervisor.stdout.setEncoding('utf8');
    supervisor.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = READY_LINE.exec(line.trim());
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    });
    supervisor.stderr.on('data', (chunk) => process.stderr.write(chunk));
    supervisor.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`npm run superset stopped before Superset was ready (${signal ?? `exit code ${code}`}).`));
    });
  });
  return { supervisor, ready };
}

async function stopSuperset(supervisor) {
  if (supervisor.exitCode !== null || supervisor.signalCode !== null) return;
  log('Stopping the Superset this run started…');
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));
  supervisor.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (stopped) return;
  // The supervisor hung: stop its processes ourselves.
  supervisor.kill('SIGKILL');
  const record = readPidFile();
  if (record) await stopProcesses(record.children, log);
}

function runCommand(command, args, supersetUrl) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, SUPERSET_URL: supersetUrl },
    });
    child.on('error', (error) => {
      console.error(`[with-superset] ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/superset/withSuperset.mjs <command> [args…]');
    return 2;
  }

  rmSync(START_REPORT, { force: true });
  let supersetUrl = process.env.SUPERSET_URL?.replace(/\/+$/, '') || runningFromThisCheckout();
  let started = null;
  if (supersetUrl) {
    if (!(await answersHealth(supersetUrl))) {
      const message = `Superset at ${supersetUrl} does not answer /health.`;
      writeStartFailure(message);
      console.error(`[with-superset] ${message}`);
      return 1;
    }
    log(`Using the Superset at ${supersetUrl}.`);
  } else {
    const port = Number(process.env.SUPERSET_PORT ?? DEFAULT_TEST_PORT);
    const candidate = `http://127.0.0.1:${port}`;
    if (await answersHealth(candidate)) {
      supersetUrl = candidate;
      log(`Using the Superset already answering at ${candidate}.`);
    } else {
      log(`Starting Superset on port ${port}…`);
      started = startSuperset(port);
    }
  }

  let stopping = false;
  const stopOnSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping.`);
    void (started ? stopSuperset(started.supervisor) : Promise.resolve()).finally(() => process.exit(1));
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  try {
    if (started) {
      try {
        supersetUrl = await started.ready;
      } catch (error) {
        const message = `Could not start Superset: ${error instanceof Error ? error.message : error}`;
        writeStartFailure(message);
        console.error(`[with-superset] ${message}`);
        return 1;
      }
    }
    return await runCommand(command, args, supersetUrl);
  } finally {
    if (started) await stopSuperset(started.supervisor);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[with-superset] ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  },
);
