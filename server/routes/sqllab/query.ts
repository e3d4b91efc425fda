/**
 * QueryRestApi (/api/v1/query/): runs changed since a time (SQL Lab's polling), stop, one run,
 * and the history list. A user sees only their own runs unless they may access all queries.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, notFound } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { columnLabel } from '../../http/listQuery';
import { QUERY_SHOW_COLUMNS, toQueryDict, toQueryShow } from './queryDict';
import { queryListReply, queryListSchema } from './queryList';
import { canAccessAllQueries, canAccessQuery } from '../../services/sqllab/sqllabAccess';

const updatedSinceSchema = {
  querystring: {
    type: 'object',
    required: ['q'],
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        required: ['last_updated_ms'],
        additionalProperties: false,
        properties: { last_updated_ms: { type: 'number' } },
      },
    },
  },
} as const;

const stopSchema = {
  body: {
    type: 'object',
    required: ['client_id'],
    additionalProperties: false,
    properties: { client_id: { type: 'string', minLength: 1 } },
  },
} as const;

const itemSchema = {
  params: {
    type: 'object',
    required: ['pk'],
    additionalProperties: false,
    properties: { pk: { type: 'integer' } },
  },
} as const;

export async function registerQueryRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Query');
  const queries = () => app.sqlLabJobs.queries;

  app.get<RouteTypes<typeof updatedSinceSchema>>(
    '/api/v1/query/updated_since',
    { schema: updatedSinceSchema, onRequest: canRead },
    async (request) => {
      const user = request.user as AuthenticatedUser;
      const changed = await queries().listUpdatedSince(user.id, request.query.q.last_updated_ms);
      return { result: changed.map(toQueryDict) };
    },
  );

  app.post<RouteTypes<typeof stopSchema>>(
    '/api/v1/query/stop',
    { schema: stopSchema, onRequest: canRead },
    async (request) => {
      const clientId = request.body.client_id;
      const query = await queries().getByClientId(clientId);
      if (!query || !canAccessQuery(request.user, query)) {
        throw new HttpError(404, `Query with client_id ${clientId} not found`);
      }
      await app.sqlLabJobs.runner.stop(query);
      return { result: 'OK' };
    },
  );

  app.get<RouteTypes<typeof itemSchema>>(
    '/api/v1/query/:pk',
    { schema: itemSchema, onRequest: canRead },
    async (request) => {
      const query = await queries().getById(request.params.pk);
      if (!query || !canAccessQuery(request.user, query)) throw notFound();
      return {
        id: query.id,
        result: toQueryShow(query),
        show_columns: [...QUERY_SHOW_COLUMNS],
        label_columns: Object.fromEntries(QUERY_SHOW_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Query',
      };
    },
  );

  app.get<RouteTypes<typeof queryListSchema>>(
    '/api/v1/query/',
    { schema: queryListSchema, onRequest: canRead },
    async (request) => {
      const user = request.user as AuthenticatedUser;
      const visible = await queries().list({ userId: canAccessAllQueries(user) ? null : user.id });
      return queryListReply(visible, request.query.q ?? {});
    },
  );
}
