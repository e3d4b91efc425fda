/**
 * The checks Superset's ImportModelsCommand.validate makes before anything is written, all reported
 * together so that one reply asks for every missing password and every overwrite confirmation:
 * a database unknown here whose URI has a masked password needs the real one (ImportV1DatabaseSchema
 * .validate_password), and without `overwrite` no object of the imported kind may exist yet.
 */
import type { SqlExecutor } from '../../store/database';
import { databaseIdByName, idByUuid } from '../../store/importWrites';
import { PASSWORD_MASK, uriPassword } from './databaseUri';
import { dashboardIdBySlug } from './importQueries';
import type { FileProblems, ParsedBundle } from './parseBundle';

export type ImportKind = 'dashboards' | 'charts' | 'datasets' | 'databases';

const MODEL_NAME: Record<ImportKind, string> = {
  dashboards: 'Dashboard',
  charts: 'Chart',
  datasets: 'Dataset',
  databases: 'Database',
};

const TABLE: Record<ImportKind, 'dashboards' | 'slices' | 'tables' | 'databases'> = {
  dashboards: 'dashboards',
  charts: 'slices',
  datasets: 'tables',
  databases: 'databases',
};

const PASSWORD_NEEDED = 'Must provide a password for the database';

export function alreadyExists(kind: ImportKind): string {
  return `${MODEL_NAME[kind]} already exists and \`overwrite=true\` was not passed`;
}

/** The database documents that need a password: unknown here by uuid, masked password, none given. */
export async function passwordProblems(tx: SqlExecutor, bundle: ParsedBundle): Promise<FileProblems> {
  const problems: FileProblems = {};
  for (const [path, config] of bundle.databases) {
    if ((await idByUuid(tx, 'databases', String(config.uuid))) !== null) continue;
    const password = config.password ?? null;
    if (password === null && uriPassword(String(config.sqlalchemy_uri)) === PASSWORD_MASK)
      problems[path] = { _schema: [PASSWORD_NEEDED] };
  }
  return problems;
}

/**
 * Whether an object of the imported kind already holds this document's place: its uuid; for a
 * dashboard also its slug (Superset matches dashboards on it too); for a database also its name
 * (this server matches databases by name).
 */
async function exists(tx: SqlExecutor, kind: ImportKind, config: Record<string, unknown>): Promise<boolean> {
  if ((await idByUuid(tx, TABLE[kind], String(config.uuid))) !== null) return true;
  if (kind === 'dashboards' && typeof config.slug === 'string' && config.slug !== '')
    return (await dashboardIdBySlug(tx, config.slug)) !== null;
  if (kind === 'databases') return (await databaseIdByName(tx, String(config.database_name))) !== null;
  return false;
}

/** Without `overwrite`: the documents of the imported kind whose object already exists. */
export async function overwriteProblems(
  tx: SqlExecutor,
  bundle: ParsedBundle,
  kind: ImportKind,
): Promise<FileProblems> {
  const problems: FileProblems = {};
  for (const [path, config] of bundle[kind]) if (await exists(tx, kind, config)) problems[path] = alreadyExists(kind);
  return problems;
}
