/** SQL pretty-printed with sql-formatter in a database's dialect, template expressions kept as they are. */
import { format, type SqlLanguage } from 'sql-formatter';

/** Superset engine/backend names → sql-formatter dialects; anything else is formatted as standard SQL. */
const DIALECTS: Record<string, SqlLanguage> = {
  duckdb: 'duckdb',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  sqlite: 'sqlite',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
  trino: 'trino',
  presto: 'trino',
  hive: 'hive',
  spark: 'spark',
  databricks: 'spark',
  db2: 'db2',
  oracle: 'plsql',
  mssql: 'transactsql',
  clickhouse: 'sql',
};

/** Jinja expressions, statements and comments are kept as they are. */
const TEMPLATE_PARAMS = [
  { regex: String.raw`\{\{[\s\S]*?\}\}` },
  { regex: String.raw`\{%[\s\S]*?%\}` },
  { regex: String.raw`\{#[\s\S]*?#\}` },
];

export function formatSql(sql: string, dialect: string | null | undefined): string {
  const language = (dialect && DIALECTS[dialect.toLowerCase()]) || 'sql';
  return format(sql, { language, keywordCase: 'upper', paramTypes: { custom: TEMPLATE_PARAMS } });
}
