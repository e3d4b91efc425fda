import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { dashboardFixture, newDashboard, placeCharts, risonIds, type DashboardFixture } from './dashboardTestApp';

describe('dashboard favourites, permalinks and filter state', () => {
  let fx: DashboardFixture;
  let births: number;
  let ordersOnly: number;
  let adminDraft: number;
  let sqlLab: Caller;

  beforeAll(async () => {
    fx = await dashboardFixture();
    births = await newDashboard(fx.admin, { dashboard_title: 'Births', slug: 'births', published: true });
    await placeCharts(fx.admin, births, [fx.birthsChartId]);
    ordersOnly = await newDashboard(fx.admin, { dashboard_title: 'Orders', published: true });
    await placeCharts(fx.admin, ordersOnly, [fx.ordersChartId]);
    adminDraft = await newDashboard(fx.admin, { dashboard_title: 'Draft' });
    sqlLab = await callerFor(fx.app, 'sally', { roles: ['sql_lab'] });
  });
  afterAll(() => fx.app.close());

  describe('favourites', () => {
    it('marks, reports and unmarks a favourite', async () => {
      expect((await fx.gamma.post(`/api/v1/dashboard/${births}/favorites/`)).data).toEqual({ result: 'OK' });
      const status = await fx.gamma.get(`/api/v1/dashboard/favorite_status/${risonIds([births, ordersOnly])}`);
      expect(status.data).toEqual({
        result: [
          { id: births, value: true },
          { id: ordersOnly, value: false },
        ],
      });
      expect((await fx.gamma.delete(`/api/v1/dashboard/${births}/favorites/`)).statusCode).toBe(200);
      const after = await fx.gamma.get<{ result: Array<{ value: boolean }> }>(
        `/api/v1/dashboard/favorite_status/${risonIds([births])}`,
      );
      expect(after.data.result[0].value).toBe(false);
    });

    it('answers 404 for dashboards the user cannot list, and favorite_status with none found', async () => {
      expect((await fx.gamma.post(`/api/v1/dashboard/${adminDraft}/favorites/`)).statusCode).toBe(404);
      expect((await fx.gamma.post(`/api/v1/dashboard/${ordersOnly}/favorites/`)).statusCode).toBe(404);
      expect((await fx.gamma.get(`/api/v1/dashboard/favorite_status/${risonIds([999999])}`)).statusCode).toBe(404);
      expect((await sqlLab.get(`/api/v1/dashboard/favorite_status/${risonIds([births])}`)).statusCode).toBe(403);
    });
  });

  describe('permalinks', () => {
    const state = {
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } },
      activeTabs: ['TAB-a'],
      anchor: 'TAB-a',
      urlParams: [['standalone', '2']],
    };

    it('stores the state with the dashboard uuid; the same user and state give the same key', async () => {
      const created = await fx.gamma.post<{ key: string; url: string }>(`/api/v1/dashboard/births/permalink`, state, {
        headers: { origin: 'http://bi.example' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.data.url).toBe(`http://bi.example/superset/dashboard/p/${created.data.key}/`);
      const again = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/permalink`, state);
      expect(again.data.key).toBe(created.data.key);
      const other = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/permalink`, { anchor: 'x' });
      expect(other.data.key).not.toBe(created.data.key);
      const read = await fx.admin.get(`/api/v1/dashboard/permalink/${created.data.key}`);
      const dashboard = await fx.app.store.dashboards.findById(births);
      expect(read.data).toEqual({ dashboardId: dashboard?.uuid, state });
    });

    it('refuses a dashboard the user may not read (403), a missing one or key (404), bad state (400)', async () => {
      const denied = await fx.gamma.post(`/api/v1/dashboard/${ordersOnly}/permalink`, {});
      expect(denied.statusCode).toBe(403);
      expect(denied.data).toEqual({ message: "You don't have access to this dashboard." });
      const missing = await fx.gamma.post('/api/v1/dashboard/999999/permalink', {});
      expect(missing.data).toEqual({ message: 'Dashboard not found.' });
      expect((await fx.gamma.get('/api/v1/dashboard/permalink/nosuchkey')).statusCode).toBe(404);
      const adminKey = await fx.admin.post<{ key: string }>(`/api/v1/dashboard/${ordersOnly}/permalink`, {});
      expect((await fx.gamma.get(`/api/v1/dashboard/permalink/${adminKey.data.key}`)).statusCode).toBe(403);
      const bad = await fx.gamma.post(`/api/v1/dashboard/${births}/permalink`, { anchor: 5, extra: 1 });
      expect(bad.statusCode).toBe(400);
      expect((await sqlLab.post(`/api/v1/dashboard/${births}/permalink`, {})).statusCode).toBe(403);
    });
  });

  describe('filter_state', () => {
    const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } });

    it('creates (201 {key}), reads, updates and deletes an entry', async () => {
      const created = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/filter_state?tab_id=1`, {
        value,
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = created.data.key;
      expect((await fx.gamma.get(`/api/v1/dashboard/${births}/filter_state/${key}`)).data).toEqual({ value });
      // The same browser tab keeps its key.
      const again = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/filter_state?tab_id=1`, {
        value: '{}',
      });
      expect(again.data.key).toBe(key);
      const updated = await fx.gamma.put<{ key: string }>(`/api/v1/dashboard/${births}/filter_state/${key}?tab_id=1`, {
        value: '{"a":1}',
      });
      expect(updated.data).toEqual({ key });
      expect((await fx.gamma.get(`/api/v1/dashboard/${births}/filter_state/${key}`)).data).toEqual({
        value: '{"a":1}',
      });
      // Anyone who may read the dashboard reads the entry (shared links); only its owner changes it.
      expect((await fx.admin.get(`/api/v1/dashboard/${births}/filter_state/${key}`)).statusCode).toBe(200);
      const foreign = await fx.admin.put(`/api/v1/dashboard/${births}/filter_state/${key}`, { value: '{}' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.data).toEqual({ message: "You don't have permission to modify the value." });
      expect((await fx.admin.delete(`/api/v1/dashboard/${births}/filter_state/${key}`)).statusCode).toBe(403);
      const deleted = await fx.gamma.delete(`/api/v1/dashboard/${births}/filter_state/${key}`);
      expect(deleted.data).toEqual({ message: 'Deleted successfully' });
      expect((await fx.gamma.get(`/api/v1/dashboard/${births}/filter_state/${key}`)).statusCode).toBe(404);
    });

    it('without a tab id every POST makes a new key', async () => {
      const first = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/filter_state`, { value });
      const second = await fx.gamma.post<{ key: string }>(`/api/v1/dashboard/${births}/filter_state`, { value });
      expect(first.data.key).not.toBe(second.data.key);
    });

    it('checks the value (400), the dashboard (403/404) and the permission', async () => {
      const bad = await fx.gamma.post(`/api/v1/dashboard/${births}/filter_state`, { value: '{oops' });
      expect(bad.data).toEqual({ message: { value: ['JSON not valid'] } });
      const missingValue = await fx.gamma.post(`/api/v1/dashboard/${births}/filter_state`, {});
      expect(missingValue.data).toEqual({ message: { value: ['Missing data for required field.'] } });
      const denied = await fx.gamma.post(`/api/v1/dashboard/${ordersOnly}/filter_state`, { value });
      expect(denied.statusCode).toBe(403);
      const missing = await fx.gamma.post('/api/v1/dashboard/999999/filter_state', { value });
      expect(missing.statusCode).toBe(404);
      expect((await sqlLab.post(`/api/v1/dashboard/${births}/filter_state`, { value })).statusCode).toBe(403);
    });
  });
});
