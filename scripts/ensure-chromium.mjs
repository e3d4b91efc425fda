// Finds Debian's Chromium for the Playwright journeys; on a fresh Debian machine, as root, installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The machine as ensureChromium sees it (tests pass their own). */
export function systemHost() {
  return {
    env: process.env,
    exists: (file) => existsSync(file),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: ['/usr/bin/apt-get', '/bin/apt-get'].some((file) => existsSync(file)),
    run: (command, args, env) => spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status ?? 1,
    log: (line) => console.log(line),
  };
}

/**
 * `{ path }` of the Chromium to use: CHROMIUM_PATH when set, else /usr/bin/chromium, which is
 * installed first (apt-get update, apt-get install chromium) when missing and the user is root on a
 * machine with apt-get. `{ error }` says what to run when that cannot be done here.
 */
export function ensureChromium(host = systemHost()) {
  const configured = host.env.CHROMIUM_PATH;
  if (configured) {
    if (host.exists(configured)) return { path: configured };
    return {
      error: `CHROMIUM_PATH is ${configured}, which does not exist: point it to a Chromium binary, or unset it to use Debian's ${DEFAULT_CHROMIUM_PATH}.`,
    };
  }
  if (host.exists(DEFAULT_CHROMIUM_PATH)) return { path: DEFAULT_CHROMIUM_PATH };
  if (!host.hasAptGet) {
    return {
      error: `Chromium was not found at ${DEFAULT_CHROMIUM_PATH} and this machine has no apt-get: install Chromium and set CHROMIUM_PATH to its binary.`,
    };
  }
  if (!host.isRoot) {
    return {
      error: `Chromium was not found at ${DEFAULT_CHROMIUM_PATH}. Install Debian's package, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    };
  }
  host.log(
    `Chromium was not found at ${DEFAULT_CHROMIUM_PATH}: installing Debian's chromium package (apt-get, about a minute)…`,
  );
  const env = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    host.run('apt-get', ['update', '-qq'], env) === 0 &&
    host.run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0 &&
    host.exists(DEFAULT_CHROMIUM_PATH);
  if (!installed) {
    return {
      error: `Installing Chromium failed. Run it yourself, then the tests again:\n  apt-get update && apt-get install -y chromium`,
    };
  }
  return { path: DEFAULT_CHROMIUM_PATH };
}
