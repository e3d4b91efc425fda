// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DashboardInfo } from '../../../src/api/dashboards';
import {
  chartQueried,
  dashboardLoaded,
  dashboardLoadFailed,
  dashboardLoadStarted,
  dashboardStateReducer,
  initialDashboardState,
  publishedChanged,
  refreshFrequencyChanged,
} from '../../../src/features/dashboard/state/dashboardStateSlice';

const info: DashboardInfo = {
  id: 9,
  slug: 'sales',
  dashboard_title: 'Sales',
  published: false,
  css: '',
  metadata: { refresh_frequency: 30 },
  position_data: null,
  owners: [],
};

const loaded = dashboardStateReducer(
  dashboardStateReducer(undefined, dashboardLoadStarted('sales')),
  dashboardLoaded({
    info,
    charts: [{ id: 1, slice_name: 'One', form_data: { datasource: '3__table', viz_type: 'table' } }],
    datasets: [{ id: 3, uid: '3__table', type: 'table', name: 'orders', columns: [], metrics: [] }],
    activeTabs: ['TAB-a'],
    anchor: 'TAB-a',
    focusedChartId: null,
  }),
);

describe('dashboard state', () => {
  it('keeps what was loaded: charts by id, datasets by uid, published, refresh frequency', () => {
    expect(loaded.loadStatus).toBe('loaded');
    expect(loaded.sliceIds).toEqual([1]);
    expect(loaded.slices[1]?.slice_name).toBe('One');
    expect(loaded.datasources['3__table']?.name).toBe('orders');
    expect(loaded.isPublished).toBe(false);
    expect(loaded.refreshFrequency).toBe(30);
    expect(loaded.activeTabs).toEqual(['TAB-a']);
  });

  it('starting another load forgets the previous dashboard and the charts it queried', () => {
    const queried = dashboardStateReducer(loaded, chartQueried(1));
    expect(queried.queriedChartIds).toEqual({ 1: true });
    const next = dashboardStateReducer(queried, dashboardLoadStarted('other'));
    expect(next).toEqual({ ...initialDashboardState, loadStatus: 'loading', idOrSlug: 'other' });
  });

  it('records a failed load', () => {
    const failed = dashboardStateReducer(loaded, dashboardLoadFailed({ error: 'Not found', status: 404 }));
    expect(failed).toMatchObject({ loadStatus: 'failed', loadError: { error: 'Not found' } });
  });

  it('follows publishing and a new refresh frequency (never negative)', () => {
    expect(dashboardStateReducer(loaded, publishedChanged(true))).toMatchObject({
      isPublished: true,
      info: { published: true },
    });
    expect(dashboardStateReducer(loaded, refreshFrequencyChanged(-5)).refreshFrequency).toBe(0);
  });
});
