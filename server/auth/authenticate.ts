import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyToken } from './jwt';
import { readSessionId } from './sessionCookie';
import type { UserRecord } from '../store';
import type { AuthenticatedUser } from './types';

/**
 * Whether an API token issued at `issuedAt` (a JWT `iat`, in seconds) still counts for the user:
 * a new password or a deactivation refuses every token issued before it.
 */
export function tokenStillValid(user: UserRecord, issuedAt: number | undefined): boolean {
  if (!user.tokens_valid_from) return true;
  return typeof issuedAt === 'number' && issuedAt * 1000 >= user.tokens_valid_from.getTime();
}

/** Loads an active user with their roles, or null. */
async function loadAuthenticatedUser(app: FastifyInstance, userId: number): Promise<AuthenticatedUser | null> {
  const user = await app.store.users.findById(userId);
  if (!user || !user.active) return null;
  return { ...user, roles: await app.store.roles.rolesOfUser(user.id) };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Works out who sent the request: a bearer access token when the header is present (a bad token
 * means anonymous, with no fall-back to the cookie), else the signed session cookie.
 */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.user = null;
  request.authSession = null;
  request.authMethod = null;

  const token = bearerToken(request);
  if (token !== null) {
    const claims = verifyToken(app.secretKey, token, 'access');
    const userId = claims ? Number(claims.sub) : NaN;
    const user = Number.isInteger(userId) ? await loadAuthenticatedUser(app, userId) : null;
    if (user && tokenStillValid(user, claims?.iat)) {
      request.user = user;
      request.authMethod = 'bearer';
    }
    return;
  }

  const sessionId = readSessionId(request);
  if (!sessionId) return;
  const session = await app.store.sessions.findValid(sessionId);
  if (!session) return;
  const user = await loadAuthenticatedUser(app, session.user_id);
  if (!user) return;
  request.user = user;
  request.authSession = session;
  request.authMethod = 'session';
}
