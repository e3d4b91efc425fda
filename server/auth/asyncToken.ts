/**
 * The async token (Superset's GLOBAL_ASYNC_QUERIES JWT, cookie `async-token`): an HS256 JWT (signed
 * and verified by fast-jwt, see ./jwt) whose claims are `channel` (the async event channel the holder
 * reads), `sub` (the user id) and `exp`.
 *
 * Channels: a browser session's channel is derived from its session id (an HMAC, formatted as a
 * UUID), so it is unguessable, stays the same when an expired token is re-issued, and changes with
 * every login. Requests without a session (bearer tokens) get a random channel, as Superset gives
 * every new token one.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { signHs256, verifyHs256 } from './jwt';

export const ASYNC_TOKEN_COOKIE_NAME = 'async-token';
/** Superset's GLOBAL_ASYNC_QUERIES_JWT_EXPIRATION_SECONDS default (one hour). */
export const ASYNC_TOKEN_LIFETIME_SECONDS = 3600;

interface AsyncTokenClaims {
  channel: string;
  /** The user id, as a string (RFC 7519). */
  sub: string;
  exp: number;
}

function hmac(key: string, message: string): Buffer {
  return createHmac('sha256', key).update(message).digest();
}

/** The key async tokens are signed with: derived from the secret key, distinct from API tokens'. */
export function asyncTokenSecret(secretKey: string): string {
  return hmac(secretKey, 'tessera:async-token').toString('hex');
}

/** A UUID-shaped text of the first 16 bytes. */
function uuidText(bytes: Buffer): string {
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The async channel of a browser session. */
export function sessionChannelId(tokenSecret: string, sessionId: string): string {
  return uuidText(hmac(tokenSecret, `channel:${sessionId}`));
}

/** A fresh channel for a requester without a session. */
export function randomChannelId(): string {
  return randomUUID();
}

export function signAsyncToken(
  tokenSecret: string,
  channel: string,
  userId: number,
  lifetimeSeconds = ASYNC_TOKEN_LIFETIME_SECONDS,
): string {
  const claims: AsyncTokenClaims = {
    channel,
    sub: String(userId),
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  };
  return signHs256(tokenSecret, claims);
}

function isClaims(value: unknown): value is AsyncTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.channel === 'string' &&
    claims.channel !== '' &&
    typeof claims.sub === 'string' &&
    typeof claims.exp === 'number'
  );
}

/** The claims when the signature, algorithm and lifetime check out (fast-jwt); otherwise null. */
export function verifyAsyncToken(tokenSecret: string, token: string): AsyncTokenClaims | null {
  const claims = verifyHs256(tokenSecret, token);
  return isClaims(claims) ? { channel: claims.channel, sub: claims.sub, exp: claims.exp } : null;
}
