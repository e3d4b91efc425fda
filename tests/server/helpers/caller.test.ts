import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCaller, callerFor, multipartBody } from './caller';
import { createTestApp } from './testApp';

describe('callerFor', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it('logs the admin in as a browser and parses the reply', async () => {
    const admin = await callerFor(app, 'admin');
    const reply = await admin.get<{ result: { username: string; id: number } }>('/api/v1/me/');
    expect(reply.statusCode).toBe(200);
    expect(reply.data.result.username).toBe('admin');
    expect(admin.id).toBe(reply.data.result.id);
    expect(admin.auth).toBe('session');
  });

  it('makes a user with roles and grants on the spot, and logs it in again later', async () => {
    const ana = await callerFor(app, 'ana', {
      roles: ['Gamma'],
      grants: { ana_reader: [['database_access', '[examples].(id:1)']] },
      profile: { first_name: 'Ana' },
    });
    const roles = await ana.get<{ result: { firstName: string; roles: Record<string, unknown> } }>('/api/v1/me/roles/');
    expect(roles.data.result.firstName).toBe('Ana');
    expect(Object.keys(roles.data.result.roles).sort()).toEqual(['Gamma', 'ana_reader']);
    const again = await callerFor(app, 'ana', { roles: ['Gamma'] });
    expect(again.id).toBe(ana.id);
  });

  it('refuses an unknown user without roles', async () => {
    await expect(callerFor(app, 'nobody-here')).rejects.toThrow('No user nobody-here');
  });

  it('sends the CSRF token on writes unless told not to', async () => {
    const admin = await callerFor(app, 'admin');
    const body = { dbId: 1, name: 'A tab', sql: 'SELECT 1' };
    const stored = await admin.post('/api/v1/sqllab/permalink', body);
    expect(stored.statusCode, stored.body).toBe(201);
    const refused = await admin.post('/api/v1/sqllab/permalink', body, { csrf: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The CSRF token is missing.');
  });

  it('calls as an API client with a bearer token', async () => {
    const api = await callerFor(app, 'admin', { auth: 'bearer' });
    expect(api.session).toBeNull();
    expect(api.headers('POST')).toEqual({ authorization: `Bearer ${api.token}` });
    const reply = await api.get('/api/v1/me/');
    expect(reply.statusCode).toBe(200);
  });

  it('calls as nobody', async () => {
    const reply = await anonymousCaller(app).get<{ message: string }>('/api/v1/me/');
    expect(reply.statusCode).toBe(401);
    expect(reply.data).toEqual({ message: 'Not authorized' });
  });

  it('encodes multipart fields and files', () => {
    const { payload, contentType } = multipartBody(
      { name: 'x', file: { filename: 'a.csv', content: 'a\n1\n', contentType: 'text/csv' } },
      'b',
    );
    expect(contentType).toBe('multipart/form-data; boundary=b');
    expect(payload.toString()).toBe(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n' +
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\na\n1\n\r\n' +
        '--b--\r\n',
    );
  });
});
