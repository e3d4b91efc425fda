import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, datasetReaderRole, exampleDatasetId, q } from './chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('chart favourites', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let outsider: Caller;
  let first: number;
  let second: number;
  let hidden: number;

  const status = (caller: Caller, ids: number[]) =>
    caller.get(`/api/v1/chart/favorite_status/?${q(`!(${ids.join(',')})`)}`);

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    const birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    const orders = await exampleDatasetId(app, 'sales', 'orders');
    await datasetReaderRole(app, 'births_only', [birthNames]);
    alice = await callerFor(app, 'alice', { roles: ['Gamma', 'births_only'], auth: 'bearer' });
    outsider = await callerFor(app, 'outsider', { roles: ['Gamma'], auth: 'bearer' });
    first = await createChart(admin, { slice_name: 'First', datasource_id: birthNames, datasource_type: 'table' });
    second = await createChart(admin, {
      slice_name: 'Second',
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    hidden = await createChart(admin, { slice_name: 'Orders', datasource_id: orders, datasource_type: 'table' });
  });
  afterAll(() => app.close());

  it('marks and unmarks a chart per user; favorite_status answers {result: [{id, value}]} in the asked order', async () => {
    const added = await alice.post(`/api/v1/chart/${second}/favorites/`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ result: 'OK' });
    expect((await alice.post(`/api/v1/chart/${second}/favorites/`)).statusCode).toBe(200);

    const mine = await status(alice, [second, first]);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      result: [
        { id: second, value: true },
        { id: first, value: false },
      ],
    });
    expect((await status(admin, [second])).json()).toEqual({ result: [{ id: second, value: false }] });

    const removed = await alice.delete(`/api/v1/chart/${second}/favorites/`);
    expect(removed.json()).toEqual({ result: 'OK' });
    expect((await status(alice, [second])).json()).toEqual({ result: [{ id: second, value: false }] });
  });

  it('answers 404 when none of the charts exist or can be seen, and for marking such a chart', async () => {
    expect((await status(admin, [987654])).statusCode).toBe(404);
    expect((await status(outsider, [first])).statusCode).toBe(404);
    expect((await alice.post(`/api/v1/chart/${hidden}/favorites/`)).statusCode).toBe(404);
    expect((await admin.delete('/api/v1/chart/987654/favorites/')).statusCode).toBe(404);
  });

  it('answers 400 when q is not a list of ids', async () => {
    const response = await admin.get(`/api/v1/chart/favorite_status/?${q('(id:1)')}`);
    expect(response.statusCode).toBe(400);
  });

  it("forgets a deleted chart's marks", async () => {
    const birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    const doomed = await createChart(admin, {
      slice_name: 'Doomed',
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    await admin.post(`/api/v1/chart/${doomed}/favorites/`);
    await admin.delete(`/api/v1/chart/${doomed}`);
    expect(await app.store.favourites.idsOf(admin.id, 'slice')).not.toContain(doomed);
  });
});
