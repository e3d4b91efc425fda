import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_THROTTLED_ERROR, LOGIN_THROTTLED_MESSAGE } from '../../auth/loginThrottle';
import { prefersJson, safeNextPath } from '../../auth/redirects';
import { clearSessionCookie, readSessionId, setSessionCookie } from '../../auth/sessionCookie';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { LOGIN_PATH } from '../../http/spa';

const INVALID_LOGIN_MESSAGE = 'Invalid login. Please try again.';

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1 },
      password: { type: 'string' },
      next: { type: 'string' },
    },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { next: { type: 'string' } },
  },
} as const;

/** Form posts from the login page arrive url-encoded; parse them as flat objects. */
function registerFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = request.authSession?.id ?? readSessionId(request);
  if (sessionId) await app.store.sessions.delete(sessionId);
  clearSessionCookie(reply, app.config);
}

/** The browser login and logout views (Flask-AppBuilder's AuthDBView). */
export async function registerLoginRoutes(app: FastifyInstance): Promise<void> {
  const throttle = await app.loginThrottle;
  await app.register(async (scope) => {
    registerFormParser(scope);

    scope.post<RouteTypes<typeof loginSchema>>(
      LOGIN_PATH,
      { schema: loginSchema, config: { public: true, csrfExempt: true } },
      async (request, reply) => {
        const { username, password } = request.body;
        const next = safeNextPath(request.body.next ?? request.query.next);
        const wantsJson = prefersJson(request.headers.accept);

        const wait = await throttle.check(request);
        if (wait > 0) {
          reply.header('retry-after', wait);
          if (wantsJson) return reply.status(429).send({ message: LOGIN_THROTTLED_MESSAGE });
          return reply.redirect(`${LOGIN_PATH}?error=${LOGIN_THROTTLED_ERROR}&next=${encodeURIComponent(next)}`);
        }

        const user = await app.store.checkCredentials(username, password);
        if (!user) {
          await throttle.recordFailure(request);
          if (wantsJson) return reply.status(401).send({ message: INVALID_LOGIN_MESSAGE });
          return reply.redirect(`${LOGIN_PATH}?error=1&next=${encodeURIComponent(next)}`);
        }

        // A fresh session id on every login (no session fixation); the old one ends.
        await endSession(app, request, reply);
        const session = await app.store.sessions.create(user.id, app.config.sessionLifetimeSeconds);
        setSessionCookie(reply, app.config, session.id);

        if (wantsJson) return reply.send({ result: { redirect: next } });
        return reply.redirect(next);
      },
    );

    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      await endSession(app, request, reply);
      return reply.redirect(LOGIN_PATH);
    };
    scope.get('/logout/', { config: { public: true } }, logout);
    scope.post('/logout/', { config: { public: true } }, logout);
  });
}
