import { describe, expect, it } from 'vitest';
import { asyncTokenSecret, sessionChannelId, signAsyncToken, verifyAsyncToken } from '../../../server/auth/asyncToken';

const SECRET = asyncTokenSecret('the-secret-key');

describe('async token', () => {
  it('carries channel, sub (the user id as text) and exp one hour ahead', () => {
    const now = Date.now();
    const claims = verifyAsyncToken(SECRET, signAsyncToken(SECRET, 'channel-1', 7));
    expect(claims).toEqual({ channel: 'channel-1', sub: '7', exp: expect.any(Number) });
    expect(claims!.exp - Math.floor(now / 1000)).toBeGreaterThanOrEqual(3599);
    expect(claims!.exp - Math.floor(now / 1000)).toBeLessThanOrEqual(3601);
  });

  it('is refused when tampered with, signed with another key, malformed or expired', () => {
    const token = signAsyncToken(SECRET, 'channel-1', 7);
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ channel: 'someone-else', sub: '7', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(verifyAsyncToken(SECRET, `${header}.${forgedClaims}.${signature}`)).toBeNull();
    expect(verifyAsyncToken(asyncTokenSecret('another-key'), token)).toBeNull();
    expect(verifyAsyncToken(SECRET, 'not-a-token')).toBeNull();
    expect(verifyAsyncToken(SECRET, signAsyncToken(SECRET, 'channel-1', 7, -1))).toBeNull();
  });

  it('is signed with a key of its own, not the secret key itself', () => {
    const token = signAsyncToken('the-secret-key', 'channel-1', 7);
    expect(verifyAsyncToken(SECRET, token)).toBeNull();
  });

  it('derives one stable, UUID-shaped channel per session', () => {
    const channel = sessionChannelId(SECRET, 'session-a');
    expect(channel).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(sessionChannelId(SECRET, 'session-a')).toBe(channel);
    expect(sessionChannelId(SECRET, 'session-b')).not.toBe(channel);
    expect(sessionChannelId(asyncTokenSecret('another-key'), 'session-a')).not.toBe(channel);
  });
});
