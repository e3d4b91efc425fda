/**
 * GET /api/v1/sqllab/export/<client_id>/ — the run's results as CSV: from the results backend
 * when the run stored them, else by running its executed SQL (or the CTAS select) again up to its
 * limit. File name as Superset's Query.name: sqllab_<tab>_<timestamp>.csv.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { Row } from '../../engines/types';
import { supersetError, SupersetErrorsException } from '../../errors';
import { toCsv } from '../../jobs/csv';
import { engineFailure, engineFailureStatus } from '../../jobs/queryErrors';
import type { QueryRecord } from '../../store/queries';
import { canReadRunResults } from './sqlAccess';
import { canAccessQuery, queryAccessDenied } from './sqllabAccess';

export const RESULTS_EXPIRED_MESSAGE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';

interface CsvExport {
  filename: string;
  csv: string;
}

/** Superset's Query.name: the tab name lower-cased, spaces → underscores, other non-word characters dropped. */
function exportFileName(tabName: string | null, now: Date = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '');
  const tab = tabName
    ? tabName
        .replace(/ /g, '_')
        .toLowerCase()
        .replace(/[^\w]+/g, '')
    : 'notab';
  return `sqllab_${tab}_${stamp}.csv`;
}

function notFound(): SupersetErrorsException {
  return new SupersetErrorsException(404, [
    supersetError('The query associated with the results was deleted.', 'RESULTS_BACKEND_ERROR'),
  ]);
}

async function rerun(app: FastifyInstance, query: QueryRecord): Promise<{ columns: string[]; rows: Row[] }> {
  const engine = app.engines.get(query.database_id);
  const sql = query.select_as_cta_used ? query.select_sql : query.executed_sql;
  if (!engine || !sql) throw notFound();
  try {
    const result = await engine.run(sql, {
      maxRows: query.limit ?? undefined,
      timeoutMs: app.config.SQLLAB_TIMEOUT * 1000,
      schema: query.schema,
    });
    return { columns: result.columns.map((column) => column.name), rows: result.rows };
  } catch (error) {
    throw new SupersetErrorsException(engineFailureStatus(error), [engineFailure(error, engine.backend)]);
  }
}

export async function exportCsv(app: FastifyInstance, user: AuthenticatedUser, clientId: string): Promise<CsvExport> {
  const query = await app.sqlLabJobs.queries.getByClientId(clientId);
  if (!query) throw notFound();
  if (!canAccessQuery(user, query) || !(await canReadRunResults(app, user, query))) throw queryAccessDenied();

  let columns: string[];
  let rows: Row[];
  if (query.results_key) {
    const stored = await app.sqlLabJobs.results.get(query.results_key);
    if (!stored)
      throw new SupersetErrorsException(410, [supersetError(RESULTS_EXPIRED_MESSAGE, 'RESULTS_BACKEND_ERROR')]);
    columns = stored.columns.map((column) => column.name);
    rows = stored.data;
  } else {
    ({ columns, rows } = await rerun(app, query));
  }
  return { filename: exportFileName(query.tab_name), csv: toCsv(columns, rows) };
}
