import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signHs256, signToken, TOKEN_LIFETIME_SECONDS, verifyHs256, verifyToken } from '../../../server/auth/jwt';

const SECRET = 'the-secret-key';

function partsOf(token: string): { header: unknown; claims: Record<string, unknown> } {
  const [header, claims] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown);
  return { header, claims: claims as Record<string, unknown> };
}

/** A token signed by hand, to try headers and claims the app never issues. */
function handSigned(header: object, claims: object, secret = SECRET, algorithm = 'sha256'): string {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createHmac(algorithm, secret).update(input).digest('base64url')}`;
}

describe('API tokens (Flask-JWT-Extended’s claims, HS256 via fast-jwt)', () => {
  it('carry exactly sub, type, fresh, iat, nbf, exp and jti, with FAB’s lifetimes', () => {
    const now = Math.floor(Date.now() / 1000);
    for (const type of ['access', 'refresh'] as const) {
      const { header, claims } = partsOf(signToken(SECRET, 7, type, type === 'access'));
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(Object.keys(claims).sort()).toEqual(['exp', 'fresh', 'iat', 'jti', 'nbf', 'sub', 'type']);
      expect(claims).toMatchObject({ sub: '7', type, fresh: type === 'access' });
      expect(Math.abs((claims.iat as number) - now)).toBeLessThanOrEqual(1);
      expect(claims.nbf).toBe(claims.iat);
      expect((claims.exp as number) - (claims.iat as number)).toBe(TOKEN_LIFETIME_SECONDS[type]);
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(TOKEN_LIFETIME_SECONDS).toEqual({ access: 900, refresh: 2_592_000 });
  });

  it('verify to their claims, including the issue time (iat) callers compare with a password change', () => {
    const token = signToken(SECRET, 7, 'access', true);
    const claims = verifyToken(SECRET, token, 'access');
    expect(claims).toEqual(partsOf(token).claims);
    expect(claims?.iat).toEqual(expect.any(Number));
  });

  it('are refused with the other type, another key, a changed claim or header, or garbage', () => {
    const token = signToken(SECRET, 7, 'access');
    expect(verifyToken(SECRET, token, 'refresh')).toBeNull();
    expect(verifyToken('another-key', token, 'access')).toBeNull();
    const [header, claims, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...partsOf(token).claims, sub: '1' })).toString('base64url');
    expect(verifyToken(SECRET, `${header}.${changed}.${signature}`, 'access')).toBeNull();
    expect(verifyToken(SECRET, `${header}.${claims}.`, 'access')).toBeNull();
    expect(verifyToken(SECRET, 'not-a-jwt', 'access')).toBeNull();
    expect(verifyToken(SECRET, '', 'access')).toBeNull();
  });

  it('are refused when signed with another algorithm or none, even with the right key', () => {
    const claims = partsOf(signToken(SECRET, 7, 'access')).claims;
    expect(verifyToken(SECRET, handSigned({ alg: 'HS256', typ: 'JWT' }, claims), 'access')).not.toBeNull();
    expect(
      verifyToken(SECRET, handSigned({ alg: 'HS512', typ: 'JWT' }, claims, SECRET, 'sha512'), 'access'),
    ).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(verifyToken(SECRET, unsigned, 'access')).toBeNull();
  });

  it('are refused once expired, before their nbf, or without iat', () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: '7', type: 'access', fresh: false, iat: now, nbf: now, exp: now + 60, jti: 'x' };
    expect(verifyToken(SECRET, handSigned({ alg: 'HS256', typ: 'JWT' }, base), 'access')).not.toBeNull();
    expect(
      verifyToken(SECRET, handSigned({ alg: 'HS256', typ: 'JWT' }, { ...base, exp: now - 1 }), 'access'),
    ).toBeNull();
    expect(
      verifyToken(SECRET, handSigned({ alg: 'HS256', typ: 'JWT' }, { ...base, nbf: now + 30 }), 'access'),
    ).toBeNull();
    const { iat: _iat, ...withoutIat } = base;
    expect(verifyToken(SECRET, handSigned({ alg: 'HS256', typ: 'JWT' }, withoutIat), 'access')).toBeNull();
  });

  it('stop working when their lifetime ends', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    try {
      const token = signToken(SECRET, 7, 'access');
      vi.setSystemTime(new Date('2026-01-01T00:14:59Z'));
      expect(verifyToken(SECRET, token, 'access')).not.toBeNull();
      vi.setSystemTime(new Date('2026-01-01T00:15:01Z'));
      expect(verifyToken(SECRET, token, 'access')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signHs256 / verifyHs256', () => {
  it('sign claims exactly as given (no iat added) and verify them back', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = signHs256('k', { channel: 'c', sub: '1', exp });
    expect(partsOf(token).claims).toEqual({ channel: 'c', sub: '1', exp });
    expect(verifyHs256('k', token)).toEqual({ channel: 'c', sub: '1', exp });
    expect(verifyHs256('other', token)).toBeNull();
  });
});
