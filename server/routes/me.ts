import type { FastifyInstance } from 'fastify';
import { notAuthorized } from '../errors';
import { bootstrapUser } from './bootstrapData';

/** The current user (superset/views/users/api.py); any logged-in user may read their own record. */
export async function registerMeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/me/', async (request) => {
    const user = request.user;
    if (!user) throw notAuthorized();
    return {
      result: {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        is_active: user.active,
        is_anonymous: false,
        login_count: user.login_count,
      },
    };
  });

  app.get('/api/v1/me/roles/', async (request) => {
    if (!request.user) throw notAuthorized();
    return { result: bootstrapUser(request.user) };
  });
}
