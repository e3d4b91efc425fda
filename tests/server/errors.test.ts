import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, supersetError, SupersetErrorsException } from '../../server/errors';
import { bearerLogin, createTestApp } from './helpers/testApp';

const ECHO_URL = '/api/v1/test_typed/';

describe("errors in Superset's shapes", () => {
  let app: FastifyInstance;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    // Routes shaped like later ones, to check what the app does with what they throw.
    app.post(
      ECHO_URL,
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            additionalProperties: false,
            properties: {
              name: { type: 'string' },
              limit: { type: 'integer' },
              options: {
                type: 'object',
                additionalProperties: false,
                properties: { force: { type: 'boolean' } },
              },
            },
          },
        },
      },
      async (request) => ({ result: request.body }),
    );
    app.get('/api/v1/test_boom/', async () => {
      throw new Error('kaboom');
    });
    app.get('/api/v1/test_http_error/', async () => {
      throw new HttpError(422, { database_name: ['A database with the same name already exists.'] });
    });
    app.get('/api/v1/test_superset_errors/', async () => {
      throw new SupersetErrorsException(400, [supersetError('near "SELEC": syntax error', 'SYNTAX_ERROR')]);
    });
    auth = { authorization: `Bearer ${await bearerLogin(app)}` };
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: ECHO_URL, headers: { ...auth, 'content-type': contentType }, payload });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'x', limit: 5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { name: 'x', limit: 5 } });
  });

  it('answers malformed JSON with a 400 message', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an empty JSON body with a 400 message', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a body that is not JSON with 400 "Request is not JSON"', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post('name=x', contentType);
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({ message: 'Request is not JSON' });
    }
  });

  it('reports wrong types, unknown and missing fields per field, nested fields nested', async () => {
    const wrong = await post(
      JSON.stringify({ name: 3, limit: 'many', bogus: true, options: { force: 'yes', extra: 1 } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: {
        name: ['Not a valid string.'],
        limit: ['Not a valid integer.'],
        bogus: ['Unknown field.'],
        options: { force: ['Not a valid boolean.'], extra: ['Unknown field.'] },
      },
    });
    const missing = await post(JSON.stringify({}));
    expect(missing.json()).toEqual({ message: { name: ['Missing data for required field.'] } });
    const notAnObject = await post(JSON.stringify([1, 2]));
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ message: { _schema: ['Invalid input type.'] } });
  });

  it('turns an unexpected throw into a 500 message and keeps serving', async () => {
    const response = await app.inject({ url: '/api/v1/test_boom/', headers: auth });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'kaboom' });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('renders HttpError and SupersetErrorsException with issue codes', async () => {
    const http = await app.inject({ url: '/api/v1/test_http_error/', headers: auth });
    expect(http.statusCode).toBe(422);
    expect(http.json()).toEqual({ message: { database_name: ['A database with the same name already exists.'] } });

    const errors = await app.inject({ url: '/api/v1/test_superset_errors/', headers: auth });
    expect(errors.statusCode).toBe(400);
    expect(errors.json()).toEqual({
      errors: [
        {
          message: 'near "SELEC": syntax error',
          error_type: 'SYNTAX_ERROR',
          level: 'error',
          extra: { issue_codes: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }] },
        },
      ],
    });
  });

  it('answers unknown API paths with a JSON 404, even for browsers and anonymous callers', async () => {
    for (const headers of [auth, {}, { accept: 'text/html' }]) {
      const response = await app.inject({ url: '/api/v1/no_such_thing/', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/v1/me/', headers: auth });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('leaves errors without issue codes alone', () => {
    expect(supersetError('x', 'FRONTEND_TIMEOUT_ERROR', 'warning', { a: 1 })).toEqual({
      message: 'x',
      error_type: 'FRONTEND_TIMEOUT_ERROR',
      level: 'warning',
      extra: { a: 1 },
    });
  });
});

describe('issue codes', () => {
  it("a backend timeout carries issue 1000 in the spec's words and issue 1001", () => {
    const error = supersetError('Query timed out', 'BACKEND_TIMEOUT_ERROR');
    expect(error.extra?.issue_codes).toEqual([
      { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
      { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
    ]);
  });
});
