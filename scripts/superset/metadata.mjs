// Superset's metadata database on the local PostgreSQL: created if missing, migrated, with an admin
// user and Superset's roles. Every step is idempotent (`db upgrade` at the head does nothing,
// `create-admin` leaves an existing admin alone, `init` re-syncs roles), so a clean clone on a
// machine whose database already exists just runs them again. A marker per database URI in the
// machine's state folder (Superset version + URI + migration head) lets later starts skip them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { supersetEnvironment } from './environment.mjs';
import { metadataMarkerOf, paths } from './paths.mjs';

export const SUPERSET_VERSION = '6.1.0';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runSuperset(args, what) {
  const result = spawnSync(paths.superset, args, { env: supersetEnvironment(), encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error || result.status !== 0) {
    throw new Error(`${what} failed (exit code ${result.status ?? result.error?.message}):\n${output.slice(-4000)}`);
  }
  return output;
}

function inspectDatabase(uri) {
  const result = spawnSync(paths.python, [paths.databaseHelper, uri], { env: supersetEnvironment(), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `Could not reach or create the metadata database (${uri}). Is PostgreSQL running? ` +
        `Set SUPERSET_METADATA_DB_URI to another one.\n${result.stderr.trim()}`,
    );
  }
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** Creates, migrates and initialises the metadata database unless the marker says it is current. */
export function ensureMetadata({ metadataUri, adminPassword, log }) {
  const state = inspectDatabase(metadataUri);
  const markerFile = metadataMarkerOf(metadataUri);
  // The marker an older layout kept in the checkout counts when it names the same database.
  const marker = readJson(markerFile) ?? readJson(paths.legacy.metadataMarker);
  if (
    !state.created &&
    marker &&
    marker.superset === SUPERSET_VERSION &&
    marker.uri === metadataUri &&
    state.alembic_version !== null &&
    marker.alembicVersion === state.alembic_version
  ) {
    writeMarker(markerFile, marker);
    return false;
  }

  if (state.created) log(`Created the PostgreSQL database for Superset's metadata (${metadataUri}).`);
  log('Migrating the metadata database (superset db upgrade)…');
  runSuperset(['db', 'upgrade'], 'superset db upgrade');
  log('Creating the admin user (superset fab create-admin)…');
  const created = runSuperset(
    [
      'fab',
      'create-admin',
      '--username',
      'admin',
      '--firstname',
      'Superset',
      '--lastname',
      'Admin',
      '--email',
      'admin@localhost',
      '--password',
      adminPassword,
    ],
    'superset fab create-admin',
  );
  if (/already exists/i.test(created)) log('The admin user already exists; its password is unchanged.');
  log('Setting up roles and permissions (superset init)…');
  runSuperset(['init'], 'superset init');

  const after = inspectDatabase(metadataUri);
  writeMarker(markerFile, { superset: SUPERSET_VERSION, uri: metadataUri, alembicVersion: after.alembic_version });
  return true;
}

function writeMarker(file, marker) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(marker, null, 2)}\n`);
}
