import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens for the REST API's bearer auth (Flask-JWT-Extended's claims). */
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  type: TokenType;
  fresh: boolean;
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
}

/** Flask-AppBuilder's defaults: access tokens last 15 minutes, refresh tokens 30 days. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenType, number> = {
  access: 15 * 60,
  refresh: 30 * 24 * 3600,
};

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

/** An HS256 JWT of these claims. */
export function signHs256(secret: string, claims: object): string {
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${base64url(signature(secret, signingInput))}`;
}

/**
 * The claims of an HS256 JWT whose signature and algorithm check out (unchecked otherwise: the
 * caller checks their shape and lifetime); null for anything else.
 */
export function verifyHs256(secret: string, token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, claimsPart, signaturePart] = parts;
  const expected = signature(secret, `${headerPart}.${claimsPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') return null;
    return JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export function signToken(secret: string, userId: number, type: TokenType, fresh = false): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    sub: String(userId),
    type,
    fresh,
    iat: now,
    nbf: now,
    exp: now + TOKEN_LIFETIME_SECONDS[type],
    jti: randomUUID(),
  };
  return signHs256(secret, claims);
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    (claims.type === 'access' || claims.type === 'refresh') &&
    typeof claims.exp === 'number'
  );
}

/** The token's claims when its signature, algorithm, type and lifetime check out; otherwise null. */
export function verifyToken(secret: string, token: string, expectedType: TokenType): TokenClaims | null {
  const claims = verifyHs256(secret, token);
  if (!isClaims(claims) || claims.type !== expectedType) return null;
  const now = Math.floor(Date.now() / 1000);
  if (claims.exp <= now || (typeof claims.nbf === 'number' && claims.nbf > now + 60)) return null;
  return claims;
}
