import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';

describe('health checks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it.each(['/health', '/healthcheck'])('%s answers OK without a login', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('OK');
  });

  it.each([
    '/api/v1/me/',
    '/api/v1/me/roles/',
    '/api/v1/database/',
    '/api/v1/database/1',
    '/api/v1/security/csrf_token/',
  ])('%s needs a login', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });
});
