import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('/superset/explore_json/ with a body that cannot be read', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType: string) =>
    admin.post('/superset/explore_json/', payload, { headers: { 'content-type': contentType } });

  it('a truncated multipart body is a 400, not a server error', async () => {
    const response = await post(
      '--b\r\nContent-Disposition: form-data; name="form_data"\r\n\r\n{"datasource":"1__table"',
      'multipart/form-data; boundary=b',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed form body: Unexpected end of multipart data' });
  });

  it('a file part is not a form field, and the first of a repeated field counts (as request.form)', async () => {
    const file =
      '--b\r\nContent-Disposition: form-data; name="form_data"; filename="f.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--\r\n';
    expect((await post(file, 'multipart/form-data; boundary=b')).json()).toEqual({ message: 'Missing form_data' });
    const repeated =
      '--b\r\nContent-Disposition: form-data; name="form_data"\r\n\r\nnot json\r\n' +
      '--b\r\nContent-Disposition: form-data; name="form_data"\r\n\r\n{"datasource":"1__table"}\r\n--b--\r\n';
    expect((await post(repeated, 'multipart/form-data; boundary=b')).json()).toEqual({
      message: 'Invalid form_data: it must be a JSON object',
    });
  });
});
