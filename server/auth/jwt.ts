/**
 * HS256 JSON Web Tokens, signed and verified by fast-jwt (the engine of @fastify/jwt, used directly:
 * its signers and verifiers are synchronous and take any key, where @fastify/jwt binds one key to
 * the app). The REST API's bearer tokens carry Flask-JWT-Extended's claims.
 */
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

type TokenType = 'access' | 'refresh';

interface TokenClaims {
  sub: string;
  type: TokenType;
  fresh: boolean;
  /** Issued at (seconds since the epoch): tokens issued before a password change can be refused. */
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

interface Hs256Codec {
  sign(claims: object): string;
  /** Claims of a token whose signature, algorithm, `exp` and `nbf` check out; throws otherwise. */
  verify(token: string): unknown;
}

/** The app signs with two keys (API tokens, async tokens): a few codecs cover every caller. */
const MAX_CODECS = 8;
const codecsByKey = new Map<string, Hs256Codec>();

function codecFor(secret: string): Hs256Codec {
  let codec = codecsByKey.get(secret);
  if (codec === undefined) {
    // Callers set every claim themselves: fast-jwt keeps a given `iat` and, with noTimestamp, adds
    // none to claims without one (the async token has none).
    const signKeepingIat = createSigner({ key: secret, algorithm: 'HS256' });
    const signWithoutIat = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
    // No leeway on exp or nbf, as Flask-JWT-Extended's default JWT_DECODE_LEEWAY of 0.
    const verify = createVerifier({ key: secret, algorithms: ['HS256'], clockTolerance: 0 });
    codec = {
      sign: (claims) => ('iat' in claims ? signKeepingIat : signWithoutIat)(claims as Record<string, unknown>),
      verify: (token) => verify(token) as unknown,
    };
    if (codecsByKey.size >= MAX_CODECS) codecsByKey.delete(codecsByKey.keys().next().value as string);
    codecsByKey.set(secret, codec);
  }
  return codec;
}

/** An HS256 JWT of these claims (header `{"alg":"HS256","typ":"JWT"}`). */
export function signHs256(secret: string, claims: object): string {
  return codecFor(secret).sign(claims);
}

/**
 * The claims of an HS256 JWT whose signature, algorithm and time claims (`exp`, `nbf` when present)
 * check out; null for anything else. The caller checks the claims' shape.
 */
export function verifyHs256(secret: string, token: string): unknown {
  try {
    return codecFor(secret).verify(token);
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
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/**
 * The token's claims (with its issue time, `iat`) when its signature, algorithm, type and lifetime
 * check out; otherwise null.
 */
export function verifyToken(secret: string, token: string, expectedType: TokenType): TokenClaims | null {
  const claims = verifyHs256(secret, token);
  if (!isClaims(claims) || claims.type !== expectedType) return null;
  return claims;
}
