/**
 * Chart ids that name nothing: beyond the database's integers (Superset answers 500 for
 * `/api/v1/chart/99999999999999999999999` and for such ids in a rison list; here they are missing
 * charts), or not decimal at all.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('chart ids that name no chart', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
  });
  afterAll(() => app.close());

  it('GET /api/v1/chart/<id> answers 404 for a huge or non-decimal id', async () => {
    for (const id of ['99999999999999999999999', '2147483648', '0x1', '1e0']) {
      const response = await admin.get(`/api/v1/chart/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: 'Not found' });
    }
  });

  it('a bulk delete naming a huge id deletes nothing and answers 404', async () => {
    const response = await admin.delete('/api/v1/chart/?q=!(1,99999999999999999999999)');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(await app.store.charts.findById(1)).not.toBeNull();
  });

  it('favorite_status answers false for a huge id next to a real chart', async () => {
    const response = await admin.get('/api/v1/chart/favorite_status/?q=!(1,99999999999999999999999)');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [
        { id: 1, value: false },
        { id: 1e23, value: false },
      ],
    });
  });
});
