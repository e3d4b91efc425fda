/** The request side of chart writes: the acting user, and the context the chart commands run in. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { notAuthorized } from '../../errors';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import type { ChartWriteContext } from '../../services/chart/chartCommands';

export function requestUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthorized();
  return request.user;
}

export function chartWriteContext(app: FastifyInstance, request: FastifyRequest): ChartWriteContext {
  return { app, user: requestUser(request), resolver: new DatasourceResolver(app) };
}
