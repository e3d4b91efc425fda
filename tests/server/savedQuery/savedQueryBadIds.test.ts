/** Saved query ids that name nothing (beyond the database's integers) and a database id too large to store. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from '../sqllab/legacyRequests';
import { callerFor, type Caller } from '../helpers/caller';

describe('saved queries with ids beyond the store', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
  });
  afterAll(() => app.close());

  it('answer 404 on the REST and the legacy routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/saved_query/99999999999999999999999'],
      ['DELETE', '/api/v1/saved_query/2147483648'],
      ['GET', '/savedqueryviewapi/api/get/99999999999999999999999'],
    ] as const) {
      const response = await admin.request(method, url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('a legacy form’s db_id too large for the store is an invalid form, not a database failure', async () => {
    for (const dbId of [1e23, 3_000_000_000, '99999999999999999999999']) {
      const response = await legacyRequest(admin, 'POST', '/savedqueryviewapi/api/create', {
        label: 'Huge',
        db_id: dbId,
        sql: 'SELECT 1',
      });
      expect(response.statusCode, String(dbId)).toBe(400);
      expect(response.json(), String(dbId)).toEqual({ message: 'Invalid form', severity: 'warning' });
    }
  });
});
