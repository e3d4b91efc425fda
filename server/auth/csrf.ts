import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { supersetError, SupersetErrorsException } from '../errors';

export const CSRF_HEADER = 'x-csrftoken';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

/**
 * Superset answers a CSRF failure on a JSON request through its HTTPException handler: a 400 with
 * one GENERIC_BACKEND_ERROR whose message is werkzeug's "400 Bad Request: <reason>".
 */
export function csrfError(reason: string): SupersetErrorsException {
  return new SupersetErrorsException(400, [supersetError(`400 Bad Request: ${reason}`, 'GENERIC_BACKEND_ERROR')]);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The failure reason when a cookie-authenticated write lacks the session's token, else null. */
export function csrfFailure(request: FastifyRequest): string | null {
  if (!WRITE_METHODS.has(request.method)) return null;
  if (request.authMethod !== 'session' || !request.authSession) return null;
  if (request.routeOptions.config.csrfExempt) return null;
  const header = request.headers[CSRF_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given) return CSRF_MISSING;
  return sameToken(given, request.authSession.csrf_token) ? null : CSRF_INVALID;
}

/** A CSRF token for a bearer-authenticated caller, who has no session (and needs no token). */
export function tokenForSessionlessUser(secretKey: string, userId: number): string {
  return createHmac('sha256', secretKey).update(`csrf:${userId}`).digest('hex');
}
