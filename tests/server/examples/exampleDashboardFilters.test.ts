/**
 * The example dashboards' native filters and cross-filter scoping: seeded on their datasets with
 * scopes computed from the layout, answering their option queries, and added once to dashboards
 * seeded before the examples had filters (never over a user's own filters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_DASHBOARDS,
  EXAMPLE_FILTER_IDS,
  ensureExampleDashboardFilters,
} from '../../../server/examples/dashboards';
import { pythonJson } from '../../../server/services/dashboard/dashboardMetadata';
import { metadataSchemaErrors } from '../../../server/services/dashboard/dashboardMetadataSchema';
import type { DashboardRecord } from '../../../server/store/dashboards';
import { exampleDatasetId } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface Filter {
  id: string;
  type: string;
  name?: string;
  title?: string;
  filterType?: string;
  targets?: { datasetId?: number; column?: { name: string } }[];
  controlValues?: Record<string, unknown>;
  cascadeParentIds?: string[];
  scope?: { rootPath: string[]; excluded: number[] };
  chartsInScope?: number[];
  tabsInScope?: string[];
}

interface Metadata {
  native_filter_configuration: Filter[];
  cross_filters_enabled: boolean;
  chart_configuration: Record<string, { id: number; crossFilters: { scope: unknown; chartsInScope: number[] } }>;
  global_chart_configuration: { scope: unknown; chartsInScope: number[] };
}

type Layout = Record<string, { type?: string; meta?: { chartId?: number } }>;

const SALES_UUID = EXAMPLE_DASHBOARDS[0]?.uuid;
const AUDIENCE_UUID = EXAMPLE_DASHBOARDS[1]?.uuid;

describe('example dashboard filters', () => {
  let test: TestApp;
  let admin: Caller;
  let orders: number;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await callerFor(test.app, 'admin');
    orders = await exampleDatasetId(test.app, 'sales', 'orders');
  });
  afterAll(async () => {
    await test.app.close();
  });

  const dashboardByUuid = async (uuid: string | undefined): Promise<DashboardRecord> => {
    const found = (await test.app.store.dashboards.list()).find((dashboard) => dashboard.uuid === uuid);
    if (!found) throw new Error(`No dashboard ${uuid}`);
    return found;
  };
  const metadataOf = (dashboard: DashboardRecord) => JSON.parse(dashboard.json_metadata ?? '{}') as Metadata;
  const layoutOf = (dashboard: DashboardRecord) => JSON.parse(dashboard.position_json ?? '{}') as Layout;
  const chartIdsOf = (layout: Layout) =>
    Object.values(layout).flatMap((component) =>
      component.type === 'CHART' && component.meta?.chartId ? [component.meta.chartId] : [],
    );
  const tabIdsOf = (layout: Layout) =>
    Object.entries(layout).flatMap(([id, component]) => (component.type === 'TAB' ? [id] : []));

  it('Sales overview has its filters in order, on the orders dataset, the region filter leaving out the total', async () => {
    const sales = await dashboardByUuid(SALES_UUID);
    const metadata = metadataOf(sales);
    expect(metadataSchemaErrors(metadata)).toBeNull();
    const filters = metadata.native_filter_configuration;
    expect(filters.map((filter) => filter.id)).toEqual([
      EXAMPLE_FILTER_IDS.salesRegion,
      EXAMPLE_FILTER_IDS.salesCountry,
      EXAMPLE_FILTER_IDS.salesTimeDivider,
      EXAMPLE_FILTER_IDS.salesOrderDate,
      EXAMPLE_FILTER_IDS.salesQuantity,
    ]);
    const [region, country, divider, orderDate, quantity] = filters;
    expect(region).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: orders, column: { name: 'region' } }],
      controlValues: { multiSelect: true, sortAscending: true },
      cascadeParentIds: [],
    });
    expect(country).toMatchObject({
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: orders, column: { name: 'country' } }],
      cascadeParentIds: [EXAMPLE_FILTER_IDS.salesRegion],
    });
    expect(divider).toMatchObject({ type: 'DIVIDER', title: 'Time' });
    expect(orderDate).toMatchObject({ name: 'Order date', filterType: 'filter_time', targets: [{}] });
    expect(quantity).toMatchObject({
      name: 'Quantity',
      filterType: 'filter_range',
      targets: [{ datasetId: orders, column: { name: 'quantity' } }],
    });

    const layout = layoutOf(sales);
    const charts = chartIdsOf(layout);
    expect(charts.length).toBeGreaterThanOrEqual(8);
    // 'Total revenue' counts all orders: the region filter leaves it out.
    const total = Object.values(layout).find(
      (component) => (component.meta as { sliceName?: string } | undefined)?.sliceName === 'Total revenue',
    );
    const totalId = Number(total?.meta?.chartId);
    expect(region?.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [totalId] });
    expect([...(region?.chartsInScope ?? [])].sort()).toEqual(charts.filter((id) => id !== totalId).sort());
    for (const filter of [country, orderDate, quantity]) {
      expect(filter?.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
      expect([...(filter?.chartsInScope ?? [])].sort()).toEqual([...charts].sort());
      expect([...(filter?.tabsInScope ?? [])].sort()).toEqual(tabIdsOf(layout).sort());
    }
  });

  it('Sales overview cross-filters from every chart to every other chart, on the global scope', async () => {
    const sales = await dashboardByUuid(SALES_UUID);
    const metadata = metadataOf(sales);
    const charts = chartIdsOf(layoutOf(sales));
    expect(metadata.cross_filters_enabled).toBe(true);
    expect(metadata.global_chart_configuration.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect([...metadata.global_chart_configuration.chartsInScope].sort()).toEqual([...charts].sort());
    expect(Object.keys(metadata.chart_configuration).sort()).toEqual(charts.map(String).sort());
    for (const chartId of charts) {
      const entry = metadata.chart_configuration[String(chartId)];
      expect(entry?.id).toBe(chartId);
      expect(entry?.crossFilters.scope).toBe('global');
      expect([...(entry?.crossFilters.chartsInScope ?? [])].sort()).toEqual(
        charts.filter((id) => id !== chartId).sort(),
      );
    }
  });

  it('Audience and flights has a time range filter', async () => {
    const metadata = metadataOf(await dashboardByUuid(AUDIENCE_UUID));
    expect(metadataSchemaErrors(metadata)).toBeNull();
    expect(metadata.native_filter_configuration).toEqual([
      expect.objectContaining({ id: EXAMPLE_FILTER_IDS.audienceTimeRange, filterType: 'filter_time', targets: [{}] }),
    ]);
  });

  it("a filter's option query answers the values of its column", async () => {
    const sales = await dashboardByUuid(SALES_UUID);
    const formData = {
      datasource: `${orders}__table`,
      viz_type: 'filter_select',
      type: 'NATIVE_FILTER',
      native_filter_id: EXAMPLE_FILTER_IDS.salesRegion,
      dashboardId: sales.id,
      groupby: ['region'],
      metrics: ['count'],
      adhoc_filters: [],
      time_range: 'No filter',
      extra_form_data: {},
      row_limit: 1000,
    };
    const reply = await admin.post<{ result: { data: { region: string }[]; rowcount: number }[] }>(
      '/api/v1/chart/data',
      {
        datasource: { id: orders, type: 'table' },
        force: false,
        queries: [{ columns: ['region'], metrics: ['count'], filters: [], row_limit: 1000, time_range: 'No filter' }],
        form_data: formData,
        result_format: 'json',
        result_type: 'full',
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [result] = reply.data.result;
    expect(result?.rowcount).toBeGreaterThan(1);
    expect(result?.data.every((row) => typeof row.region === 'string')).toBe(true);
  });

  describe('on a data folder seeded before the examples had filters', () => {
    const oldMetadata = (dashboard: DashboardRecord) => {
      const {
        native_filter_configuration: _filters,
        global_chart_configuration: _global,
        ...rest
      } = metadataOf(dashboard);
      return { ...rest, native_filter_configuration: [], chart_configuration: {} };
    };

    it('adds the filters once, without stamping a change, and leaves a user-filtered dashboard alone', async () => {
      const sales = await dashboardByUuid(SALES_UUID);
      const audience = await dashboardByUuid(AUDIENCE_UUID);
      const seeded = metadataOf(sales);
      await test.app.store.dashboards.replaceMetadataUnstamped(sales.id, pythonJson(oldMetadata(sales)));
      const userFilter = { id: 'NATIVE_FILTER-mine', type: 'NATIVE_FILTER', name: 'Mine', targets: [] };
      await test.app.store.dashboards.replaceMetadataUnstamped(
        audience.id,
        pythonJson({ ...oldMetadata(audience), native_filter_configuration: [userFilter] }),
      );

      expect(await ensureExampleDashboardFilters(test.app.store)).toBe(1);
      const upgraded = await dashboardByUuid(SALES_UUID);
      expect(metadataOf(upgraded)).toEqual(seeded);
      expect(upgraded.changed_on).toEqual(sales.changed_on);
      expect(metadataOf(await dashboardByUuid(AUDIENCE_UUID)).native_filter_configuration).toEqual([userFilter]);
      // Done once: a later start finds nothing to add.
      expect(await ensureExampleDashboardFilters(test.app.store)).toBe(0);
    });

    it('does not bring back filters a user removed', async () => {
      const sales = await dashboardByUuid(SALES_UUID);
      const removed = { ...metadataOf(sales), native_filter_configuration: [] };
      await test.app.store.dashboards.replaceMetadataUnstamped(sales.id, pythonJson(removed));
      expect(await ensureExampleDashboardFilters(test.app.store)).toBe(0);
      expect(metadataOf(await dashboardByUuid(SALES_UUID)).native_filter_configuration).toEqual([]);
    });
  });
});
