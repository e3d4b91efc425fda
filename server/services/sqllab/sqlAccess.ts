/**
 * Superset's raise_for_access for SQL (SQL Lab runs, cost estimates, results, exports, virtual
 * datasets): database-level access passes; otherwise every table the SQL reads must be reachable
 * through schema_access or a physical dataset's datasource_access (or ownership). SQL that names no
 * table passes, as in Superset (nothing is denied). The tables come from DuckDB's own parser (see
 * server/query/tableReferences.ts); SQL that could read data without naming a table needs
 * database-level access.
 *
 * A name is checked as DuckDB resolves it: without a schema it is in the run's schema, a catalog
 * other than the database's own is outside the database, and a table must exist where it is
 * looked for (DuckDB would otherwise look in its temporary and system catalogs).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { QueryEngine } from '../../engines/types';
import { supersetError, type SupersetError } from '../../errors';
import { splitStatements } from '../../query/sqlStatements';
import { analyzeTableReferences, type DatabaseLevelReason, type TableReference } from '../../query/tableReferences';
import type { DatabaseRecord } from '../../store';
import type { DatasetSummary } from '../../store/datasets';
import type { QueryRecord } from '../../store/queries';
import { canReachTable, datasetsOfDatabase, DEFAULT_SCHEMA } from '../database/databaseAccess';
import { PERMISSION_INSTRUCTIONS_LINK } from '../dataset/datasetAccess';
import { canAccessDatabase } from './sqllabAccess';

interface SqlAccessRequest {
  database: DatabaseRecord;
  engine: QueryEngine;
  /** The SQL as it would run (templates rendered). */
  sql: string;
  /** The schema names without one resolve in; the database's default when null. */
  schema: string | null;
}

const catalogs = new WeakMap<QueryEngine, Promise<string>>();

/** The name DuckDB gives the database's own catalog (e.g. `examples`), looked up once per engine. */
function catalogOf(engine: QueryEngine): Promise<string> {
  let found = catalogs.get(engine);
  if (!found) {
    found = engine.run('SELECT current_database() AS name').then((result) => String(result.rows[0]?.name ?? ''));
    found.catch(() => catalogs.delete(engine));
    catalogs.set(engine, found);
  }
  return found;
}

/** Functions and macros created in the database: they may shadow built-ins and read any table. */
async function databaseFunctions(engine: QueryEngine): Promise<Set<string>> {
  const result = await engine.run(
    'SELECT DISTINCT lower(function_name) AS name FROM duckdb_functions() WHERE NOT internal',
  );
  return new Set(result.rows.map((row) => String(row.name)));
}

/** Python's urllib.parse.quote(part, safe="") with "." as %2E, as Superset's Table.__str__ writes names. */
function quotePart(part: string): string {
  return encodeURIComponent(part)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/\./g, '%2E');
}

/** Superset's Table string: catalog (when given), schema and table, dot-separated. */
export function tableLabel(catalog: string | null, schema: string, table: string): string {
  return [catalog, schema, table]
    .filter((part): part is string => Boolean(part))
    .map(quotePart)
    .join('.');
}

/** Superset's get_table_access_error_object (its message keeps the line break and indent). */
export function tableAccessError(tables: readonly string[]): SupersetError {
  const quoted = tables.map((table) => `\`${table}\``).join(', ');
  return supersetError(
    `You need access to the following tables: ${quoted},\n            \`all_database_access\` or \`all_datasource_access\` permission`,
    'TABLE_SECURITY_ACCESS_ERROR',
    'warning',
    { link: PERMISSION_INSTRUCTIONS_LINK, tables: [...tables] },
  );
}

function reasonText(reason: DatabaseLevelReason): string {
  switch (reason.kind) {
    case 'table_function':
      return `it calls the table function ${reason.name}(), which can read tables it does not name`;
    case 'function':
      return `it calls ${reason.name}(), a function defined in the database or reading session state`;
    case 'metadata_listing':
      return 'it lists what the database holds';
    case 'statement':
      return `a ${reason.keyword || 'non-query'} statement is not a query whose tables can be checked`;
    case 'syntax':
      return `DuckDB could not parse it (${reason.message})`;
    case 'unknown_table_ref':
      return `it reads from a ${reason.type} whose tables cannot be checked`;
  }
}

/** The refusal of SQL that only database-level access may run. */
function databaseLevelAccessError(database: DatabaseRecord, reason: DatabaseLevelReason): SupersetError {
  return supersetError(
    `This query needs access to the whole database ${database.database_name} (${reasonText(reason)}): ` +
      `the database, \`all_database_access\` or \`all_datasource_access\` permission`,
    'DATABASE_SECURITY_ACCESS_ERROR',
    'warning',
    { link: PERMISSION_INSTRUCTIONS_LINK, database: database.database_name },
  );
}

/** Looks tables up in the engine, schema by schema, matching names as DuckDB does (any letter case). */
class TableDirectory {
  private schemas: Promise<string[]> | null = null;
  private readonly tables = new Map<string, Promise<Set<string>>>();

  constructor(private readonly engine: QueryEngine) {}

  /** The schema's own spelling, or null when the database has no such schema. */
  async schemaNamed(name: string): Promise<string | null> {
    this.schemas ??= this.engine.listSchemas().catch(() => []);
    return (await this.schemas).find((schema) => schema.toLowerCase() === name.toLowerCase()) ?? null;
  }

  async hasTable(schema: string, table: string): Promise<boolean> {
    let names = this.tables.get(schema);
    if (!names) {
      names = this.engine
        .listTables(schema)
        .then((items) => new Set(items.map((item) => item.value.toLowerCase())))
        .catch(() => new Set<string>());
      this.tables.set(schema, names);
    }
    return (await names).has(table.toLowerCase());
  }
}

interface ResolvedTable {
  label: string;
  reachable: boolean;
}

async function resolveTable(
  user: AuthenticatedUser,
  request: SqlAccessRequest,
  reference: TableReference,
  context: { catalog: string; directory: TableDirectory; datasets: readonly DatasetSummary[] },
): Promise<ResolvedTable> {
  const schemaAsWritten = reference.schema ?? request.schema ?? DEFAULT_SCHEMA;
  const inDatabase = !reference.catalog || reference.catalog.toLowerCase() === context.catalog.toLowerCase();
  const label = tableLabel(reference.catalog, schemaAsWritten, reference.table);
  if (!inDatabase) return { label, reachable: false };
  const schema = await context.directory.schemaNamed(schemaAsWritten);
  if (!schema || !(await context.directory.hasTable(schema, reference.table))) return { label, reachable: false };
  return { label, reachable: canReachTable(user, request.database, schema, reference.table, context.datasets) };
}

/** Null when the user may run the SQL, else the error to refuse it with. */
export async function sqlAccessError(
  app: FastifyInstance,
  user: AuthenticatedUser,
  request: SqlAccessRequest,
): Promise<SupersetError | null> {
  const { database, engine } = request;
  if (canAccessDatabase(user, database)) return null;
  const analysis = await analyzeTableReferences(request.sql, await databaseFunctions(engine));
  if (analysis.databaseLevel) return databaseLevelAccessError(database, analysis.databaseLevel);
  if (analysis.tables.length === 0) return null;

  const context = {
    catalog: await catalogOf(engine),
    directory: new TableDirectory(engine),
    datasets: await datasetsOfDatabase(app, database.id),
  };
  const denied: string[] = [];
  for (const reference of analysis.tables) {
    const { label, reachable } = await resolveTable(user, request, reference, context);
    if (!reachable && !denied.includes(label)) denied.push(label);
  }
  return denied.length > 0 ? tableAccessError(denied) : null;
}

/** The `CREATE TABLE|VIEW "…" AS` line SQL Lab's CTAS planner puts before the user's last statement. */
const CTAS_WRAPPER = /^CREATE (?:TABLE|VIEW) (?:"(?:[^"]|"")*"\.)?"(?:[^"]|"")*" AS\n/;

/** The user's statements of a run as executed: a CTAS run without the planner's wrapper. */
function runStatements(query: QueryRecord): string {
  const executed = query.executed_sql ?? query.sql;
  if (!query.select_as_cta_used) return executed;
  const statements = splitStatements(executed);
  const last = statements.length - 1;
  return statements
    .map((statement, index) => (index === last ? statement.replace(CTAS_WRAPPER, '') : statement))
    .join(';\n');
}

/**
 * Superset's Query.raise_for_access, for fetching or exporting a run's results: the run's SQL is
 * checked again (grants may have been taken away since it ran).
 */
export async function canReadRunResults(
  app: FastifyInstance,
  user: AuthenticatedUser,
  query: QueryRecord,
): Promise<boolean> {
  const database = await app.store.databases.findById(query.database_id);
  const engine = app.engines.get(query.database_id);
  if (!database || !engine) return false;
  return (
    (await sqlAccessError(app, user, { database, engine, sql: runStatements(query), schema: query.schema })) === null
  );
}
