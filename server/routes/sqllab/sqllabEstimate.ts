/**
 * POST /api/v1/sqllab/estimate/ — a cost estimate from the engine's EXPLAIN: one row per
 * statement with the plan's operators (top-down) and the root's estimated row count.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { EngineTimeoutError } from '../../engines/types';
import { supersetError, SupersetErrorsException } from '../../errors';
import { engineFailure, engineFailureStatus } from '../../jobs/queryErrors';
import { splitStatements, stripTrailingSemicolons } from '../../query/sqlStatements';
import { renderSqlTemplate } from '../../query/sqlTemplate';
import { isDatabaseListed } from '../../services/database/databaseAccess';
import { describePlan, planTextOf, type CostRow } from '../../services/sqllab/queryPlanCost';
import { sqlAccessError } from '../../services/sqllab/sqlAccess';
import type { EstimateBody } from './sqllabSchemas';

export async function estimateCost(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: EstimateBody }>,
): Promise<CostRow[]> {
  const user = request.user as AuthenticatedUser;
  const { database_id: databaseId, schema, template_params: params } = request.body;
  const database = await app.store.databases.findById(databaseId);
  const engine = app.engines.get(databaseId);
  // A database the user reaches nothing of is unknown to them (DatabaseFilter).
  if (!database || !engine || !isDatabaseListed(user, database)) {
    throw new SupersetErrorsException(404, [
      supersetError('The database could not be found', 'DATABASE_NOT_FOUND_ERROR'),
    ]);
  }

  let sql = stripTrailingSemicolons(request.body.sql);
  if (app.config.featureFlags.ENABLE_TEMPLATE_PROCESSING) sql = renderSqlTemplate(sql, params ?? {}, user);
  // The plan shows what the tables hold: the same table-level check as a run.
  const denied = await sqlAccessError(app, user, { database, engine, sql, schema: schema ?? null });
  if (denied) throw new SupersetErrorsException(403, [denied]);

  const timeoutSeconds = app.config.SQLLAB_TIMEOUT;
  const signal = AbortSignal.timeout(timeoutSeconds * 1000);
  const estimates: CostRow[] = [];
  for (const statement of splitStatements(sql)) {
    try {
      estimates.push(describePlan(planTextOf(await engine.explain(statement, { schema, signal }))));
    } catch (error) {
      if (signal.aborted || error instanceof EngineTimeoutError) {
        throw new SupersetErrorsException(500, [
          supersetError(
            `The query estimation was killed after ${timeoutSeconds} seconds. It might be too complex, or the database might be under heavy load.`,
            'SQLLAB_TIMEOUT_ERROR',
          ),
        ]);
      }
      throw new SupersetErrorsException(engineFailureStatus(error), [engineFailure(error, database.backend)]);
    }
  }
  return estimates;
}
