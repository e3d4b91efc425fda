import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED_MESSAGE } from '../../../server/auth/loginThrottle';
import { parseRateLimit } from '../../../server/auth/loginThrottleRate';
import { loadConfig } from '../../../server/config';
import { ADMIN_PASSWORD, createTestApp, createUser } from '../helpers/testApp';

const THROTTLED = 'Too many login attempts. Please wait a moment and try again.';

describe('login throttle settings', () => {
  it("defaults to Superset's: on, 5 attempts per second per address; 5 failures per minute per username", () => {
    const config = loadConfig({});
    expect(config.AUTH_RATE_LIMITED).toBe(true);
    expect(config.AUTH_RATE_LIMIT).toEqual([{ max: 5, windowMs: 1000 }]);
    expect(config.AUTH_FAILED_LOGIN_LIMIT).toEqual([{ max: 5, windowMs: 60_000 }]);
    expect(loadConfig({ AUTH_RATE_LIMITED: 'false' }).AUTH_RATE_LIMITED).toBe(false);
  });

  it('reads the Flask-Limiter notation and refuses anything else at start-up', () => {
    expect(parseRateLimit('10 per 20 second')).toEqual([{ max: 10, windowMs: 20_000 }]);
    expect(parseRateLimit('100/hour; 5 per seconds')).toEqual([
      { max: 100, windowMs: 3_600_000 },
      { max: 5, windowMs: 1000 },
    ]);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'lots' })).toThrow('AUTH_RATE_LIMIT: "lots" is not a rate limit');
    expect(() => loadConfig({ AUTH_FAILED_LOGIN_LIMIT: '5 per fortnight' })).toThrow('AUTH_FAILED_LOGIN_LIMIT');
  });
});

describe('throttled logins', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function start(env: Record<string, string>) {
    ({ app } = await createTestApp({ env: { AUTH_RATE_LIMITED: 'true', ...env } }));
    await createUser(app, 'gamma', ['Gamma']);
  }

  const apiLogin = (remoteAddress: string, username = 'admin', password = ADMIN_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress,
      payload: { username, password, provider: 'db' },
    });
  const formLogin = (remoteAddress: string, accept = 'text/html', password = ADMIN_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/login/?next=%2Fchart%2Flist%2F',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      payload: new URLSearchParams({ username: 'admin', password }).toString(),
    });

  it('limits attempts per client address across both login routes, whatever their outcome', async () => {
    await start({ AUTH_RATE_LIMIT: '3 per minute' });
    expect((await apiLogin('10.0.0.1')).statusCode).toBe(200);
    expect((await apiLogin('10.0.0.1', 'admin', 'wrong')).statusCode).toBe(401);
    expect((await formLogin('10.0.0.1')).statusCode).toBe(302);

    const api = await apiLogin('10.0.0.1');
    expect(api.statusCode).toBe(429);
    expect(api.json()).toEqual({ message: THROTTLED });
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);

    const browser = await formLogin('10.0.0.1');
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/login/?error=throttled&next=%2Fchart%2Flist%2F');
    expect(browser.cookies.some((cookie) => cookie.name === 'session')).toBe(false);
    const json = await formLogin('10.0.0.1', 'application/json');
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ message: LOGIN_THROTTLED_MESSAGE });

    // Another address is not affected.
    expect((await apiLogin('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts failures per username (any letter case) from every address, without checking the password', async () => {
    await start({ AUTH_RATE_LIMIT: '100 per minute', AUTH_FAILED_LOGIN_LIMIT: '2 per minute' });
    expect((await apiLogin('10.0.1.1', 'gamma', 'wrong')).statusCode).toBe(401);
    expect((await apiLogin('10.0.1.2', 'GAMMA', 'wrong')).statusCode).toBe(401);
    const failures = (await app.store.users.listAccounts()).find((user) => user.username === 'gamma')?.fail_login_count;
    expect(failures).toBe(2);

    const right = await apiLogin('10.0.1.3', 'gamma', 'gamma-password');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: THROTTLED });
    expect((await app.store.users.listAccounts()).find((user) => user.username === 'gamma')?.fail_login_count).toBe(2);
    // Other users log in as usual, from the same address too.
    expect((await apiLogin('10.0.1.3')).statusCode).toBe(200);
  });

  it('lets attempts through again once the window has passed', async () => {
    await start({ AUTH_RATE_LIMIT: '1 per second' });
    expect((await apiLogin('10.0.2.1')).statusCode).toBe(200);
    expect((await apiLogin('10.0.2.1')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await apiLogin('10.0.2.1')).statusCode).toBe(200);
  });

  it('throttles nothing when AUTH_RATE_LIMITED is off', async () => {
    ({ app } = await createTestApp({
      env: { AUTH_RATE_LIMITED: 'false', AUTH_RATE_LIMIT: '1 per minute', AUTH_FAILED_LOGIN_LIMIT: '1 per minute' },
    }));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await apiLogin('10.0.3.1', 'admin', 'wrong')).statusCode).toBe(401);
    }
    expect((await apiLogin('10.0.3.1')).statusCode).toBe(200);
  });
});
