/**
 * Global async queries, the client's side of the event stream (Superset's AsyncEventsRestApi):
 * `GET /api/v1/async_event/?last_id=` answers the events of the caller's own channel after
 * `last_id`, and, with GLOBAL_ASYNC_QUERIES_TRANSPORT `ws`, `/ws` pushes them (asyncEventSocket.ts).
 *
 * The channel is the one in the caller's `async-token` cookie (server/auth/asyncTokenCookie.ts);
 * without a valid token the answer is 401 `{"message": "Not authorized"}`. With the feature flag
 * off the route stays, as in Superset, and always answers that 401: no token is ever issued.
 */
import type { FastifyInstance } from 'fastify';
import { asyncChannelOf } from '../../auth/asyncTokenCookie';
import { requirePermission } from '../../auth/permissions';
import { notAuthorized } from '../../errors';
import { lastIdOf, lastIdQuerySchema, type LastIdQuery } from './asyncEventLastId';
import { registerAsyncEventSocket } from './asyncEventSocket';

const ASYNC_EVENT_PATH = '/api/v1/async_event/';

export async function registerAsyncEventRoutes(app: FastifyInstance): Promise<void> {
  const enabled = app.config.featureFlags.GLOBAL_ASYNC_QUERIES;

  app.get<{ Querystring: LastIdQuery }>(
    ASYNC_EVENT_PATH,
    { schema: { querystring: lastIdQuerySchema }, onRequest: requirePermission('can_list', 'AsyncEventsRestApi') },
    async (request) => {
      const channel = enabled ? asyncChannelOf(app, request) : null;
      if (channel === null) throw notAuthorized();
      return { result: app.asyncQueries.events.read(channel, lastIdOf(request.query)) };
    },
  );

  if (enabled && app.config.GLOBAL_ASYNC_QUERIES_TRANSPORT === 'ws') await registerAsyncEventSocket(app);
}
