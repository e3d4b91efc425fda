/**
 * The attacks of the battery, as whole scripts (SQL Lab, estimate, CTAS, virtual datasets) and as
 * custom SQL fragments (metrics, columns, WHERE/HAVING, filters). Each one tries to read or write a
 * file, reach another database, load an extension, unlock a setting, or hide such a statement from
 * the server's own reading of the SQL.
 */
import type { BatteryPaths } from './sqlBatteryApp';

export interface Attack {
  name: string;
  /** The attack's SQL for the app's paths (known only once the app runs). */
  sql(paths: BatteryPaths): string;
}

/** `$$…$$` strings: a hidden statement then holds no quote that a lexer could pair up wrongly. */
const dollar = (text: string): string => `$$${text}$$`;

const readSecret = (p: BatteryPaths): string => `SELECT content FROM read_text(${dollar(p.secretKeyFile)})`;

export const SCRIPT_ATTACKS: readonly Attack[] = [
  { name: 'read_csv outside the data folder', sql: (p) => `SELECT * FROM read_csv('${p.outsideCsv}')` },
  { name: 'read_csv of /etc/passwd', sql: () => "SELECT * FROM read_csv('/etc/passwd', header = false, sep = ':')" },
  { name: 'read_csv_auto inside the data folder', sql: (p) => `SELECT * FROM read_csv_auto('${p.insideCsv}')` },
  { name: 'read_text of the secret key', sql: (p) => `SELECT content FROM read_text('${p.secretKeyFile}')` },
  { name: 'read_blob', sql: (p) => `SELECT content FROM read_blob('${p.insideCsv}')` },
  { name: 'read_json', sql: (p) => `SELECT * FROM read_json('${p.outsideJson}')` },
  { name: 'read_parquet', sql: (p) => `SELECT * FROM read_parquet('${p.insideCsv}')` },
  { name: 'glob of the data folder', sql: (p) => `SELECT * FROM glob('${p.dataDir}/*')` },
  { name: 'sniff_csv', sql: (p) => `SELECT * FROM sniff_csv('${p.outsideCsv}')` },
  { name: 'a file path as a table', sql: (p) => `SELECT * FROM '${p.insideCsv}'` },
  { name: 'a quoted file path as a table', sql: (p) => `SELECT * FROM "${p.outsideCsv}"` },
  { name: 'stored SQL Lab results', sql: (p) => `SELECT content FROM read_text('${p.dataDir}/results/*')` },
  {
    name: 'ATTACH of the metadata file',
    sql: (p) => `ATTACH '${p.metadataFile}' AS meta (READ_ONLY); SELECT * FROM meta.ab_user`,
  },
  { name: "ATTACH ':memory:'", sql: () => "ATTACH ':memory:' AS scratch" },
  { name: 'DETACH', sql: () => 'DETACH examples' },
  { name: 'COPY … TO a file in the data folder', sql: (p) => `COPY (SELECT 1 AS x) TO '${p.pwnedFile}'` },
  { name: 'COPY … TO a file outside', sql: (p) => `COPY (SELECT 1 AS x) TO '${p.pwnedOutside}' (FORMAT csv)` },
  { name: 'EXPORT DATABASE', sql: (p) => `EXPORT DATABASE '${p.pwnedDir}'` },
  { name: 'IMPORT DATABASE', sql: (p) => `IMPORT DATABASE '${p.outsideDir}'` },
  { name: 'INSTALL', sql: () => 'INSTALL httpfs' },
  { name: 'LOAD of an extension that is not built in', sql: () => 'LOAD httpfs' },
  { name: 'LOAD of a built-in extension', sql: () => 'LOAD json' },
  { name: 'SET enable_external_access', sql: (p) => `SET enable_external_access = true; ${readSecret(p)}` },
  { name: 'SET GLOBAL enable_external_access', sql: () => 'SET GLOBAL enable_external_access = true' },
  { name: 'RESET enable_external_access', sql: (p) => `RESET enable_external_access; ${readSecret(p)}` },
  { name: 'PRAGMA enable_external_access', sql: () => 'PRAGMA enable_external_access = true' },
  { name: 'SET lock_configuration', sql: () => 'SET lock_configuration = false' },
  { name: 'SET allowed_directories', sql: () => "SET allowed_directories = ['/']" },
  { name: 'SET allowed_paths', sql: (p) => `SET allowed_paths = ['${p.secretKeyFile}']` },
  { name: 'a second statement after ;', sql: (p) => `SELECT 1; ${readSecret(p)}` },
  { name: 'a statement after a block comment holding ;', sql: (p) => `SELECT 1 /* ; */; ${readSecret(p)}` },
  { name: 'a statement after a -- comment', sql: (p) => `SELECT 1 -- ; a comment\n; ${readSecret(p)}` },
  {
    name: 'a statement after a -- comment ended by a carriage return',
    sql: (p) => `SELECT 1 -- c\r; ${readSecret(p)}`,
  },
  {
    name: 'ATTACH after a -- comment ended by a carriage return',
    sql: () => "SELECT 1 -- c\r; ATTACH ':memory:' AS hidden_cr",
  },
  {
    name: 'a statement inside nested block comments',
    sql: (p) => `SELECT 1 /* /* */ ' */; ${readSecret(p)}; SELECT '1'`,
  },
  { name: "a statement behind an E'…' string", sql: (p) => `SELECT E'\\''; ${readSecret(p)}; SELECT '1'` },
  { name: 'a statement behind a $ in a name', sql: (p) => `SELECT 1 AS a$x$; ${readSecret(p)}; SELECT 1 AS b$x$` },
  {
    name: 'a statement after nested quotes',
    sql: (p) => `SELECT 'it''s; "q"' AS a, "x;""y" FROM (SELECT 1 AS "x;""y"); ${readSecret(p)}`,
  },
  { name: 'DML behind a carriage return', sql: () => 'SELECT 1 -- c\r; DROP TABLE sales.products' },
  {
    name: 'logging to a file (breaks the instance)',
    sql: (p) => `SELECT * FROM enable_logging(storage = 'file', storage_path = '${p.pwnedDir}')`,
  },
  { name: 'CALL enable_logging', sql: (p) => `CALL enable_logging(storage = 'file', storage_path = '${p.pwnedDir}')` },
  {
    name: 'logging through query()',
    sql: (p) =>
      `SELECT * FROM query('SELECT * FROM enable_' || 'logging(storage = ''file'', storage_path = ''${p.pwnedDir}'')')`,
  },
  {
    name: 'profiling to a file',
    sql: (p) => `SELECT * FROM "ENABLE_PROFILING"(format = 'json', save_location = '${p.pwnedFile}.json')`,
  },
  { name: 'EXPLAIN ANALYZE of a PRAGMA', sql: () => 'EXPLAIN ANALYZE PRAGMA disable_checkpoint_on_shutdown' },
  { name: 'CHECKPOINT through a table function', sql: () => 'SELECT * FROM force_checkpoint()' },
];

/** The statements a fragment tries to reach, one per kind of harm. */
const FRAGMENT_TARGETS: readonly Attack[] = [
  { name: 'read_text of the secret key', sql: readSecret },
  { name: 'read_csv outside', sql: (p) => `SELECT * FROM read_csv(${dollar(p.outsideCsv)})` },
  { name: 'glob', sql: (p) => `SELECT * FROM glob(${dollar(`${p.dataDir}/*`)})` },
  { name: 'a file as a table', sql: (p) => `SELECT * FROM ${dollar(p.insideCsv)}` },
  { name: 'ATTACH of the metadata file', sql: (p) => `ATTACH ${dollar(p.metadataFile)} AS meta` },
  { name: "ATTACH ':memory:'", sql: () => `ATTACH ${dollar(':memory:')} AS scratch` },
  { name: 'COPY TO', sql: (p) => `COPY (SELECT 1) TO ${dollar(p.pwnedFile)}` },
  { name: 'SET enable_external_access', sql: () => 'SET enable_external_access = true' },
  { name: 'INSTALL', sql: () => 'INSTALL httpfs' },
  {
    name: 'logging to a file',
    sql: (p) => `SELECT * FROM enable_logging(storage = ${dollar('file')}, storage_path = ${dollar(p.pwnedDir)})`,
  },
];

/**
 * Each target as a fragment: a sub-query, a statement after the expression's end, and the same
 * hidden behind a comment that a carriage return ends (as DuckDB reads it) or behind nested comments.
 */
export const FRAGMENT_ATTACKS: readonly Attack[] = FRAGMENT_TARGETS.flatMap((target): Attack[] => [
  { name: `${target.name} as a sub-query`, sql: (p) => `(${target.sql(p)})` },
  { name: `${target.name} after the expression`, sql: (p) => `1) ; ${target.sql(p)}; SELECT (1` },
  { name: `${target.name} behind a carriage-return comment`, sql: (p) => `1 --\r) ; ${target.sql(p)}; SELECT (1` },
  { name: `${target.name} behind nested comments`, sql: (p) => `1 /* /* */ ' */ ) ; ${target.sql(p)}; SELECT ( '1'` },
]);
