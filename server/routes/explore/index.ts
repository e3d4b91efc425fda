/**
 * ExploreRestApi: GET /api/v1/explore/ (what explore opens, see services/explore/exploreState.ts), and the
 * form-data cache and permalink APIs under the same prefix. Explore needs `can_read` on Explore.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { registerExploreFormDataRoutes } from './exploreFormData';
import { registerExplorePermalinkRoutes } from './explorePermalink';
import { exploreArgsSchema, type ExploreArgs } from '../../services/explore/exploreArgs';
import { DatasourceSecurityError, exploreState, WrongEndpointError } from '../../services/explore/exploreState';
import { requestUser } from '../chart/chartWrites';

export async function registerExploreRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ExploreArgs }>(
    '/api/v1/explore/',
    { schema: { querystring: exploreArgsSchema }, onRequest: requirePermission('can_read', 'Explore') },
    async (request, reply) => {
      try {
        const result = await exploreState(app, requestUser(request), request.query, new DatasourceResolver(app));
        return { result };
      } catch (error) {
        if (error instanceof DatasourceSecurityError) return reply.status(403).send(error.body);
        if (error instanceof WrongEndpointError) return reply.status(302).send({ redirect: error.redirect });
        throw error;
      }
    },
  );

  registerExploreFormDataRoutes(app);
  registerExplorePermalinkRoutes(app);
}
