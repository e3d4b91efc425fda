/**
 * CSRF tokens of browser sessions, made and checked by @fastify/csrf. Each login session has its
 * own random secret (the sessions table's `csrf_token` column, created with the session and gone
 * with it); a token is a fresh salt plus the salted hash of that secret, so every call hands out a
 * new token (as Superset's, which carry a timestamp) and all of them stay valid while the session
 * lives. Only cookie-authenticated writes are checked: bearer callers and `csrfExempt` routes need
 * no token.
 */
import { createHmac } from 'node:crypto';
import CsrfTokens from '@fastify/csrf';
import type { FastifyRequest } from 'fastify';
import { supersetError, SupersetErrorsException } from '../errors';
import type { SessionRecord } from '../store';

const CSRF_HEADER = 'x-csrftoken';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CSRF_MISSING = 'The CSRF token is missing.';
const CSRF_INVALID = 'The CSRF token is invalid.';

/** sha256 hashes, no expiry of their own (a token lasts as long as its session, whose secret it hashes). */
const tokens = new CsrfTokens({ algorithm: 'sha256', userInfo: false });

/** The session's CSRF secret (stored in the column named `csrf_token` since the first migration). */
function csrfSecretOf(session: SessionRecord): string {
  return session.csrf_token;
}

/** A new CSRF token of the session (what `GET /api/v1/security/csrf_token/` hands out). */
export function sessionCsrfToken(session: SessionRecord): string {
  return tokens.create(csrfSecretOf(session));
}

/**
 * Superset answers a CSRF failure on a JSON request through its HTTPException handler: a 400 with
 * one GENERIC_BACKEND_ERROR whose message is werkzeug's "400 Bad Request: <reason>".
 */
export function csrfError(reason: string): SupersetErrorsException {
  return new SupersetErrorsException(400, [supersetError(`400 Bad Request: ${reason}`, 'GENERIC_BACKEND_ERROR')]);
}

/** The failure reason when a cookie-authenticated write lacks a token of its session, else null. */
export function csrfFailure(request: FastifyRequest): string | null {
  if (!WRITE_METHODS.has(request.method)) return null;
  if (request.authMethod !== 'session' || !request.authSession) return null;
  if (request.routeOptions.config.csrfExempt) return null;
  const header = request.headers[CSRF_HEADER];
  return csrfTokenFailure(request.authSession, Array.isArray(header) ? header[0] : header);
}

/** The failure reason when `given` (a header, or a form's `csrf_token` field) is not a token of the session. */
export function csrfTokenFailure(session: SessionRecord, given: string | undefined): string | null {
  if (!given) return CSRF_MISSING;
  return tokens.verify(csrfSecretOf(session), given) ? null : CSRF_INVALID;
}

/** A CSRF token for a bearer-authenticated caller, who has no session (and needs no token). */
export function tokenForSessionlessUser(secretKey: string, userId: number): string {
  return createHmac('sha256', secretKey).update(`csrf:${userId}`).digest('hex');
}
