import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signHs256 } from '../../../server/auth/jwt';
import { anonymousCaller, callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';
import { GUEST_SECRET, LOG_URL, sampleEvents, storedLogs } from './logRequests';

let app: FastifyInstance;
let admin: Caller;

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { GUEST_TOKEN_JWT_SECRET: GUEST_SECRET } }));
  admin = await callerFor(app, 'admin');
});
afterAll(() => app.close());
beforeEach(() => app.store.logs.deleteOlderThan(new Date(Date.now() + 60_000)));

function guestToken(claims: Record<string, unknown> = {}, secret = GUEST_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  return signHs256(secret, {
    user: { username: 'embedded' },
    resources: [{ type: 'dashboard', id: '7' }],
    rls_rules: [],
    type: 'guest',
    iat: now,
    exp: now + 300,
    ...claims,
  });
}

describe('POST /superset/log/', () => {
  it('stores one row per event of a beacon form (multipart), with an empty 200 reply', async () => {
    const events = sampleEvents(3);
    const reply = await admin.multipart(`${LOG_URL}&dashboard_id=7`, { events: JSON.stringify(events) });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
    const rows = await storedLogs(app);
    expect(rows.map((row) => row.event)).toEqual(events);
    for (const row of rows) {
      expect(row).toMatchObject({
        action: 'log',
        user_id: admin.id,
        username: 'admin',
        dashboard_id: 7,
        slice_id: null,
      });
      expect(row.duration_ms).toEqual(expect.any(Number));
    }
  });

  it('accepts a url-encoded form and a JSON body', async () => {
    await admin.form(LOG_URL, { events: JSON.stringify(sampleEvents(2)) });
    await admin.post(LOG_URL, { events: JSON.stringify(sampleEvents(1, { via: 'json string' })) });
    await admin.post(LOG_URL, { events: sampleEvents(2, { via: 'json array' }) });
    const rows = await storedLogs(app);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => (row.event as { via?: string }).via === 'json array')).toHaveLength(2);
  });

  it('takes dashboard_id and slice_id from the query, not from the events', async () => {
    await admin.multipart('/superset/log/?explode=events&slice_id=42', {
      events: JSON.stringify(sampleEvents(2, { dashboard_id: 99, slice_id: 5 })),
    });
    const rows = await storedLogs(app);
    expect(rows.map((row) => [row.dashboard_id, row.slice_id])).toEqual([
      [null, 42],
      [null, 42],
    ]);
  });

  it('keeps the Referer header and stores a whole payload as one row without explode', async () => {
    await admin.form('/superset/log/?dashboard_id=3', { note: 'hello' }, { headers: { referer: 'http://x/dash/' } });
    const [row] = await storedLogs(app);
    expect(row).toMatchObject({ referrer: 'http://x/dash/', dashboard_id: 3 });
    expect(row.event).toEqual({ note: 'hello', dashboard_id: '3' });
  });

  it('needs no CSRF token', async () => {
    const reply = await admin.multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)) }, { csrf: false });
    expect(reply.statusCode).toBe(200);
    expect(await storedLogs(app)).toHaveLength(1);
  });

  it('lets Gamma users log (can_log on Superset)', async () => {
    const gamma = await callerFor(app, 'log_gamma', { roles: ['Gamma'] });
    const reply = await gamma.multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)) });
    expect(reply.statusCode).toBe(200);
    expect((await storedLogs(app))[0].user_id).toBe(gamma.id);
  });

  it('refuses a user whose roles lack can_log on Superset (403)', async () => {
    const reader = await callerFor(app, 'log_reader', { grants: { chart_reader_only: [['can_read', 'Chart']] } });
    const reply = await reader.multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)) });
    expect(reply.statusCode).toBe(403);
    expect(await storedLogs(app)).toHaveLength(0);
  });

  it('sends anonymous callers to the login page and stores nothing', async () => {
    const reply = await anonymousCaller(app).multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)) });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toMatch(/^\/login\/\?next=/);
    expect(await storedLogs(app)).toHaveLength(0);
  });

  it('honours a guest token without a session, as a form field or a header, and never stores it', async () => {
    const nobody = anonymousCaller(app);
    const token = guestToken();
    const byField = await nobody.multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)), guest_token: token });
    expect(byField.statusCode).toBe(200);
    const byHeader = await nobody.post(LOG_URL, { events: sampleEvents(1) }, { headers: { 'x-guesttoken': token } });
    expect(byHeader.statusCode).toBe(200);
    const rows = await storedLogs(app);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.user_id === null && !row.json?.includes(token))).toBe(true);
  });

  it('refuses forged, expired or non-guest tokens', async () => {
    const nobody = anonymousCaller(app);
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      guestToken({}, 'another-secret'),
      guestToken({ iat: now - 600, exp: now - 300 }),
      guestToken({ type: 'access' }),
      'not-a-jwt',
    ]) {
      const reply = await nobody.multipart(LOG_URL, { events: '[]', guest_token: token });
      expect(reply.statusCode).toBe(302);
    }
  });

  it('reads the guest token only when there is no session', async () => {
    await admin.multipart(LOG_URL, { events: JSON.stringify(sampleEvents(1)), guest_token: guestToken() });
    expect((await storedLogs(app))[0].user_id).toBe(admin.id);
  });

  it('answers a malformed multipart body with a 400, not a 500', async () => {
    const reply = await admin.post(LOG_URL, '--x\r\nbroken', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('guest tokens when GUEST_TOKEN_JWT_SECRET is unset', () => {
  it('honours none', async () => {
    const { app: plain } = await createTestApp();
    try {
      const reply = await anonymousCaller(plain).multipart(LOG_URL, { events: '[]', guest_token: guestToken() });
      expect(reply.statusCode).toBe(302);
    } finally {
      await plain.close();
    }
  });
});
