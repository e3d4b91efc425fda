import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { bearerToken, tokenStillValid } from '../../auth/authenticate';
import { sessionCsrfToken, tokenForSessionlessUser } from '../../auth/csrf';
import { signToken, verifyToken } from '../../auth/jwt';
import { LOGIN_THROTTLED_MESSAGE } from '../../auth/loginThrottle';
import { notAuthorized } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import type { UserRecord } from '../../store';
import { registerSecurityPermissionRoutes } from './securityPermissions';
import { registerSecurityRoleRoutes } from './securityRoles';
import { registerSecurityGroupRoutes } from './securityUsersGroups';
import { registerSecurityUserRoutes } from './securityUsers';

const apiLoginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'provider'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1 },
      password: { type: 'string' },
      provider: { type: 'string', enum: ['db'] },
      refresh: { type: 'boolean' },
    },
  },
} as const;

/**
 * Right after a new password or a deactivation, tokens of the current second are refused (their
 * `iat` cannot tell before from after): a login in that second waits for the next one.
 */
async function waitForTokenEpoch(user: UserRecord): Promise<void> {
  const wait = (user.tokens_valid_from?.getTime() ?? 0) - Date.now();
  if (wait > 0) await sleep(wait);
}

/**
 * Flask-AppBuilder's security API: JWT login (throttled) and refresh, the CSRF token, and the
 * admin's users, roles and permissions.
 */
export async function registerSecurityRoutes(app: FastifyInstance): Promise<void> {
  const throttle = await app.loginThrottle;
  app.post<RouteTypes<typeof apiLoginSchema>>(
    '/api/v1/security/login',
    { schema: apiLoginSchema, config: { public: true, csrfExempt: true } },
    async (request, response) => {
      const wait = await throttle.check(request);
      if (wait > 0) return response.status(429).header('retry-after', wait).send({ message: LOGIN_THROTTLED_MESSAGE });
      const { username, password, refresh } = request.body;
      const user = await app.store.checkCredentials(username, password);
      if (!user) {
        await throttle.recordFailure(request);
        throw notAuthorized();
      }
      await waitForTokenEpoch(user);
      const reply: { access_token: string; refresh_token?: string } = {
        access_token: signToken(app.secretKey, user.id, 'access', true),
      };
      if (refresh) reply.refresh_token = signToken(app.secretKey, user.id, 'refresh');
      return reply;
    },
  );

  app.post('/api/v1/security/refresh', { config: { public: true, csrfExempt: true } }, async (request) => {
    const token = bearerToken(request);
    const claims = token ? verifyToken(app.secretKey, token, 'refresh') : null;
    const userId = claims ? Number(claims.sub) : NaN;
    const user = Number.isInteger(userId) ? await app.store.users.findById(userId) : null;
    if (!user || !user.active || !tokenStillValid(user, claims?.iat)) throw notAuthorized();
    return { access_token: signToken(app.secretKey, user.id, 'access', false) };
  });

  app.get('/api/v1/security/csrf_token/', async (request) => {
    if (request.authSession) return { result: sessionCsrfToken(request.authSession) };
    if (!request.user) throw notAuthorized();
    return { result: tokenForSessionlessUser(app.secretKey, request.user.id) };
  });

  await registerSecurityUserRoutes(app);
  await registerSecurityGroupRoutes(app);
  await registerSecurityRoleRoutes(app);
  await registerSecurityPermissionRoutes(app);
}
