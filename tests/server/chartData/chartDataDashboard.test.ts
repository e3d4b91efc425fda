import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetPermissionView } from '../../../server/services/dataset/datasetAccess';
import { callerFor, type Caller } from '../helpers/caller';
import { dashboardFixture, newDashboard, placeCharts, type DashboardFixture } from '../dashboard/dashboardTestApp';

type DataReply = { result: Array<{ data: unknown[]; colnames: string[]; rowcount: number }> };

/** A monthly time series with the post-processing a line chart sends. */
function monthlySeries(datasetId: number, timeRange: string, formData: Record<string, unknown> = {}) {
  return {
    datasource: { id: datasetId, type: 'table' },
    form_data: formData,
    queries: [
      {
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            timeGrain: 'P1M',
          },
        ],
        metrics: ['count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: timeRange }],
        orderby: [['count', false]],
        row_limit: 100,
        // Big Number with trendline's: a pivot dropping missing columns, then a running sum.
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['order_date'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
        ],
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

describe('chart data: empty results and access through a dashboard', () => {
  describe('without DASHBOARD_RBAC', () => {
    let fx: DashboardFixture;
    beforeAll(async () => {
      fx = await dashboardFixture();
    });
    afterAll(() => fx.app.close());

    it('answers an empty result without post-processing it (no error)', async () => {
      const response = await fx.admin.post<DataReply>(
        '/api/v1/chart/data',
        monthlySeries(fx.ordersDatasetId, '2090-01-01 : 2090-02-01'),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.result[0]).toMatchObject({ data: [], rowcount: 0 });
      const full = await fx.admin.post<DataReply>(
        '/api/v1/chart/data',
        monthlySeries(fx.ordersDatasetId, '2019-01-01 : 2019-04-01'),
      );
      expect(full.data.result[0].rowcount).toBe(3);
    });

    it('a dashboard does not grant its datasets when DASHBOARD_RBAC is off', async () => {
      const board = await newDashboard(fx.admin, { dashboard_title: 'Orders', published: true });
      await placeCharts(fx.admin, board, [fx.ordersChartId]);
      const response = await fx.gamma.post(
        '/api/v1/chart/data',
        monthlySeries(fx.ordersDatasetId, 'No filter', { dashboardId: board, slice_id: fx.ordersChartId }),
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('with DASHBOARD_RBAC', () => {
    let fx: DashboardFixture;
    let viewer: Caller;
    let board: number;

    beforeAll(async () => {
      fx = await dashboardFixture({ FEATURE_FLAGS: JSON.stringify({ DASHBOARD_RBAC: true }) });
      const orders = await fx.app.store.datasets.findById(fx.birthsDatasetId);
      if (!orders) throw new Error('no dataset');
      viewer = await callerFor(fx.app, 'vera', {
        roles: ['Gamma'],
        grants: { board_viewers: [['datasource_access', datasetPermissionView('examples', orders)]] },
      });
      const roleId = (await fx.app.store.roles.listRoleRefs()).find((role) => role.name === 'board_viewers')?.id;
      board = await newDashboard(fx.admin, { dashboard_title: 'Orders for viewers', published: true, roles: [roleId] });
      await placeCharts(fx.admin, board, [fx.ordersChartId]);
    });
    afterAll(() => fx.app.close());

    it("lets a viewer of a dashboard with roles query its charts' datasets for it", async () => {
      const forBoard = monthlySeries(fx.ordersDatasetId, '2019-01-01 : 2019-04-01', {
        dashboardId: board,
        slice_id: fx.ordersChartId,
      });
      const response = await viewer.post<DataReply>('/api/v1/chart/data', forBoard);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.result[0].rowcount).toBe(3);
      // Not without the dashboard, not for a chart that is not on it, not for a user without its role.
      const alone = monthlySeries(fx.ordersDatasetId, 'No filter');
      expect((await viewer.post('/api/v1/chart/data', alone)).statusCode).toBe(403);
      const otherChart = monthlySeries(fx.ordersDatasetId, 'No filter', {
        dashboardId: board,
        slice_id: fx.birthsChartId,
      });
      expect((await viewer.post('/api/v1/chart/data', otherChart)).statusCode).toBe(403);
      expect((await fx.gamma.post('/api/v1/chart/data', forBoard)).statusCode).toBe(403);
    });

    it('a viewer role reads the published dashboard; a draft with roles stays closed', async () => {
      expect((await viewer.get(`/api/v1/dashboard/${board}`)).statusCode).toBe(200);
      await fx.admin.put(`/api/v1/dashboard/${board}`, { published: false });
      expect((await viewer.get(`/api/v1/dashboard/${board}`)).statusCode).toBe(403);
      await fx.admin.put(`/api/v1/dashboard/${board}`, { published: true });
    });
  });
});
