/**
 * Chart data, samples, column values, legacy explore_json and explore under datasource access
 * (Superset's raise_for_access(datasource=…)): 200 on a granted (or owned) dataset, else 403 with
 * DATASOURCE_SECURITY_ACCESS_ERROR naming the datasource by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccessApp, datasetId, datasourceGrant, userWith, type DataAccessApp } from './dataAccessFixture';
import type { Caller } from '../helpers/caller';

let env: DataAccessApp;
let gamma: Caller;
let ordersId: number;
let customersId: number;

function chartData(caller: Caller, datasourceId: number) {
  return caller.post('/api/v1/chart/data', {
    datasource: { id: datasourceId, type: 'table' },
    queries: [{ columns: ['customer_id'], metrics: [], row_limit: 2 }],
    result_format: 'json',
    result_type: 'full',
  });
}

/** Superset's get_datasource_access_error_object for sales.customers. */
function customersDenied() {
  return {
    message: `This endpoint requires the datasource ${customersId}, database or \`all_datasource_access\` permission`,
    error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    level: 'warning',
    extra: { link: '', datasource: customersId, datasource_name: 'sales.customers' },
  };
}

beforeAll(async () => {
  env = await createDataAccessApp();
  ordersId = await datasetId(env.app, 'sales', 'orders');
  customersId = await datasetId(env.app, 'sales', 'customers');
  gamma = await userWith(env.app, 'gamma_charts', ['Gamma'], {
    orders_only: [await datasourceGrant(env.app, 'sales', 'orders')],
  });
});

afterAll(async () => {
  await env.close();
});

describe('chart data', () => {
  it('answers for a granted dataset and refuses another with Superset error body', async () => {
    const allowed = await chartData(gamma, ordersId);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const denied = await chartData(gamma, customersId);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: [customersDenied()] });
  });

  it('answers for a dataset the user owns without a grant (raise_for_access accepts owners)', async () => {
    const owner = await userWith(env.app, 'gamma_owns_customers', ['Gamma']);
    await env.app.store.datasets.update(customersId, { owner_ids: [owner.id] });
    try {
      expect((await chartData(owner, customersId)).statusCode).toBe(200);
    } finally {
      await env.app.store.datasets.update(customersId, { owner_ids: [] });
    }
  });

  it('refuses the legacy explore_json of another dataset', async () => {
    const formData = JSON.stringify({
      datasource: `${customersId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['customer_id'],
    });
    const denied = await gamma.get(`/superset/explore_json/?form_data=${encodeURIComponent(formData)}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: [customersDenied()] });
  });

  it('refuses samples and column values of another dataset', async () => {
    // Gamma lacks can_samples on Datasource, as in Superset: FAB's refusal first, then a role adds it.
    const withoutPair = await gamma.post(`/datasource/samples?datasource_type=table&datasource_id=${customersId}`, {});
    expect(withoutPair.statusCode).toBe(403);
    expect(withoutPair.json()).toEqual({ message: 'Access is Denied', severity: 'danger' });
    const sampler = await userWith(env.app, 'gamma_samples', ['Gamma'], {
      orders_samples: [await datasourceGrant(env.app, 'sales', 'orders'), ['can_samples', 'Datasource']],
    });
    const samples = await sampler.post(`/datasource/samples?datasource_type=table&datasource_id=${customersId}`, {});
    expect(samples.statusCode).toBe(403);
    expect(samples.json()).toEqual({ errors: [customersDenied()] });
    // Gamma lacks can_get_column_values on Datasource, as in Superset: a role adds it.
    const picker = await userWith(env.app, 'gamma_values', ['Gamma'], {
      orders_values: [await datasourceGrant(env.app, 'sales', 'orders'), ['can_get_column_values', 'Datasource']],
    });
    const values = await picker.get(`/api/v1/datasource/table/${customersId}/column/country/values/`);
    expect(values.statusCode).toBe(403);
    expect(values.json()).toEqual({ message: customersDenied().message });
    expect((await picker.get(`/api/v1/datasource/table/${ordersId}/column/status/values/`)).statusCode).toBe(200);
  });
});

describe('explore', () => {
  it('opens a granted dataset and refuses another with the security error itself', async () => {
    expect((await gamma.get(`/api/v1/explore/?datasource_id=${ordersId}&datasource_type=table`)).statusCode).toBe(200);
    const denied = await gamma.get(`/api/v1/explore/?datasource_id=${customersId}&datasource_type=table`);
    expect(denied.statusCode).toBe(403);
    const { message, error_type, extra } = customersDenied();
    expect(denied.json()).toEqual({ message, error_type, extra });
  });

  it('refuses form data and permalinks on another dataset, and reading ones made by someone who could', async () => {
    const formData = await gamma.post('/api/v1/explore/form_data', {
      datasource_id: customersId,
      datasource_type: 'table',
      form_data: '{}',
    });
    expect(formData.statusCode).toBe(403);
    expect(formData.json()).toEqual({ message: "You don't have permission to modify the value." });
    const permalink = await gamma.post('/api/v1/explore/permalink', {
      formData: { datasource: `${customersId}__table`, viz_type: 'table' },
    });
    expect(permalink.statusCode).toBe(403);
    expect(permalink.json()).toEqual({ message: "You don't have access to this dataset." });

    const adminKey = await env.admin.post('/api/v1/explore/permalink', {
      formData: { datasource: `${customersId}__table`, viz_type: 'table' },
    });
    const read = await gamma.get(`/api/v1/explore/permalink/${adminKey.json<{ key: string }>().key}`);
    expect(read.statusCode).toBe(403);
  });
});
