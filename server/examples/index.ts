/**
 * The example database: `${dataDir}/examples.duckdb`, generated deterministically on first start
 * (no downloads). The file is written under a temporary name and renamed into place, so an
 * interrupted first start never leaves half a file; a sidecar `examples.duckdb.version` records
 * the generator version, and a file from an older generator is generated again.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { generateExampleDatabase } from './generate';
import { AIRPORT_COUNT, BIRTH_NAMES_ROWS, DAILY_METRICS_ROWS, FLIGHT_COUNT, UNICODE_TEST_ROWS } from './mainTables';
import { CUSTOMER_COUNT, ORDER_COUNT, PRODUCT_COUNT } from './salesTables';

/** Bump whenever the generated data changes: existing files are then generated again. */
export const EXAMPLES_GENERATOR_VERSION = 1;
export const EXAMPLES_FILE_NAME = 'examples.duckdb';
export const EXAMPLES_VERSION_FILE_NAME = 'examples.duckdb.version';

/** Every table the example database promises, with its exact row count. */
export const EXAMPLE_TABLES: ReadonlyArray<{ schema: string; table: string; rows: number }> = [
  { schema: 'main', table: 'airports', rows: AIRPORT_COUNT },
  { schema: 'main', table: 'birth_names', rows: BIRTH_NAMES_ROWS },
  { schema: 'main', table: 'daily_metrics', rows: DAILY_METRICS_ROWS },
  { schema: 'main', table: 'flights', rows: FLIGHT_COUNT },
  { schema: 'main', table: 'unicode_test', rows: UNICODE_TEST_ROWS },
  { schema: 'sales', table: 'customers', rows: CUSTOMER_COUNT },
  { schema: 'sales', table: 'orders', rows: ORDER_COUNT },
  { schema: 'sales', table: 'products', rows: PRODUCT_COUNT },
];

/** Views in the example database (not counted in EXAMPLE_TABLES). */
export const EXAMPLE_VIEWS: ReadonlyArray<{ schema: string; view: string }> = [
  { schema: 'sales', view: 'monthly_revenue' },
];

const TEMP_PREFIX = `.${EXAMPLES_FILE_NAME}.`;
/** Temporary files older than this are leftovers of an interrupted generation. */
const STALE_TEMP_MS = 60 * 60 * 1000;

async function recordedVersion(dataDir: string): Promise<number | null> {
  try {
    const text = await readFile(path.join(dataDir, EXAMPLES_VERSION_FILE_NAME), 'utf8');
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'number') {
      return parsed.version;
    }
    return null;
  } catch {
    return null;
  }
}

async function writeFileAtomically(file: string, content: string): Promise<void> {
  const temp = `${path.join(path.dirname(file), TEMP_PREFIX)}${randomUUID()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

async function removeStaleTemporaryFiles(dataDir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(dataDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
  }
}

/**
 * Makes sure `${dataDir}/examples.duckdb` exists and comes from the current generator.
 * Call it before any engine opens the file. A no-op (two small file reads) when it is up to date.
 */
export async function ensureExampleData(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<{ file: string; generated: boolean }> {
  const file = path.join(dataDir, EXAMPLES_FILE_NAME);
  if (existsSync(file) && (await recordedVersion(dataDir)) === EXAMPLES_GENERATOR_VERSION) {
    return { file, generated: false };
  }
  await mkdir(dataDir, { recursive: true });
  await removeStaleTemporaryFiles(dataDir);
  const temp = path.join(dataDir, `${TEMP_PREFIX}${process.pid}.${randomUUID()}.tmp`);
  const started = performance.now();
  log(`Generating the example database in ${file} …`);
  try {
    await generateExampleDatabase(temp, log);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
    await rm(`${temp}.wal`, { force: true });
  }
  await writeFileAtomically(
    path.join(dataDir, EXAMPLES_VERSION_FILE_NAME),
    `${JSON.stringify({ version: EXAMPLES_GENERATOR_VERSION, generatedAt: new Date().toISOString() })}\n`,
  );
  log(`Example database ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { file, generated: true };
}
