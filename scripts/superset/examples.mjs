// The examples database for Superset: the embedded server's generator writes it into the state
// folder's generated/, and Superset gets its own copy in its data/ (CTAS tables land there, never in
// the embedded server's file). The copy is refreshed only when the generator made a new file. It
// lives beside the metadata database's other state, since that database records its path.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { paths, repoRoot } from './paths.mjs';

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function ensureExamplesCopy(log) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', paths.generateExamples, paths.generatedExamplesDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Generating the example database failed; see the output above.');
  const { file } = JSON.parse(result.stdout.trim().split('\n').pop());
  const generatedVersion = readText(`${file}.version`);

  if (existsSync(paths.examplesFile) && readText(paths.examplesVersionFile) === generatedVersion)
    return paths.examplesFile;

  mkdirSync(paths.dataDir, { recursive: true });
  log(`Copying the example database to ${paths.examplesFile}…`);
  const temp = path.join(paths.dataDir, `.examples.duckdb.${process.pid}.tmp`);
  copyFileSync(file, temp);
  // A write-ahead log left by the old copy would be replayed onto the new file.
  rmSync(`${paths.examplesFile}.wal`, { force: true });
  renameSync(temp, paths.examplesFile);
  copyFileSync(`${file}.version`, paths.examplesVersionFile);
  return paths.examplesFile;
}
