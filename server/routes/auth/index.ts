/**
 * Who the caller is: the login form and logout (Flask-AppBuilder's AuthDBView) and the current
 * user's API (/api/v1/me/). The API login (/api/v1/security/login) is the security area's.
 */
import type { FastifyInstance } from 'fastify';
import { registerLoginRoutes } from './login';
import { registerMeRoutes } from './me';

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  await registerLoginRoutes(app);
  await registerMeRoutes(app);
}
