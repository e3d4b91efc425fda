import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/authenticate';
import { tokenForSessionlessUser } from '../auth/csrf';
import { signToken, verifyToken } from '../auth/jwt';
import { notAuthorized } from '../errors';

interface ApiLoginBody {
  username: string;
  password: string;
  provider: 'db';
  refresh?: boolean;
}

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

/** Flask-AppBuilder's security API: JWT login and refresh, and the CSRF token. */
export async function registerSecurityRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ApiLoginBody }>(
    '/api/v1/security/login',
    { schema: apiLoginSchema, config: { public: true, csrfExempt: true } },
    async (request) => {
      const { username, password, refresh } = request.body;
      const user = await app.store.checkCredentials(username, password);
      if (!user) throw notAuthorized();
      await app.store.users.recordLogin(user.id);
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
    if (!user || !user.active) throw notAuthorized();
    return { access_token: signToken(app.secretKey, user.id, 'access', false) };
  });

  app.get('/api/v1/security/csrf_token/', async (request) => {
    if (request.authSession) return { result: request.authSession.csrf_token };
    if (!request.user) throw notAuthorized();
    return { result: tokenForSessionlessUser(app.secretKey, request.user.id) };
  });
}
