import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';
import { q } from '../chart/chartTestApp';

describe('annotation layer API', () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
  });
  afterAll(() => app.close());

  async function createLayer(name: string): Promise<number> {
    const response = await admin.post('/api/v1/annotation_layer/', { name, descr: `${name} layer` });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('creates, lists, shows and deletes layers; names are unique', async () => {
    const id = await createLayer('Releases');
    const list = await admin.get(`/api/v1/annotation_layer/?${q('(filters:!((col:name,opr:ct,value:rel)))')}`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ count: number; result: { id: number; name: string; descr: string }[] }>();
    expect(body.count).toBe(1);
    expect(body.result[0]).toMatchObject({ id, name: 'Releases', descr: 'Releases layer' });

    const shown = await admin.get(`/api/v1/annotation_layer/${id}`);
    expect(shown.json()).toMatchObject({ id, result: { id, name: 'Releases', descr: 'Releases layer' } });

    const again = await admin.post('/api/v1/annotation_layer/', { name: 'Releases' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: { name: ['Name must be unique'] } });

    expect((await admin.delete(`/api/v1/annotation_layer/${id}`)).json()).toEqual({ message: 'OK' });
    expect((await admin.get(`/api/v1/annotation_layer/${id}`)).statusCode).toBe(404);
  });

  it("creates and lists a layer's annotations, checking dates and short descriptions", async () => {
    const layer = await createLayer('Holidays');
    const created = await admin.post(`/api/v1/annotation_layer/${layer}/annotation/`, {
      short_descr: 'New year',
      long_descr: 'Closed',
      start_dttm: '2019-01-01T00:00:00',
      end_dttm: '2019-01-02T00:00:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      result: { short_descr: 'New year', start_dttm: '2019-01-01T00:00:00', end_dttm: '2019-01-02T00:00:00' },
    });

    const list = await admin.get(`/api/v1/annotation_layer/${layer}/annotation/`);
    const rows = list.json<{ count: number; result: Record<string, unknown>[] }>();
    expect(rows.count).toBe(1);
    expect(rows.result[0]).toMatchObject({ short_descr: 'New year', long_descr: 'Closed' });

    const duplicate = await admin.post(`/api/v1/annotation_layer/${layer}/annotation/`, {
      short_descr: 'New year',
      start_dttm: '2019-02-01T00:00:00',
      end_dttm: '2019-02-01T00:00:00',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ message: { short_descr: ['Short description must be unique for this layer'] } });

    const backwards = await admin.post(`/api/v1/annotation_layer/${layer}/annotation/`, {
      short_descr: 'Backwards',
      start_dttm: '2019-02-02T00:00:00',
      end_dttm: '2019-02-01T00:00:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ message: { start_dttm: ['End date must be after start date'] } });

    const missing = await admin.get('/api/v1/annotation_layer/99999/annotation/');
    expect(missing.statusCode).toBe(404);
  });

  it('asks the Annotation permissions, which Alpha has and Gamma has not', async () => {
    const gamma = await callerFor(app, 'gamma-annotations', { roles: ['Gamma'] });
    expect((await gamma.get('/api/v1/annotation_layer/')).statusCode).toBe(403);
    expect((await gamma.post('/api/v1/annotation_layer/', { name: 'Nope' })).statusCode).toBe(403);
    const alpha = await callerFor(app, 'alpha-annotations', { roles: ['Alpha'] });
    expect((await alpha.post('/api/v1/annotation_layer/', { name: 'Alpha layer' })).statusCode).toBe(201);
  });
});
