/** POST /api/v1/sqllab/format_sql/ — SQL pretty-printed with sql-formatter in the database's dialect. */
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../errors';
import { formatSql } from '../../services/sqllab/sqlFormatting';
import type { FormatBody } from './sqllabSchemas';

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
