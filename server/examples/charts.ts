/**
 * Example charts on the example datasets, created with them on first start (as Superset's
 * `load_examples` does once): a deleted example chart is not brought back by a later start. Their
 * form data is what the SPA's chart plugins read, with Superset's control names.
 */
import type { MetadataStore } from '../store';
import type { DatabaseRecord } from '../store/databases';

interface ExampleChart {
  /** Fixed, so that the same example is never created twice. */
  uuid: string;
  slice_name: string;
  description: string;
  /** `schema.table` of the example dataset. */
  dataset: string;
  params: Record<string, unknown>;
}

const simpleSum = (column: string, label?: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  label: label ?? `SUM(${column})`,
  hasCustomLabel: label !== undefined,
});

export const EXAMPLE_CHARTS: readonly ExampleChart[] = [
  {
    uuid: '6f1e2a10-0001-4a3b-9c01-7e55a0c0e001',
    slice_name: 'Orders per month',
    description: 'Number of orders per month, by sales channel.',
    dataset: 'sales.orders',
    params: {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: ['count'],
      groupby: ['channel'],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 10000,
      order_desc: true,
    },
  },
  {
    uuid: '6f1e2a10-0002-4a3b-9c01-7e55a0c0e002',
    slice_name: 'Revenue by order status',
    description: 'Share of revenue by order status.',
    dataset: 'sales.orders',
    params: {
      viz_type: 'pie',
      groupby: ['status'],
      metric: 'sum__revenue',
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
      sort_by_metric: true,
    },
  },
  {
    uuid: '6f1e2a10-0003-4a3b-9c01-7e55a0c0e003',
    slice_name: 'Total revenue',
    description: 'Revenue of every order.',
    dataset: 'sales.orders',
    params: {
      viz_type: 'big_number_total',
      metric: 'sum__revenue',
      adhoc_filters: [],
      time_range: 'No filter',
      y_axis_format: 'SMART_NUMBER',
    },
  },
  {
    uuid: '6f1e2a10-0004-4a3b-9c01-7e55a0c0e004',
    slice_name: 'Daily visits',
    description: 'Visits per day with the trend line.',
    dataset: 'main.daily_metrics',
    params: {
      viz_type: 'big_number',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      metric: 'sum__visits',
      adhoc_filters: [],
      time_range: 'No filter',
      y_axis_format: 'SMART_NUMBER',
    },
  },
  {
    uuid: '6f1e2a10-0005-4a3b-9c01-7e55a0c0e005',
    slice_name: 'Popular names',
    description: 'The most given names, with boys and girls.',
    dataset: 'main.birth_names',
    params: {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['name'],
      metrics: ['sum__num', simpleSum('num_boys'), simpleSum('num_girls')],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
      order_desc: true,
      server_page_length: 10,
    },
  },
  {
    uuid: '6f1e2a10-0006-4a3b-9c01-7e55a0c0e006',
    slice_name: 'Passengers by airline',
    description: 'Passengers per quarter for each airline.',
    dataset: 'main.flights',
    params: {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'flight_date',
      time_grain_sqla: 'P3M',
      metrics: ['sum__passengers'],
      groupby: ['airline'],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 10000,
      series_limit: 5,
      order_desc: true,
    },
  },
  {
    uuid: '6f1e2a10-0007-4a3b-9c01-7e55a0c0e007',
    slice_name: 'Signups by platform',
    description: 'Daily signups per platform, 7-day rolling mean.',
    dataset: 'main.daily_metrics',
    params: {
      viz_type: 'echarts_area',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      metrics: ['sum__signups'],
      groupby: ['platform'],
      adhoc_filters: [],
      time_range: 'No filter',
      rolling_type: 'mean',
      rolling_periods: 7,
      row_limit: 10000,
      order_desc: true,
    },
  },
];

/**
 * Creates the example charts whose dataset exists and which were never created, owned by `ownerId`.
 * Called only on the start that registers the example datasets. Returns how many were created.
 */
export async function ensureExampleCharts(
  store: MetadataStore,
  database: DatabaseRecord,
  ownerId: number,
): Promise<number> {
  let created = 0;
  for (const example of EXAMPLE_CHARTS) {
    if (await store.charts.findByUuid(example.uuid)) continue;
    const [schema, table] = example.dataset.split('.');
    const dataset = await store.datasets.findByTable(database.id, schema ?? null, table ?? '');
    if (!dataset) continue;
    const datasource = `${dataset.id}__table`;
    await store.charts.create(
      {
        uuid: example.uuid,
        slice_name: example.slice_name,
        description: example.description,
        viz_type: String(example.params.viz_type),
        datasource_id: dataset.id,
        datasource_type: 'table',
        datasource_name: `${schema}.${table}`,
        params: JSON.stringify({ ...example.params, datasource }),
        query_context: null,
        owner_ids: [ownerId],
        dashboard_ids: [],
      },
      ownerId,
    );
    created += 1;
  }
  return created;
}
