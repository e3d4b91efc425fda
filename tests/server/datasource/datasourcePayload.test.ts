import { describe, expect, it } from 'vitest';
import { datasourcePayload, timeGrainsOf } from '../../../server/services/datasource/datasourcePayload';
import type { DatabaseRecord } from '../../../server/store';
import type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from '../../../server/store/datasets';

const database: DatabaseRecord = {
  id: 3,
  uuid: 'db-uuid',
  database_name: 'warehouse',
  backend: 'duckdb',
  allow_run_async: false,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  expose_in_sqllab: true,
  allows_subquery: true,
  allows_cost_estimate: false,
  allows_virtual_table_explore: true,
  disable_data_preview: false,
  disable_drill_to_detail: true,
  allow_multi_catalog: false,
  force_ctas_schema: null,
  extra: '{}',
  created_on: new Date('2024-01-01T00:00:00Z'),
  changed_on: new Date('2024-01-01T00:00:00Z'),
  created_by_fk: null,
  changed_by_fk: null,
};

function column(id: number, column_name: string, overrides: Partial<DatasetColumnRecord> = {}): DatasetColumnRecord {
  return {
    id,
    column_name,
    verbose_name: null,
    type: 'VARCHAR',
    type_generic: 'string',
    is_dttm: false,
    expression: null,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    description: null,
    extra: null,
    advanced_data_type: null,
    uuid: `column-${id}`,
    ...overrides,
  };
}

function metric(
  id: number,
  metric_name: string,
  expression: string,
  overrides: Partial<DatasetMetricRecord> = {},
): DatasetMetricRecord {
  return {
    id,
    metric_name,
    verbose_name: null,
    expression,
    metric_type: null,
    d3format: null,
    currency: null,
    description: null,
    warning_text: null,
    extra: null,
    uuid: `metric-${id}`,
    ...overrides,
  };
}

const dataset: DatasetRecord = {
  id: 12,
  uuid: 'dataset-uuid',
  database_id: 3,
  catalog: null,
  schema: 'sales',
  table_name: 'orders',
  sql: null,
  description: 'Order lines',
  main_dttm_col: 'shipped_on',
  offset: 0,
  default_endpoint: null,
  cache_timeout: 600,
  is_sqllab_view: false,
  template_params: null,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  is_managed_externally: false,
  external_url: null,
  extra: null,
  owner_ids: [5],
  created_by_fk: 5,
  changed_by_fk: 5,
  created_on: new Date('2024-01-02T00:00:00Z'),
  changed_on: new Date('2024-01-03T00:00:00Z'),
  columns: [
    column(1, 'region', {
      verbose_name: 'Region',
      extra: JSON.stringify({
        certification: { certified_by: 'Ops', details: 'Audited' },
        warning_markdown: 'Old codes',
      }),
    }),
    column(2, 'order_date', { type: 'DATE', type_generic: 'temporal', is_dttm: true }),
    column(3, 'revenue', { type: 'DECIMAL(12,2)', type_generic: 'numeric' }),
    column(4, 'shipped_on', { type: 'DATE', type_generic: 'temporal' }),
    column(5, 'computed', { type: null, type_generic: null, expression: 'revenue * 2' }),
  ],
  metrics: [
    metric(1, 'count', 'COUNT(*)', { verbose_name: 'COUNT(*)' }),
    metric(2, 'sum__revenue', 'SUM(revenue)', {
      d3format: ',.2f',
      currency: '{"symbol":"EUR","symbolPosition":"prefix"}',
    }),
  ],
};

describe('datasourcePayload', () => {
  const payload = datasourcePayload(dataset, database, [
    { id: 5, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' },
  ]);

  it('identifies the dataset as Explore expects', () => {
    expect(payload).toMatchObject({
      id: 12,
      uid: '12__table',
      type: 'table',
      name: 'sales.orders',
      datasource_name: 'orders',
      table_name: 'orders',
      schema: 'sales',
      sql: null,
      main_dttm_col: 'shipped_on',
      cache_timeout: 600,
      filter_select: true,
      filter_select_enabled: true,
      perm: '[warehouse].[orders](id:12)',
      edit_url: '/tablemodelview/edit/12',
      select_star: 'SELECT\n  *\nFROM sales.orders\nLIMIT 100',
      owners: [{ id: 5, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' }],
      health_check_message: null,
    });
    expect(payload.database).toEqual({
      id: 3,
      name: 'warehouse',
      database_name: 'warehouse',
      backend: 'duckdb',
      configuration_method: 'sqlalchemy_form',
      allows_subquery: true,
      allows_cost_estimate: false,
      allows_virtual_table_explore: true,
      explore_database_id: 3,
      disable_data_preview: false,
      disable_drill_to_detail: true,
      allow_multi_catalog: false,
    });
  });

  it('gives columns with GenericDataType codes and certification, metrics with formats', () => {
    expect(payload.columns.map((entry) => [entry.column_name, entry.type_generic])).toEqual([
      ['region', 1],
      ['order_date', 2],
      ['revenue', 0],
      ['shipped_on', 2],
      ['computed', null],
    ]);
    expect(payload.columns[0]).toMatchObject({
      is_certified: true,
      certified_by: 'Ops',
      certification_details: 'Audited',
      warning_markdown: 'Old codes',
    });
    expect(payload.columns[1]).toMatchObject({ is_certified: false, certified_by: null });
    expect(payload.metrics[1]).toMatchObject({
      metric_name: 'sum__revenue',
      d3format: ',.2f',
      currency: { symbol: 'EUR', symbolPosition: 'prefix' },
    });
    expect(payload.column_formats).toEqual({ sum__revenue: ',.2f' });
    expect(payload.currency_formats).toEqual({ sum__revenue: { symbol: 'EUR', symbolPosition: 'prefix' } });
    expect(payload.column_types.sort()).toEqual([0, 1, 2]);
    expect(payload.column_names).toEqual(['computed', 'order_date', 'region', 'revenue', 'shipped_on']);
  });

  it('derives the verbose map, order-by choices, temporal choices and time grains', () => {
    expect(payload.verbose_map).toEqual({
      __timestamp: 'Time',
      count: 'COUNT(*)',
      sum__revenue: 'sum__revenue',
      region: 'Region',
      order_date: 'order_date',
      revenue: 'revenue',
      shipped_on: 'shipped_on',
      computed: 'computed',
    });
    expect(payload.order_by_choices.slice(0, 2)).toEqual([
      ['["computed", true]', 'computed [asc]'],
      ['["computed", false]', 'computed [desc]'],
    ]);
    // The main date column is a choice even when it is not flagged temporal.
    expect(payload.granularity_sqla).toEqual([
      ['order_date', 'order_date'],
      ['shipped_on', 'shipped_on'],
    ]);
    expect(payload.time_grain_sqla).toEqual(timeGrainsOf('duckdb'));
    expect(payload.time_grain_sqla.map(([code]) => code)).toEqual([
      'PT1S',
      'PT1M',
      'PT1H',
      'P1D',
      'P1W',
      'P1M',
      'P3M',
      'P1Y',
    ]);
  });

  it('lists owners by id when no names are given, and names a dataset without schema by its table', () => {
    const bare = datasourcePayload({ ...dataset, schema: null, sql: 'SELECT 1' }, database);
    expect(bare.owners).toEqual([{ id: 5 }]);
    expect(bare.name).toBe('orders');
    expect(bare.schema).toBeNull();
    expect(bare.sql).toBe('SELECT 1');
    expect(timeGrainsOf('unknown')).toEqual([]);
  });
});
