import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerLogin, createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';

const WRITE_URL = '/api/v1/test_echo/';
const FORM_URL = '/test_form/';
const EXEMPT_URL = '/api/v1/test_exempt/';

describe('CSRF protection of cookie-authenticated writes', () => {
  let app: FastifyInstance;
  let session: BrowserSession;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    // A write endpoint like any later one: JSON body, login required, CSRF checked by the app.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      app.route({ method, url: WRITE_URL, handler: async (request) => ({ result: request.body ?? null }) });
    }
    app.post(FORM_URL, async () => ({ result: 'form' }));
    app.post(EXEMPT_URL, { config: { csrfExempt: true } }, async () => ({ result: 'exempt' }));
    session = await loginSession(app);
  });
  afterAll(() => app.close());

  it('hands out a new token of the session on every call (as Superset), each one accepted', async () => {
    const again = await app.inject({ url: '/api/v1/security/csrf_token/', headers: { cookie: session.cookie } });
    expect(again.statusCode).toBe(200);
    const { result } = again.json<{ result: string }>();
    expect(result).toEqual(expect.any(String));
    expect(result).not.toBe(session.csrfToken);
    for (const token of [session.csrfToken, result]) {
      const response = await app.inject({
        method: 'POST',
        url: WRITE_URL,
        headers: { cookie: session.cookie, 'x-csrftoken': token },
        payload: { a: 1 },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('rejects a token whose hash or salt was changed', async () => {
    // The salt is base62; the hash is base64url and may itself hold '-': cut at the first one.
    const cut = session.csrfToken.indexOf('-');
    const [salt, hash] = [session.csrfToken.slice(0, cut), session.csrfToken.slice(cut + 1)];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`${salt}-${flip(hash)}`, `${flip(salt)}-${hash}`, hash, `${session.csrfToken}x`]) {
      const response = await app.inject({
        method: 'POST',
        url: WRITE_URL,
        headers: { cookie: session.cookie, 'x-csrftoken': token },
        payload: {},
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.body).toContain('The CSRF token is invalid.');
    }
  });

  it('sends a form post (not JSON, not the API) with a bad token back to the login page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: FORM_URL,
      headers: { cookie: session.cookie, 'x-csrftoken': 'wrong', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login/');
  });

  it('needs no token on routes marked csrfExempt', async () => {
    const response = await app.inject({
      method: 'POST',
      url: EXEMPT_URL,
      headers: { cookie: session.cookie },
      payload: { c: 3 },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives bearer callers a token that stays the same (they need none)', async () => {
    const token = await bearerLogin(app);
    const first = await app.inject({
      url: '/api/v1/security/csrf_token/',
      headers: { authorization: `Bearer ${token}` },
    });
    const second = await app.inject({
      url: '/api/v1/security/csrf_token/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(second.json());
  });

  it('needs a login to hand out a token', async () => {
    const response = await app.inject({ url: '/api/v1/security/csrf_token/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });

  it('rejects a write without X-CSRFToken with a 400 saying the token is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: WRITE_URL,
      headers: { cookie: session.cookie },
      payload: { a: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      errors: Array<{ message: string; error_type: string; level: string; extra: unknown }>;
    }>();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toContain('The CSRF token is missing.');
    expect(body.errors[0]).toMatchObject({ error_type: 'GENERIC_BACKEND_ERROR', level: 'error' });
    expect(body.errors[0].extra).toEqual({
      issue_codes: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }],
    });
  });

  it('rejects a wrong token as invalid', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: WRITE_URL,
      headers: { cookie: session.cookie, 'x-csrftoken': 'f'.repeat(64) },
      payload: { a: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The CSRF token is invalid.');
  });

  it('lets a write with the right token through', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: WRITE_URL,
        headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken },
        payload: { a: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: { a: 1 } });
    }
    const deleted = await app.inject({
      method: 'DELETE',
      url: WRITE_URL,
      headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("does not accept another session's token", async () => {
    const other = await loginSession(app);
    expect(other.csrfToken).not.toBe(session.csrfToken);
    const response = await app.inject({
      method: 'POST',
      url: WRITE_URL,
      headers: { cookie: session.cookie, 'x-csrftoken': other.csrfToken },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('asks nothing of bearer-token writes', async () => {
    const token = await bearerLogin(app);
    const response = await app.inject({
      method: 'POST',
      url: WRITE_URL,
      headers: { authorization: `Bearer ${token}` },
      payload: { b: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { b: 2 } });
  });

  it('answers anonymous writes with 401, not a CSRF error', async () => {
    const response = await app.inject({ method: 'POST', url: WRITE_URL, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });

  it('does not check reads', async () => {
    const response = await app.inject({ url: '/api/v1/me/', headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(200);
  });
});
