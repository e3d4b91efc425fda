import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, datasetReaderRole, exampleDatasetId } from '../chart/chartTestApp';
import { createTestApp } from '../helpers/testApp';
import { callerFor, type Caller } from '../helpers/caller';

describe('/api/v1/explore/permalink', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let outsider: Caller;
  let birthNames: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    await datasetReaderRole(app, 'births_only', [birthNames]);
    alice = await callerFor(app, 'alice', { roles: ['Gamma', 'births_only'], auth: 'bearer' });
    outsider = await callerFor(app, 'outsider', { roles: ['Gamma'], auth: 'bearer' });
  });
  afterAll(() => app.close());

  it('stores the state (201 {key, url}) and gives back the value with the chart and datasource it names', async () => {
    const chartId = await createChart(admin, {
      slice_name: 'Shared',
      datasource_id: birthNames,
      datasource_type: 'table',
    });
    const state = {
      formData: { datasource: `${birthNames}__table`, viz_type: 'table', slice_id: chartId, metrics: ['count'] },
      urlParams: [['standalone', '1']],
    };
    const created = await alice.post('/api/v1/explore/permalink', state);
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = created.json<{ key: string; url: string }>();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(url).toMatch(new RegExp(`^https?://[^/]+/superset/explore/p/${key}/$`));

    const read = await alice.get(`/api/v1/explore/permalink/${key}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      chartId,
      datasourceId: birthNames,
      datasourceType: 'table',
      datasource: `${birthNames}__table`,
      state,
    });
  });

  it('answers 404 for an unknown key', async () => {
    const response = await admin.get('/api/v1/explore/permalink/doesNotExist123');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 400 for a body without form data, with unknown fields or a malformed datasource', async () => {
    const empty = await admin.post('/api/v1/explore/permalink', { urlParams: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: { formData: ['Missing data for required field.'] } });
    const unknown = await admin.post('/api/v1/explore/permalink', {
      formData: { datasource: '1__table' },
      anchor: 'x',
    });
    expect(unknown.json()).toEqual({ message: { anchor: ['Unknown field.'] } });
    const malformed = await admin.post('/api/v1/explore/permalink', {
      formData: { datasource: 'birth_names' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: { formData: { datasource: ['Not a valid datasource.'] } } });
  });

  it('answers 403 without access to the dataset and 404 for a dataset or chart that does not exist', async () => {
    const state = { formData: { datasource: `${birthNames}__table`, viz_type: 'table' } };
    const denied = await outsider.post('/api/v1/explore/permalink', state);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: "You don't have access to this dataset." });

    const key = (await alice.post('/api/v1/explore/permalink', state)).json<{ key: string }>().key;
    expect((await outsider.get(`/api/v1/explore/permalink/${key}`)).statusCode).toBe(403);

    const noDataset = await admin.post('/api/v1/explore/permalink', {
      formData: { datasource: '999999__table' },
    });
    expect(noDataset.statusCode).toBe(404);
    expect(noDataset.json()).toEqual({ message: 'Dataset does not exist.' });
    const noChart = await admin.post('/api/v1/explore/permalink', {
      formData: { datasource: `${birthNames}__table`, slice_id: 999999 },
    });
    expect(noChart.statusCode).toBe(404);
    expect(noChart.json()).toEqual({ message: 'Chart not found.' });
  });
});
