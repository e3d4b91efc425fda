/**
 * Fixtures for the dashboard API tests: the app on a fresh data folder, the admin, a Gamma user
 * who may read `main.birth_names` only, an Alpha user, and two charts of the admin's (one on
 * birth_names, one on sales.orders).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { datasetPermissionView } from '../../../server/services/dataset/datasetAccess';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

export interface DashboardFixture {
  app: FastifyInstance;
  admin: Caller;
  /** Gamma + datasource access on main.birth_names. */
  gamma: Caller;
  alpha: Caller;
  birthsDatasetId: number;
  ordersDatasetId: number;
  /** The admin's chart on birth_names. */
  birthsChartId: number;
  /** The admin's chart on sales.orders (which the Gamma user may not read). */
  ordersChartId: number;
}

async function exampleDatasetId(app: FastifyInstance, schema: string, table: string): Promise<number> {
  const database = await app.store.databases.findByName('examples');
  const dataset = database ? await app.store.datasets.findByTable(database.id, schema, table) : null;
  if (!dataset) throw new Error(`No dataset ${schema}.${table}`);
  return dataset.id;
}

export async function chartOn(caller: Caller, datasetId: number, name: string): Promise<number> {
  const response = await caller.post<{ id: number }>('/api/v1/chart/', {
    slice_name: name,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, metrics: ['count'] }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.data.id;
}

export async function dashboardFixture(env: Record<string, string> = {}): Promise<DashboardFixture> {
  const { app } = await createTestApp({ env });
  const birthsDatasetId = await exampleDatasetId(app, 'main', 'birth_names');
  const ordersDatasetId = await exampleDatasetId(app, 'sales', 'orders');
  const births = await app.store.datasets.findById(birthsDatasetId);
  if (!births) throw new Error('No birth_names');
  const admin = await callerFor(app, 'admin');
  const gamma = await callerFor(app, 'gina', {
    roles: ['Gamma'],
    grants: { births_reader: [['datasource_access', datasetPermissionView('examples', births)]] },
    profile: { first_name: 'Gina', last_name: 'Gamma' },
  });
  const alpha = await callerFor(app, 'alfred', { roles: ['Alpha'] });
  return {
    app,
    admin,
    gamma,
    alpha,
    birthsDatasetId,
    ordersDatasetId,
    birthsChartId: await chartOn(admin, birthsDatasetId, 'Births table'),
    ordersChartId: await chartOn(admin, ordersDatasetId, 'Orders table'),
  };
}

/** Creates a dashboard as `caller`; returns its id. */
export async function newDashboard(caller: Caller, body: Record<string, unknown>): Promise<number> {
  const response = await caller.post<{ id: number }>('/api/v1/dashboard/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.data.id;
}

/** A layout: ROOT → GRID → one row per chart (chart components `CHART-<id>`), optionally a tab level. */
export function layoutWith(chartIds: number[]): Record<string, unknown> {
  const rows = chartIds.map((id) => `ROW-${id}`);
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] },
  };
  for (const id of chartIds) {
    layout[`ROW-${id}`] = {
      id: `ROW-${id}`,
      type: 'ROW',
      children: [`CHART-${id}`],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    layout[`CHART-${id}`] = {
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', `ROW-${id}`],
      meta: { width: 4, height: 50, chartId: id, sliceName: `chart ${id}` },
    };
  }
  return layout;
}

/** Puts the charts on the dashboard through a full save (json_metadata with positions). */
export async function placeCharts(caller: Caller, dashboardId: number, chartIds: number[]): Promise<void> {
  const response = await caller.put(`/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({ positions: layoutWith(chartIds) }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

export const risonIds = (ids: number[]): string => `?q=${encodeURIComponent(`!(${ids.join(',')})`)}`;
