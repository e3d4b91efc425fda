import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_DATA_NOT_JSON_MESSAGE, FORM_DATA_NOT_OBJECT_MESSAGE } from '../../../server/routes/sqllab/sqllabPage';
import { readBootstrap } from '../helpers/bootstrap';
import { anonymousCaller, callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

const REQUESTED = { datasourceKey: '3__table', sql: 'SELECT 1 AS "<b>&x"' };

describe('POST /sqllab/ (a form post with a requested query)', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  const postForm = (fields: Record<string, string>, caller: Caller = admin) =>
    caller.form('/sqllab/', fields, { csrf: false });

  it('renders the SQL Lab page with form_data as requested_query in the bootstrap', async () => {
    const csrfToken = admin.session?.csrfToken ?? '';
    const reply = await postForm({ form_data: JSON.stringify(REQUESTED), csrf_token: csrfToken });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    const bootstrap = readBootstrap(reply.body);
    expect(bootstrap.requested_query).toEqual(REQUESTED);
    expect(bootstrap).toHaveProperty('common.conf');
    expect(bootstrap).toHaveProperty('user.username', 'admin');
  });

  it('accepts the token in the X-CSRFToken header and a multipart body too', async () => {
    const reply = await admin.multipart('/sqllab/', { form_data: JSON.stringify({ sql: 'SELECT 2', dbid: 1 }) });
    expect(reply.statusCode).toBe(200);
    expect(readBootstrap(reply.body).requested_query).toEqual({ sql: 'SELECT 2', dbid: 1 });
  });

  it('renders the plain page without requested_query when the form has no form_data', async () => {
    const reply = await postForm({ csrf_token: admin.session?.csrfToken ?? '' });
    expect(reply.statusCode).toBe(200);
    expect(readBootstrap(reply.body)).not.toHaveProperty('requested_query');
  });

  it('answers a clear 400 for form_data that is not JSON, or not a JSON object', async () => {
    const csrfToken = admin.session?.csrfToken ?? '';
    const notJson = await postForm({ form_data: '{sql: SELECT', csrf_token: csrfToken });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: FORM_DATA_NOT_JSON_MESSAGE });
    const notObject = await postForm({ form_data: '["SELECT 1"]', csrf_token: csrfToken });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ error: FORM_DATA_NOT_OBJECT_MESSAGE });
  });

  it('sends a form without a valid CSRF token to the login page, rendering nothing', async () => {
    const missing = await postForm({ form_data: JSON.stringify(REQUESTED) });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/login/');
    const forged = await postForm({ form_data: JSON.stringify(REQUESTED), csrf_token: 'forged' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/login/');
  });

  it('answers a JSON post without a token with the CSRF 400', async () => {
    const reply = await admin.post('/sqllab/', { form_data: '{}' }, { csrf: false });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain('The CSRF token is missing.');
  });

  it('does not accept another session’s token', async () => {
    const other = await callerFor(app, 'admin');
    const reply = await postForm({ form_data: '{}', csrf_token: other.session?.csrfToken ?? '' });
    expect(reply.statusCode).toBe(302);
  });

  it('sends anonymous posters to the login page, back to SQL Lab', async () => {
    const reply = await anonymousCaller(app).form('/sqllab/', { form_data: JSON.stringify(REQUESTED) });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(`/login/?next=${encodeURIComponent('/sqllab/')}`);
  });
});
