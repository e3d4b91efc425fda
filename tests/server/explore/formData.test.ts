import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, datasetReaderRole, exampleDatasetId } from '../chart/chartTestApp';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/api/v1/explore/form_data', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let outsider: Caller;
  let birthNames: number;

  const body = (formData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    datasource_id: birthNames,
    datasource_type: 'table',
    form_data: JSON.stringify(formData),
    ...extra,
  });
  const post = async (caller: Caller, payload: Record<string, unknown>, tabId?: number): Promise<string> => {
    const response = await caller.post(`/api/v1/explore/form_data${tabId ? `?tab_id=${tabId}` : ''}`, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ key: string }>().key;
  };
  const read = (caller: Caller, key: string) => caller.get(`/api/v1/explore/form_data/${key}`);

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    await datasetReaderRole(app, 'births_only', [birthNames]);
    alice = await callerFor(app, 'alice', { roles: ['Gamma', 'births_only'], auth: 'bearer' });
    bob = await callerFor(app, 'bob', { roles: ['Gamma', 'births_only'], auth: 'bearer' });
    outsider = await callerFor(app, 'outsider', { roles: ['Gamma'], auth: 'bearer' });
  });
  afterAll(() => app.close());

  it('stores form data (201 {key}) and gives it back as the JSON text it was sent', async () => {
    const formData = { viz_type: 'table', metrics: ['count'], row_limit: 100 };
    const key = await post(alice, body(formData));
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const response = await read(alice, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ form_data: JSON.stringify(formData) });
  });

  it('gives every write without a tab id a new key, and a tab its same key for the same datasource and chart', async () => {
    const first = await post(alice, body({ a: 1 }));
    const second = await post(alice, body({ a: 2 }));
    expect(first).not.toBe(second);

    const tabKey = await post(alice, body({ tab: 1 }), 7);
    expect(await post(alice, body({ tab: 2 }), 7)).toBe(tabKey);
    expect((await read(alice, tabKey)).json()).toEqual({ form_data: '{"tab":2}' });
    expect(await post(bob, body({ tab: 3 }), 7)).not.toBe(tabKey);
  });

  it('updates under PUT (200 {message, key}): the tab keeps its key, without a tab a new key is made', async () => {
    const tabKey = await post(alice, body({ step: 1 }), 3);
    const kept = await alice.put(`/api/v1/explore/form_data/${tabKey}?tab_id=3`, body({ step: 2 }));
    expect(kept.statusCode).toBe(200);
    // The key alone, as Superset 6.1 answers (found by the differential suite).
    expect(kept.json()).toEqual({ key: tabKey });
    expect((await read(alice, tabKey)).json()).toEqual({ form_data: '{"step":2}' });

    const renewed = await alice.put(`/api/v1/explore/form_data/${tabKey}`, body({ step: 3 }));
    const newKey = renewed.json<{ key: string }>().key;
    expect(newKey).not.toBe(tabKey);
    expect((await read(alice, newKey)).json()).toEqual({ form_data: '{"step":3}' });
  });

  it('lets others with access read a key, but only its owner change or delete it', async () => {
    const key = await post(alice, body({ mine: true }));
    expect((await read(bob, key)).statusCode).toBe(200);

    const put = await bob.put(`/api/v1/explore/form_data/${key}`, body({ mine: false }));
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: "You don't have permission to modify the value." });
    const del = await bob.delete(`/api/v1/explore/form_data/${key}`);
    expect(del.statusCode).toBe(403);
    expect((await read(alice, key)).json()).toEqual({ form_data: '{"mine":true}' });
  });

  it('refuses readers without access to the datasource with 403', async () => {
    const key = await post(alice, body({ secret: 1 }));
    const response = await read(outsider, key);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "You don't have permission to modify the value." });
    const write = await outsider.post('/api/v1/explore/form_data', body({ x: 1 }));
    expect(write.statusCode).toBe(403);
  });

  it("deletes the owner's entry ('Deleted successfully'); a missing key is 404", async () => {
    const key = await post(alice, body({ gone: true }));
    const response = await alice.delete(`/api/v1/explore/form_data/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted successfully' });
    expect((await read(alice, key)).statusCode).toBe(404);
    expect((await read(alice, key)).json()).toEqual({ message: 'Not found' });
    expect((await alice.delete(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(404);
  });

  it('answers 400 for invalid bodies and 404 for a dataset or chart that does not exist', async () => {
    const badJson = await alice.post('/api/v1/explore/form_data', { ...body({}), form_data: '{nope' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: { form_data: ['JSON not valid'] } });
    const unknown = await alice.post('/api/v1/explore/form_data', { ...body({}), dataset_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { dataset_id: ['Unknown field.'] } });
    const missing = await alice.post('/api/v1/explore/form_data', {
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    expect(missing.json()).toEqual({ message: { form_data: ['Missing data for required field.'] } });
    const queryType = await alice.post('/api/v1/explore/form_data', {
      ...body({}),
      datasource_type: 'saved_query',
    });
    expect(queryType.statusCode).toBe(400);
    expect(queryType.json()).toEqual({ message: { datasource_type: ['Datasource type is invalid'] } });

    const noDataset = await alice.post('/api/v1/explore/form_data', {
      ...body({}),
      datasource_id: 999999,
    });
    expect(noDataset.statusCode).toBe(404);
    expect(noDataset.json()).toEqual({ message: 'Resource was not found.' });
    const noChart = await alice.post('/api/v1/explore/form_data', body({}, { chart_id: 999999 }));
    expect(noChart.statusCode).toBe(404);
  });

  it('accepts a chart the user may read', async () => {
    const chartId = await createChart(admin, {
      slice_name: 'Cached',
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    const key = await post(alice, body({ slice_id: chartId }, { chart_id: chartId }));
    expect((await read(alice, key)).statusCode).toBe(200);
  });
});

describe('form data cache expiry (EXPLORE_FORM_DATA_CACHE_TIMEOUT)', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let birthNames: number;

  beforeAll(async () => {
    ({ app } = await createTestApp({ config: { EXPLORE_FORM_DATA_CACHE_TIMEOUT: 1 } }));
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
  });
  afterAll(() => app.close());

  it('forgets an entry once the timeout has passed since it was last written or read', async () => {
    const payload = { datasource_id: birthNames, datasource_type: 'table', form_data: '{"x":1}' };
    const created = await admin.post('/api/v1/explore/form_data', payload);
    const key = created.json<{ key: string }>().key;
    await sleep(700);
    expect((await admin.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(200);
    await sleep(700);
    // 1.4 s after writing, but 0.7 s after the last read: still there.
    expect((await admin.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(200);
    await sleep(1200);
    expect((await admin.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(404);
  });
});
