/**
 * The `async-token` cookie on the requests of logged-in users, while GLOBAL_ASYNC_QUERIES is on.
 * As Superset's after-request handler does, every reply to a logged-in user carries a new token when
 * the request's own is missing, invalid, expired, another user's or (in a browser session) another
 * session's. Routes read the requester's channel with `asyncChannelOf`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASYNC_TOKEN_COOKIE_NAME,
  ASYNC_TOKEN_LIFETIME_SECONDS,
  asyncTokenSecret,
  randomChannelId,
  sessionChannelId,
  signAsyncToken,
  verifyAsyncToken,
} from './asyncToken';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks async tokens (derived from the app's secret key). */
    asyncTokenSecret: string;
  }
}

/** Decorates the app with its async token secret; call once the secret key is known. */
export function decorateAsyncTokenSecret(app: FastifyInstance): void {
  app.decorate('asyncTokenSecret', asyncTokenSecret(app.secretKey));
}

/**
 * The async channel the requester may read: the channel of a valid async token issued to the
 * logged-in user (and, in a browser session, to that session); null without one.
 */
export function asyncChannelOf(app: FastifyInstance, request: FastifyRequest): string | null {
  const user = request.user;
  const token = request.cookies[ASYNC_TOKEN_COOKIE_NAME];
  if (!user || !token) return null;
  const secret = app.asyncTokenSecret;
  const claims = verifyAsyncToken(secret, token);
  if (!claims || claims.sub !== String(user.id)) return null;
  if (request.authSession && claims.channel !== sessionChannelId(secret, request.authSession.id)) return null;
  return claims.channel;
}

/** Adds the hook (after the auth hook, which resolves the user); does nothing with the flag off. */
export function registerAsyncTokenCookie(app: FastifyInstance): void {
  if (!app.config.featureFlags.GLOBAL_ASYNC_QUERIES) return;
  // onRequest rather than onSend: @fastify/cookie writes Set-Cookie in its own onSend hook,
  // which runs before one added here.
  app.addHook('onRequest', async (request, reply) => {
    const user = request.user;
    if (!user || asyncChannelOf(app, request) !== null) return;
    const secret = app.asyncTokenSecret;
    const channel = request.authSession ? sessionChannelId(secret, request.authSession.id) : randomChannelId();
    reply.setCookie(ASYNC_TOKEN_COOKIE_NAME, signAsyncToken(secret, channel, user.id), {
      path: '/',
      httpOnly: true,
      secure: app.config.cookieSecure,
      maxAge: ASYNC_TOKEN_LIFETIME_SECONDS,
    });
  });
}
