// `npm test`'s pretest: stops early, with the command to run, when npm is older than package.json's engines.npm.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The major version in a range such as ">=11" or "^11.2.0"; null without one. */
export function requiredMajor(range) {
  const match = /(\d+)/.exec(range ?? '');
  return match ? Number(match[1]) : null;
}

/** The npm version in npm's user agent ("npm/11.19.1 node/v20.20.2 …"); null without one. */
export function npmVersionFromUserAgent(userAgent) {
  const match = /\bnpm\/(\d+\.\d+\.\d+)/.exec(userAgent ?? '');
  return match ? match[1] : null;
}

/** The message for an npm too old for the project, or null when it is new enough. */
export function npmTooOld(npmVersion, range) {
  const needed = requiredMajor(range);
  if (needed === null) return null;
  const major = Number(npmVersion.split('.')[0]);
  if (major >= needed) return null;
  return `npm ${npmVersion} is older than this project needs (npm ${needed}, which wrote package-lock.json). Upgrade it, then run the command again:\n  npm install -g npm@${needed}`;
}

function runningNpmVersion() {
  return (
    npmVersionFromUserAgent(process.env.npm_config_user_agent) ??
    execFileSync('npm', ['-v'], { encoding: 'utf8' }).trim()
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const problem = npmTooOld(runningNpmVersion(), manifest.engines?.npm);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
