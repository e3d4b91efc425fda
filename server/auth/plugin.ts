import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { notAuthorized } from '../errors';
import { registerAsyncTokenCookie } from './asyncTokenCookie';
import { authenticateRequest } from './authenticate';
import { csrfError, csrfFailure } from './csrf';
import type { SessionRecord } from '../store';
import type { AuthMethod, AuthenticatedUser } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    authSession: SessionRecord | null;
    authMethod: AuthMethod | null;
  }
  interface FastifyContextConfig {
    /** Reachable without logging in (login, health, pages that redirect to login themselves). */
    public?: boolean;
    /** Cookie-authenticated writes here need no X-CSRFToken. */
    csrfExempt?: boolean;
  }
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Authentication for every request: resolves the user (session cookie or bearer token), answers
 * 401 on routes that need a login (all but those with `config.public`), and checks the CSRF token
 * on cookie-authenticated writes.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { secret: app.secretKey });
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('authMethod', null);

  app.addHook('onRequest', async (request, reply) => {
    await authenticateRequest(app, request);
    if (request.is404) return;
    if (!request.user && !request.routeOptions.config.public) throw notAuthorized();

    const failure = csrfFailure(request);
    if (!failure) return;
    const isJsonRequest = (request.headers['content-type'] ?? '').includes('json');
    if (isApiPath(request.url) || isJsonRequest) throw csrfError(failure);
    // Superset sends non-JSON requests with a stale token back to the login page.
    return reply.redirect('/login/');
  });
  // With GLOBAL_ASYNC_QUERIES on, logged-in users get their async-token cookie (after the user is known).
  registerAsyncTokenCookie(app);
}
