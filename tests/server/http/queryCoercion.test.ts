import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';

describe('query-string numbers', () => {
  let app: FastifyInstance;
  let admin: BrowserSession;
  const headers = () => ({ cookie: admin.cookie, 'x-csrftoken': admin.csrfToken });

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await loginSession(app);
  });
  afterAll(() => app.close());

  it('an integer argument is read only from plain decimal text: 0x1, 1e3, " 1" and 1.0 are not integers', async () => {
    for (const value of ['0x1', '1e3', ' 1', '1.0', '+1']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/explore/?slice_id=${encodeURIComponent(value)}`,
        headers: headers(),
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({ message: { slice_id: ['Not a valid integer.'] } });
    }
    const plain = await app.inject({ method: 'GET', url: '/api/v1/explore/?slice_id=1', headers: headers() });
    expect(plain.statusCode).toBe(200);
  });
});
