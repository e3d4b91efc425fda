// Where `npm run superset` keeps everything it installs and runs: one ignored folder, .superset/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const scriptsDir = path.join(repoRoot, 'scripts', 'superset');
export const home = path.resolve(process.env.TESSERA_SUPERSET_HOME ?? path.join(repoRoot, '.superset'));

export const paths = {
  home,
  venv: path.join(home, 'venv'),
  python: path.join(home, 'venv', 'bin', 'python'),
  superset: path.join(home, 'venv', 'bin', 'superset'),
  gunicorn: path.join(home, 'venv', 'bin', 'gunicorn'),
  celery: path.join(home, 'venv', 'bin', 'celery'),
  installMarker: path.join(home, 'installed.json'),
  metadataMarker: path.join(home, 'metadata.json'),
  configFile: path.join(home, 'superset_config.py'),
  settingsFile: path.join(home, 'settings.json'),
  secretKeyFile: path.join(home, 'secret_key'),
  asyncJwtSecretFile: path.join(home, 'async_queries_jwt_secret'),
  generatedExamplesDir: path.join(home, 'generated'),
  dataDir: path.join(home, 'data'),
  examplesFile: path.join(home, 'data', 'examples.duckdb'),
  examplesVersionFile: path.join(home, 'data', 'examples.duckdb.version'),
  logsDir: path.join(home, 'logs'),
  celeryBeatSchedule: path.join(home, 'run', 'celerybeat-schedule'),
  pidFile: path.join(home, 'run', 'processes.json'),
  requirements: path.join(scriptsDir, 'requirements.txt'),
  constraints: path.join(scriptsDir, 'constraints.txt'),
  configTemplate: path.join(scriptsDir, 'superset_config.py'),
  databaseHelper: path.join(scriptsDir, 'metadata_database.py'),
  generateExamples: path.join(scriptsDir, 'generateExamples.ts'),
  featureFlags: path.join(scriptsDir, 'featureFlags.ts'),
};
