/**
 * The schema a tab starts on once its database's schemas are known and it has none: the only
 * schema when there is just one (as Superset's picker does), else the schema the database's engine
 * puts new objects in by default when the list has it — DuckDB's and SQLite's `main`, PostgreSQL's
 * and Redshift's `public`, SQL Server's `dbo` — so the left bar lists tables at once.
 */

const ENGINE_DEFAULT_SCHEMAS: Readonly<Record<string, string>> = {
  duckdb: 'main',
  motherduck: 'main',
  sqlite: 'main',
  postgresql: 'public',
  redshift: 'public',
  mssql: 'dbo',
};

export function preselectedSchema(schemas: readonly string[], backend: string | undefined): string | null {
  if (schemas.length === 1) return schemas[0];
  const engineDefault = backend ? ENGINE_DEFAULT_SCHEMAS[backend] : undefined;
  return engineDefault !== undefined && schemas.includes(engineDefault) ? engineDefault : null;
}
