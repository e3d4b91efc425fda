/**
 * Embedded guests' tokens (Superset's `POST /api/v1/security/guest_token/`): HS256 JWTs signed with
 * GUEST_TOKEN_JWT_SECRET whose `type` claim is `guest`. Only their validity matters here: a guest
 * may post usage events; the event rows carry no user.
 */
import { verifyHs256 } from '../../auth/jwt';

interface GuestTokenSettings {
  GUEST_TOKEN_JWT_SECRET: string | null;
  GUEST_TOKEN_JWT_AUDIENCE: string | null;
}

interface GuestTokenClaims {
  type: 'guest';
  user?: Record<string, unknown>;
  resources?: unknown[];
}

function audienceMatches(audience: unknown, expected: string): boolean {
  return audience === expected || (Array.isArray(audience) && audience.includes(expected));
}

/** The claims of a guest token that checks out (signature, expiry, type, audience), else null. */
export function verifyGuestToken(settings: GuestTokenSettings, token: string): GuestTokenClaims | null {
  const secret = settings.GUEST_TOKEN_JWT_SECRET;
  if (!secret || token === '') return null;
  const claims = verifyHs256(secret, token);
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  if (record.type !== 'guest') return null;
  const expected = settings.GUEST_TOKEN_JWT_AUDIENCE;
  if (expected !== null && !audienceMatches(record.aud, expected)) return null;
  return record as unknown as GuestTokenClaims;
}
