/**
 * ExploreRestApi: GET /api/v1/explore/ (what explore opens, see exploreState.ts), and the
 * form-data cache and permalink APIs under the same prefix. Explore needs `can_read` on Explore.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { registerExploreFormDataRoutes } from './exploreFormData';
import { registerExplorePermalinkRoutes } from './explorePermalink';
import { DatasourceSecurityError, exploreState, WrongEndpointError, type ExploreArgs } from './exploreState';

const exploreQuerySchema = {
  type: 'object',
  // Other arguments are the explore URL's own parameters: they reach the form data as url_params.
  additionalProperties: { type: 'string' },
  properties: {
    slice_id: { type: 'integer' },
    datasource_id: { type: 'integer' },
    datasource_type: { type: 'string' },
    form_data_key: { type: 'string' },
    permalink_key: { type: 'string' },
  },
} as const;

export async function registerExploreRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ExploreArgs }>(
    '/api/v1/explore/',
    { schema: { querystring: exploreQuerySchema }, onRequest: requirePermission('can_read', 'Explore') },
    async (request, reply) => {
      try {
        const result = await exploreState(app, request, request.query, new DatasourceResolver(app));
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
