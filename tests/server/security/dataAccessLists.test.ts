/**
 * What lists and reads by id show under data-access grants, as Superset's base filters decide:
 * DatabaseFilter (databases, SQL Lab's databases), get_schemas_accessible_by_user and
 * get_datasources_accessible_by_user (SQL Lab's schema and table lists), raise_for_access on a table
 * (table metadata, 404 to hide it), DatasourceFilter (datasets), ChartFilter (charts) and
 * DashboardAccessFilter (dashboards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataAccessApp,
  datasetId,
  datasourceGrant,
  rison,
  schemaGrant,
  userWith,
  type DataAccessApp,
} from './dataAccessFixture';
import type { Caller } from '../helpers/caller';

let env: DataAccessApp;
let sqlAnalyst: Caller;
let gamma: Caller;
let ordersId: number;
let customersId: number;
let productsId: number;

interface ListReply<T> {
  count: number;
  result: T[];
}

async function list<T>(caller: Caller, url: string): Promise<ListReply<T>> {
  const response = await caller.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<ListReply<T>>();
}

beforeAll(async () => {
  env = await createDataAccessApp();
  ordersId = await datasetId(env.app, 'sales', 'orders');
  customersId = await datasetId(env.app, 'sales', 'customers');
  productsId = await datasetId(env.app, 'sales', 'products');
  const ordersReader = { orders_reader: [await datasourceGrant(env.app, 'sales', 'orders')] };
  sqlAnalyst = await userWith(env.app, 'sql_orders', ['sql_lab'], ordersReader);
  gamma = await userWith(env.app, 'gamma_orders', ['Gamma'], ordersReader);
});

afterAll(async () => {
  await env.close();
});

describe('databases, schemas and tables with datasource_access on sales.orders', () => {
  it('lists the examples database (and SQL Lab gets it), and reads it by id', async () => {
    const databases = await list<{ id: number; database_name: string }>(sqlAnalyst, '/api/v1/database/');
    expect(databases.result.map((db) => db.database_name)).toEqual(['examples']);
    const bootstrap = await sqlAnalyst.get('/api/v1/sqllab/');
    expect(Object.keys(bootstrap.json<{ result: { databases: Record<string, unknown> } }>().result.databases)).toEqual([
      String(env.examples.id),
    ]);
    expect((await sqlAnalyst.get(`/api/v1/database/${env.examples.id}`)).statusCode).toBe(200);
  });

  it('shows only schema sales and, in it, only table orders', async () => {
    const schemas = await sqlAnalyst.get(`/api/v1/database/${env.examples.id}/schemas/`);
    expect(schemas.json()).toEqual({ result: ['sales'] });
    const sales = await sqlAnalyst.get(
      `/api/v1/database/${env.examples.id}/tables/?q=${rison({ schema_name: 'sales' })}`,
    );
    expect(sales.json()).toEqual({ count: 1, result: [{ value: 'orders', type: 'table', extra: null }] });
    const main = await sqlAnalyst.get(
      `/api/v1/database/${env.examples.id}/tables/?q=${rison({ schema_name: 'main' })}`,
    );
    expect(main.json()).toEqual({ count: 0, result: [] });
  });

  it('answers table metadata of a table it cannot reach as a missing table', async () => {
    const base = `/api/v1/database/${env.examples.id}`;
    expect((await sqlAnalyst.get(`${base}/table_metadata/?name=orders&schema=sales`)).statusCode).toBe(200);
    const hidden = await sqlAnalyst.get(`${base}/table_metadata/?name=customers&schema=sales`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      errors: [{ message: 'No such table', error_type: 'TABLE_NOT_FOUND_ERROR', level: 'error', extra: null }],
    });
    expect((await sqlAnalyst.get(`${base}/table_metadata/extra/?name=customers&schema=sales`)).statusCode).toBe(404);
    for (const url of [
      `${base}/select_star/customers/sales/`,
      `${base}/table/customers/sales/`,
      `${base}/table_extra/customers/sales/`,
    ]) {
      const response = await sqlAnalyst.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    const star = await sqlAnalyst.get(`${base}/select_star/orders/sales/`);
    expect(star.statusCode).toBe(200);
  });

  it('with schema_access on sales: every sales table, still no other schema', async () => {
    const schemaUser = await userWith(env.app, 'sql_sales', ['sql_lab'], { sales_schema: [schemaGrant('sales')] });
    const schemas = await schemaUser.get(`/api/v1/database/${env.examples.id}/schemas/`);
    expect(schemas.json()).toEqual({ result: ['sales'] });
    const tables = await schemaUser.get(
      `/api/v1/database/${env.examples.id}/tables/?q=${rison({ schema_name: 'sales' })}`,
    );
    expect(tables.json<ListReply<{ value: string }>>().result.map((item) => item.value)).toEqual([
      'customers',
      'monthly_revenue',
      'orders',
      'products',
    ]);
    const flights = await schemaUser.get(
      `/api/v1/database/${env.examples.id}/table_metadata/?name=flights&schema=main`,
    );
    expect(flights.statusCode).toBe(404);
  });
});

describe('a user without any data access', () => {
  it('sees no database, dataset or chart, and the database answers 404', async () => {
    const nobody = await userWith(env.app, 'gamma_nothing', ['Gamma', 'sql_lab']);
    expect((await list(nobody, '/api/v1/database/')).count).toBe(0);
    expect((await list(nobody, '/api/v1/dataset/')).count).toBe(0);
    expect((await list(nobody, '/api/v1/chart/')).count).toBe(0);
    const bootstrap = await nobody.get('/api/v1/sqllab/');
    expect(bootstrap.json<{ result: { databases: object } }>().result.databases).toEqual({});
    for (const url of [`/api/v1/database/${env.examples.id}`, `/api/v1/database/${env.examples.id}/schemas/`]) {
      const response = await nobody.get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('datasets', () => {
  it('Gamma with datasource_access on one dataset lists exactly it and reads no other', async () => {
    const datasets = await list<{ id: number }>(gamma, `/api/v1/dataset/?q=${rison({ page_size: 100 })}`);
    expect(datasets.result.map((dataset) => dataset.id)).toEqual([ordersId]);
    expect((await gamma.get(`/api/v1/dataset/${ordersId}`)).statusCode).toBe(200);
    const other = await gamma.get(`/api/v1/dataset/${customersId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found' });
  });

  it('owning a dataset does not list it (DatasourceFilter has no ownership clause)', async () => {
    const owner = await userWith(env.app, 'gamma_owner', ['Gamma']);
    await env.app.store.datasets.update(productsId, { owner_ids: [owner.id] });
    expect((await list(owner, '/api/v1/dataset/')).count).toBe(0);
    expect((await owner.get(`/api/v1/dataset/${productsId}`)).statusCode).toBe(404);
  });

  it('Alpha (all_datasource_access, all_database_access) lists every dataset', async () => {
    const alpha = await userWith(env.app, 'alpha_all', ['Alpha']);
    const total = (await env.app.store.datasets.list()).count;
    expect((await list(alpha, `/api/v1/dataset/?q=${rison({ page_size: 100 })}`)).count).toBe(total);
    expect(
      (await list<{ database_name: string }>(alpha, '/api/v1/database/')).result.map((db) => db.database_name),
    ).toEqual(['examples']);
  });

  it('all_datasource_access alone lists every dataset but no database (DatabaseFilter looks at all_database_access)', async () => {
    const reader = await userWith(env.app, 'all_sources', ['Gamma'], {
      every_source: [['all_datasource_access', 'all_datasource_access']],
    });
    expect((await list(reader, '/api/v1/dataset/')).count).toBe((await env.app.store.datasets.list()).count);
    expect((await list(reader, '/api/v1/database/')).count).toBe(0);
  });
});

describe('charts and dashboards', () => {
  let ordersChart: number;
  let customersChart: number;

  beforeAll(async () => {
    const chart = async (name: string, datasourceId: number, ownerIds: number[]) =>
      (
        await env.app.store.charts.create(
          {
            slice_name: name,
            viz_type: 'table',
            datasource_id: datasourceId,
            datasource_type: 'table',
            params: '{}',
            owner_ids: ownerIds,
            dashboard_ids: [],
          },
          env.admin.id,
        )
      ).id;
    ordersChart = await chart('Orders table', ordersId, [env.admin.id]);
    customersChart = await chart('Customers table', customersId, [gamma.id]);
  });

  it('lists only charts on reachable datasets, and reads no other by id', async () => {
    const charts = await list<{ id: number; datasource_id: number }>(
      gamma,
      `/api/v1/chart/?q=${rison({ page_size: 100 })}`,
    );
    expect(charts.count).toBeGreaterThan(0);
    expect(charts.result.every((chart) => chart.datasource_id === ordersId)).toBe(true);
    expect(charts.result.map((chart) => chart.id)).toContain(ordersChart);
    // Owning the chart does not help: ChartFilter only looks at the dataset.
    expect(charts.result.map((chart) => chart.id)).not.toContain(customersChart);
    expect((await gamma.get(`/api/v1/chart/${customersChart}`)).statusCode).toBe(404);
    expect((await gamma.get(`/api/v1/chart/${customersChart}/data/`)).statusCode).toBe(404);
    expect((await gamma.get(`/api/v1/chart/${ordersChart}`)).statusCode).toBe(200);
  });

  it('lists published dashboards with a reachable chart, and owned ones', async () => {
    const dashboard = async (title: string, published: boolean, ownerIds: number[], chartIds: number[]) => {
      const created = await env.app.store.dashboards.create(
        { dashboard_title: title, published, owner_ids: ownerIds },
        env.admin.id,
      );
      for (const chartId of chartIds)
        await env.app.store.charts.update(
          chartId,
          {
            dashboard_ids: [...((await env.app.store.charts.findById(chartId))?.dashboard_ids ?? []), created.id],
            recordSave: false,
          },
          env.admin.id,
        );
      return created.id;
    };
    const reachable = await dashboard('Orders board', true, [env.admin.id], [ordersChart]);
    const unreachable = await dashboard('Customers board', true, [env.admin.id], [customersChart]);
    const draft = await dashboard('Orders draft', false, [env.admin.id], [ordersChart]);
    const empty = await dashboard('Empty board', true, [env.admin.id], []);
    const owned = await dashboard('My draft', false, [gamma.id], [customersChart]);

    const ids = (await list<{ id: number }>(gamma, `/api/v1/dashboard/?q=${rison({ page_size: 100 })}`)).result.map(
      (item) => item.id,
    );
    expect(ids).toContain(reachable);
    expect(ids).toContain(owned);
    expect(ids).not.toContain(unreachable);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(empty);

    const alpha = await userWith(env.app, 'alpha_boards', ['Alpha']);
    const alphaIds = (
      await list<{ id: number }>(alpha, `/api/v1/dashboard/?q=${rison({ page_size: 100 })}`)
    ).result.map((item) => item.id);
    expect(alphaIds).toEqual(expect.arrayContaining([reachable, unreachable]));
    expect(alphaIds).not.toContain(draft);
    expect(alphaIds).not.toContain(empty);
  });
});

describe("the user's data permissions in the bootstrap", () => {
  it('list the datasource_access grants', async () => {
    const response = await gamma.get('/api/v1/me/roles/');
    const { permissions } = response.json<{ result: { permissions: Record<string, string[]> } }>().result;
    expect(permissions.datasource_access).toEqual([`[examples].[orders](id:${ordersId})`]);
    // Superset's get_permissions has a key only for a kind of access the user holds some of.
    expect(permissions).not.toHaveProperty('database_access');
  });
});
