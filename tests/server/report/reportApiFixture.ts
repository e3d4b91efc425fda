/**
 * Fixtures for the report API tests: the app on a fresh data folder (examples included), the
 * admin, an Alpha user (sees every report, owns none), a Gamma user without ReportSchedule
 * permissions, two Gamma users granted can_read/can_write on ReportSchedule, and the ids of an
 * example chart, dashboard and database.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

export interface ReportFixture {
  app: FastifyInstance;
  admin: Caller;
  alpha: Caller;
  gamma: Caller;
  writer: Caller;
  otherWriter: Caller;
  chartId: number;
  secondChartId: number;
  dashboardId: number;
  databaseId: number;
}

const REPORT_WRITER = {
  report_writer: [['can_read', 'ReportSchedule'] as const, ['can_write', 'ReportSchedule'] as const],
};

export async function reportFixture(env: Record<string, string> = {}): Promise<ReportFixture> {
  const { app } = await createTestApp({ env });
  const [chart, secondChart] = await app.store.charts.list();
  const [dashboard] = await app.store.dashboards.list();
  const database = await app.store.databases.findByName('examples');
  if (!chart || !secondChart || !dashboard || !database)
    throw new Error('The examples lack a chart, dashboard or database');
  return {
    app,
    admin: await callerFor(app, 'admin'),
    alpha: await callerFor(app, 'alma', { roles: ['Alpha'] }),
    gamma: await callerFor(app, 'gail', { roles: ['Gamma'] }),
    writer: await callerFor(app, 'wren', {
      roles: ['Gamma'],
      grants: REPORT_WRITER,
      profile: { first_name: 'Wren', last_name: 'Writer' },
    }),
    otherWriter: await callerFor(app, 'otto', {
      roles: ['Gamma'],
      grants: REPORT_WRITER,
      profile: { first_name: 'Otto', last_name: 'Other' },
    }),
    chartId: chart.id,
    secondChartId: secondChart.id,
    dashboardId: dashboard.id,
    databaseId: database.id,
  };
}

/** A valid report body on the chart; `overrides` replace or add fields. */
export function reportBody(fx: ReportFixture, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'Report',
    name: `Report ${Math.random().toString(36).slice(2, 10)}`,
    crontab: '0 9 * * 1',
    chart: fx.chartId,
    recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    ...overrides,
  };
}

/** Creates a report as `caller` and returns its id. */
export async function createReport(caller: Caller, body: Record<string, unknown>): Promise<number> {
  const response = await caller.post<{ id: number }>('/api/v1/report/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.data.id;
}
