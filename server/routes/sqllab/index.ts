/**
 * SQL Lab's routes: SqlLabRestApi (/api/v1/sqllab/: execute, results, estimate, format_sql and CSV
 * export), its bootstrap, tab state and table schema views, QueryRestApi (/api/v1/query/) and
 * permalinks. The jobs (runner, results backend, query table) come from `app.sqlLabJobs`
 * (server/jobs).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { supersetError, SupersetErrorsException } from '../../errors';
import { toQueryDict } from './queryDict';
import { jsonWithExtraFields } from '../../jobs/serializedResults';
import { canReadRunResults } from '../../services/sqllab/sqlAccess';
import { canAccessQuery, queryAccessDenied } from '../../services/sqllab/sqllabAccess';
import { estimateCost } from './sqllabEstimate';
import { applyDisplayLimit, executeSql } from './sqllabExecute';
import { exportCsv, RESULTS_EXPIRED_MESSAGE } from '../../services/sqllab/sqllabExport';
import { formatRequest } from './sqllabFormat';
import { registerQueryRoutes } from './query';
import { registerSqlLabBootstrapRoutes } from './sqllabBootstrap';
import { registerSqlLabPageRoutes } from './sqllabPage';
import { registerSqlLabPermalinkRoutes } from './sqllabPermalink';
import { registerTabStateRoutes } from './tabState';
import {
  estimateSchema,
  executeSchema,
  exportSchema,
  formatSchema,
  resultsSchema,
  type EstimateBody,
  type ExecuteBody,
  type FormatBody,
} from './sqllabSchemas';
import type { RouteTypes } from '../../http/routeSchemaTypes';

const QUERY_NOT_FOUND_FOR_KEY =
  'The query associated with these results could not be found. You need to re-run the original query.';

function registerSqlLabApiRoutes(app: FastifyInstance): void {
  app.post<{ Body: ExecuteBody }>(
    '/api/v1/sqllab/execute/',
    { schema: executeSchema, onRequest: requirePermission('can_execute_sql_query', 'SQLLab') },
    async (request, reply) => {
      const result = await executeSql(app, request);
      if (Buffer.isBuffer(result.body)) reply.type('application/json; charset=utf-8');
      return reply.status(result.status).send(result.body);
    },
  );

  app.get<RouteTypes<typeof resultsSchema>>(
    '/api/v1/sqllab/results/',
    { schema: resultsSchema, onRequest: requirePermission('can_get_results', 'SQLLab') },
    async (request, reply) => {
      const { key, rows } = request.query.q;
      const query = await app.sqlLabJobs.queries.getByResultsKey(key);
      if (!query)
        throw new SupersetErrorsException(404, [supersetError(QUERY_NOT_FOUND_FOR_KEY, 'RESULTS_BACKEND_ERROR')]);
      if (
        !canAccessQuery(request.user, query) ||
        !(await canReadRunResults(app, request.user as AuthenticatedUser, query))
      ) {
        throw queryAccessDenied();
      }
      const maxRows = rows ? Math.min(rows, app.config.DISPLAY_MAX_ROW) : app.config.DISPLAY_MAX_ROW;
      // Recent results whole: their stored text, not parsed and serialised again.
      const serialized = app.sqlLabJobs.results.serialized(key);
      if (serialized && serialized.rowCount <= maxRows) {
        return reply
          .type('application/json; charset=utf-8')
          .send(jsonWithExtraFields(serialized.json, { query: toQueryDict(query) }));
      }
      const stored = await app.sqlLabJobs.results.get(key);
      if (!stored)
        throw new SupersetErrorsException(410, [supersetError(RESULTS_EXPIRED_MESSAGE, 'RESULTS_BACKEND_ERROR')]);
      return { ...applyDisplayLimit(stored, maxRows), query: toQueryDict(query) };
    },
  );

  app.post<{ Body: EstimateBody }>(
    '/api/v1/sqllab/estimate/',
    { schema: estimateSchema, onRequest: requirePermission('can_estimate_query_cost', 'SQLLab') },
    async (request) => ({ result: await estimateCost(app, request) }),
  );

  app.post<{ Body: FormatBody }>(
    '/api/v1/sqllab/format_sql/',
    { schema: formatSchema, onRequest: requirePermission('can_read', 'SQLLab') },
    async (request) => ({ result: await formatRequest(app, request.body) }),
  );

  app.get<RouteTypes<typeof exportSchema>>(
    '/api/v1/sqllab/export/:client_id/',
    { schema: exportSchema, onRequest: requirePermission('can_export_csv', 'SQLLab') },
    async (request, reply) => {
      const { filename, csv } = await exportCsv(app, request.user as AuthenticatedUser, request.params.client_id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename=${filename}`)
        .send(csv);
    },
  );
}

export async function registerSqlLabRoutes(app: FastifyInstance): Promise<void> {
  await registerSqlLabBootstrapRoutes(app);
  await registerTabStateRoutes(app);
  registerSqlLabApiRoutes(app);
  await registerQueryRoutes(app);
  await registerSqlLabPermalinkRoutes(app);
  await registerSqlLabPageRoutes(app);
}
