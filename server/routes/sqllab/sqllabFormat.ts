/** POST /api/v1/sqllab/format_sql/ — SQL pretty-printed with sql-formatter in the database's dialect. */
import { format, type SqlLanguage } from 'sql-formatter';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../errors';
import type { FormatBody } from './sqllabSchemas';

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

export async function formatRequest(app: FastifyInstance, body: FormatBody): Promise<string> {
  let dialect = body.engine ?? null;
  if (body.database_id !== undefined && body.database_id !== null) {
    const engine = app.engines.get(body.database_id);
    if (!engine || !(await app.store.databases.findById(body.database_id))) throw notFound();
    dialect = engine.sqlDialect;
  }
  try {
    return formatSql(body.sql, dialect);
  } catch (error) {
    throw new HttpError(400, {
      sql: [error instanceof Error ? error.message.split('\n')[0] : 'The SQL could not be formatted.'],
    });
  }
}
