// Starting and stopping the Superset processes of `npm run superset`. Each runs in its own process
// group with its output in .superset/logs/; their ids are kept in .superset/run/processes.json so
// that `npm run superset -- --stop` (from another terminal) stops exactly those processes.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { supersetEnvironment } from './environment.mjs';
import { paths } from './paths.mjs';

const STOP_GRACE_MS = 20_000;

export function logFileOf(name) {
  return path.join(paths.logsDir, `${name}.log`);
}

/** Starts `command` detached (its own process group), output appended to .superset/logs/<name>.log. */
export function startProcess(name, command, args) {
  mkdirSync(paths.logsDir, { recursive: true });
  const log = openSync(logFileOf(name), 'a');
  const child = spawn(command, args, {
    cwd: paths.home,
    env: supersetEnvironment(),
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return { name, pid: child.pid, child };
}

export function writePidFile(children) {
  mkdirSync(path.dirname(paths.pidFile), { recursive: true });
  const record = { supervisor: process.pid, children: children.map(({ name, pid }) => ({ name, pid })) };
  writeFileSync(paths.pidFile, `${JSON.stringify(record, null, 2)}\n`);
}

export function readPidFile() {
  try {
    return JSON.parse(readFileSync(paths.pidFile, 'utf8'));
  } catch {
    return null;
  }
}

export function removePidFile() {
  rmSync(paths.pidFile, { force: true });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` still runs one of our programs (a recycled id belongs to someone else). */
export function isOurProcess(pid, marker) {
  if (!pid || !isAlive(pid)) return false;
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdlineFile)) return true;
  return readFileSync(cmdlineFile, 'utf8').includes(marker);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM to each process group, SIGKILL to whatever is still there after the grace period. */
export async function stopProcesses(children, log) {
  const running = children.filter(({ pid }) => isOurProcess(pid, paths.venv));
  for (const { name, pid } of running) {
    log(`Stopping ${name} (pid ${pid})…`);
    signalGroup(pid, 'SIGTERM');
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (running.some(({ pid }) => isAlive(pid)) && Date.now() < deadline) await sleep(200);
  for (const { name, pid } of running) {
    if (isAlive(pid)) {
      log(`${name} (pid ${pid}) did not stop in time; killing it.`);
      signalGroup(pid, 'SIGKILL');
    }
  }
}

/** The last lines of a process's log, to explain why it stopped. */
export function logTail(name, lines = 30) {
  try {
    return readFileSync(logFileOf(name), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
