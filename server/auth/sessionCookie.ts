/**
 * The `session` cookie: the id of a row in the sessions table, signed by @fastify/cookie (HMAC-SHA256
 * with the secret key, checked in constant time). The table, not the cookie, is the session: it
 * survives restarts, and deleting the row (logout) ends the session even for a kept cookie.
 * (@fastify/session would add a second id scheme and a data blob per session for nothing the
 * server keeps in a session beyond the user and the CSRF secret, which are the row's columns.)
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const SESSION_COOKIE_NAME = 'session';

function cookieOptions(config: ServerConfig): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    signed: true,
  };
}

/** Sets the signed session cookie (HMAC with the secret key, via @fastify/cookie). */
export function setSessionCookie(reply: FastifyReply, config: ServerConfig, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE_NAME, sessionId, { ...cookieOptions(config), maxAge: config.sessionLifetimeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(config));
}

/** The session id from a correctly signed cookie, or null. */
export function readSessionId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE_NAME];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}
