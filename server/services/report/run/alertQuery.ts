/**
 * Runs an alert's SQL on its database, as Superset's AlertCommand: templated as its executor, read
 * to two rows at most (ALERT_SQL_LIMIT: enough to tell "more than one row"), and failing with
 * Superset's generic message, the database's own text going to the server log only (it could
 * reveal more than the alert's recipients should see).
 */
import type { FastifyInstance } from 'fastify';
import { EngineInterruptedError, EngineTimeoutError, type QueryResult } from '../../../engines/types';
import { SupersetErrorsException } from '../../../errors';
import { renderSqlTemplate } from '../../../query/sqlTemplate';
import { isWritingOrSessionStatement, splitStatements } from '../../../query/sqlStatements';
import type { ReportRecord } from '../../../store/reports';
import { reportExecutor } from '../content/reportExecutor';
import { AlertEvaluationError } from './alertValidator';
import { ALERT_QUERY_ERROR_MESSAGE, ALERT_QUERY_TIMEOUT_MESSAGE } from './messages';

/** Superset's ALERT_SQL_LIMIT. */
const ALERT_SQL_LIMIT = 2;

interface AlertQueryOptions {
  signal: AbortSignal;
  timeoutMs: number;
}

async function renderedSql(app: FastifyInstance, report: ReportRecord, sql: string): Promise<string> {
  if (!app.config.featureFlags.ENABLE_TEMPLATE_PROCESSING) return sql;
  const { user } = await reportExecutor(app, report);
  try {
    return renderSqlTemplate(sql, {}, { id: user.id, username: user.username, email: user.email });
  } catch (error) {
    if (error instanceof SupersetErrorsException) throw new AlertEvaluationError(error.message);
    throw error;
  }
}

/** The alert query's result; AlertEvaluationError with Superset's message when it cannot run. */
export async function runAlertQuery(
  app: FastifyInstance,
  report: ReportRecord,
  options: AlertQueryOptions,
): Promise<QueryResult> {
  const database = report.database_id === null ? null : await app.store.databases.findById(report.database_id);
  const engine = database ? app.engines.get(database.id) : undefined;
  if (!database || !engine || !report.sql) throw new AlertEvaluationError(ALERT_QUERY_ERROR_MESSAGE);
  const sql = await renderedSql(app, report, report.sql);
  const statements = splitStatements(sql);
  if (!database.allow_dml && statements.some(isWritingOrSessionStatement)) {
    app.log.warn({ reportId: report.id }, 'Alert query refused: it writes to a database that allows no DML');
    throw new AlertEvaluationError(ALERT_QUERY_ERROR_MESSAGE);
  }
  try {
    return await engine.run(sql, {
      maxRows: ALERT_SQL_LIMIT,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof EngineTimeoutError) throw new AlertEvaluationError(ALERT_QUERY_TIMEOUT_MESSAGE);
    if (error instanceof EngineInterruptedError) throw error;
    app.log.warn({ err: error, reportId: report.id }, 'An error occurred when running alert query');
    throw new AlertEvaluationError(ALERT_QUERY_ERROR_MESSAGE);
  }
}
