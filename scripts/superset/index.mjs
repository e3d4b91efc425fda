// `npm run superset`: a real Apache Superset on this machine, installed on demand into the machine's
// cache (~/.cache/tessera, see paths.mjs) and run from this checkout's .superset/.
//   npm run superset                  gunicorn (one process, threads); SQL Lab runs synchronously
//   npm run superset -- --workers[=N] gunicorn (two processes) + N Celery workers + Celery beat
//   npm run superset -- --stop        stops what a running `npm run superset` started
// Environment: SUPERSET_PORT (8089), SUPERSET_HOST (127.0.0.1), ADMIN_PASSWORD (admin),
// SUPERSET_METADATA_DB_URI, SUPERSET_REDIS_URL, FEATURE_FLAGS, PYTHON, TESSERA_CACHE_DIR,
// TESSERA_SUPERSET_HOME.
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureExamplesCopy } from './examples.mjs';
import { ensureInstalled } from './install.mjs';
import { ensureMetadata, SUPERSET_VERSION } from './metadata.mjs';
import { paths } from './paths.mjs';
import {
  isOurProcess,
  logFileOf,
  logTail,
  readPidFile,
  removePidFile,
  startProcess,
  stopProcesses,
  writePidFile,
} from './processes.mjs';
import { registerExamplesDatabase } from './registerExamples.mjs';
import { writeSupersetSettings } from './settings.mjs';

const HEALTH_TIMEOUT_MS = 240_000;
const log = (line) => console.log(`[superset] ${line}`);
const warn = (line) => console.warn(`[superset] WARNING: ${line}`);

function parseArguments(argv) {
  const options = { stop: false, workers: 0 };
  for (const argument of argv) {
    if (argument === '--stop') options.stop = true;
    else if (argument === '--workers') options.workers = 2;
    else if (argument.startsWith('--workers=')) {
      options.workers = Number(argument.slice('--workers='.length));
      if (!Number.isInteger(options.workers) || options.workers < 1)
        throw new Error('--workers=N needs a positive integer');
    } else throw new Error(`Unknown option ${argument}. Options: --workers[=N], --stop.`);
  }
  return options;
}

function readPort() {
  const raw = process.env.SUPERSET_PORT ?? '8089';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SUPERSET_PORT must be a port number, got "${raw}"`);
  return port;
}

/** `--stop`: ask the running supervisor to stop; stop its children directly if it is gone. */
async function stopRunning() {
  const record = readPidFile();
  if (!record) {
    log('Nothing to stop: no Superset started by this script is running.');
    return;
  }
  if (isOurProcess(record.supervisor, 'scripts/superset')) {
    log(`Stopping the running \`npm run superset\` (pid ${record.supervisor})…`);
    process.kill(record.supervisor, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (isOurProcess(record.supervisor, 'scripts/superset') && Date.now() < deadline) await sleep(200);
  }
  await stopProcesses(record.children, log);
  removePidFile();
  log('Stopped.');
}

async function answersHealth(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(baseUrl, gunicorn) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gunicorn.child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(1000);
  }
  throw new Error(`Superset did not become healthy at ${baseUrl}/health. Its log:\n${logTail('gunicorn')}`);
}

function startSuperset({ host, port, workers }) {
  const children = [];
  // One web process without workers: the examples DuckDB file is then writable (CTAS), and DuckDB
  // allows one writing process per file. With workers the file is read-only and the web tier scales.
  const webProcesses = workers ? 2 : 1;
  children.push(
    startProcess('gunicorn', paths.gunicorn, [
      '--bind',
      `${host}:${port}`,
      '--workers',
      String(webProcesses),
      '--worker-class',
      'gthread',
      '--threads',
      '8',
      '--timeout',
      '120',
      '--graceful-timeout',
      '20',
      // Longer than the idle time after which Tessera's proxy drops a connection (1.5 s).
      '--keep-alive',
      '30',
      '--limit-request-line',
      '0',
      '--limit-request-field_size',
      '0',
      '--access-logfile',
      '-',
      'superset.app:create_app()',
    ]),
  );
  if (workers) {
    children.push(
      startProcess('celery-worker', paths.celery, [
        '--app=superset.tasks.celery_app:app',
        'worker',
        `--concurrency=${workers}`,
        '--pool=prefork',
        '--loglevel=INFO',
        '--hostname=tessera-superset@%h',
      ]),
    );
    children.push(
      startProcess('celery-beat', paths.celery, [
        '--app=superset.tasks.celery_app:app',
        'beat',
        `--schedule=${paths.celeryBeatSchedule}`,
        '--loglevel=INFO',
      ]),
    );
  }
  writePidFile(children);
  return children;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.stop) return stopRunning();

  const running = readPidFile();
  if (running && isOurProcess(running.supervisor, 'scripts/superset')) {
    throw new Error(
      `Superset is already running (pid ${running.supervisor}); stop it with npm run superset -- --stop.`,
    );
  }
  if (running) await stopProcesses(running.children, log);

  const port = readPort();
  const host = process.env.SUPERSET_HOST || '127.0.0.1';
  const workers = options.workers > 0;
  const adminPassword = process.env.ADMIN_PASSWORD || 'admin';
  const baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  // Another server on the port would answer our health checks, and we would set it up as ours.
  if (await answersHealth(baseUrl)) {
    throw new Error(
      `Something already answers on ${baseUrl} (another Superset?). Stop it or choose another SUPERSET_PORT.`,
    );
  }

  await ensureInstalled(log);
  const settings = writeSupersetSettings({ port, workers, warn });
  const examplesFile = ensureExamplesCopy(log);
  ensureMetadata({ metadataUri: settings.metadataUri, adminPassword, log });

  log(
    `Starting Apache Superset ${SUPERSET_VERSION} on ${baseUrl}${workers ? ` with ${options.workers} Celery workers and beat` : ''}…`,
  );
  const children = startSuperset({ host, port, workers: options.workers });
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopProcesses(children, log);
    removePidFile();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
  for (const { name, child } of children) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `[superset] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}). Its log:\n${logTail(name)}`,
      );
      void stopAll(1);
    });
  }

  try {
    await waitForHealth(baseUrl, children[0]);
    await registerExamplesDatabase({ baseUrl, adminPassword, examplesFile, workers, log });
  } catch (error) {
    console.error(`[superset] ${error instanceof Error ? error.message : error}`);
    await stopAll(1);
    return;
  }
  // A process that died meanwhile has already begun stopping the rest.
  if (stopping) return;

  log(`Apache Superset ${SUPERSET_VERSION} is running at ${baseUrl}/`);
  log(`Log in as "admin"${process.env.ADMIN_PASSWORD ? ' with ADMIN_PASSWORD' : ' with the password "admin"'}.`);
  if (!process.env.ADMIN_PASSWORD) {
    warn(
      'the default admin password "admin" is in use. Set ADMIN_PASSWORD before the first start on any machine others can reach.',
    );
  }
  log(`Tessera in front of it: SUPERSET_URL=${baseUrl} npm start`);
  log(`Logs: ${children.map(({ name }) => logFileOf(name)).join(', ')}`);
  log('Ctrl+C (or npm run superset -- --stop) stops it.');
}

main().catch((error) => {
  console.error(`[superset] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
