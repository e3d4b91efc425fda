import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notAuthorized } from '../../errors';
import { bootstrapUser } from '../../http/bootstrapData';

/**
 * The current user (superset/views/users/api.py): their own record, with `can_read` on
 * CurrentUserRestApi as in Superset (Alpha and Gamma hold it; sql_lab alone does not).
 */
export async function registerMeRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'CurrentUserRestApi');
  app.get('/api/v1/me/', { onRequest: canRead }, async (request) => {
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

  app.get('/api/v1/me/roles/', { onRequest: canRead }, async (request) => {
    if (!request.user) throw notAuthorized();
    return { result: bootstrapUser(request.user) };
  });
}
