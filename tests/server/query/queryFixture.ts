/** Datasets and a small DuckDB database for the chart query engine tests. */
import type { GenericType } from '../../../server/engines/types';
import type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from '../../../server/store/datasetTypes';
import { QueryDataset } from '../../../server/query/queryDataset';
import type { RowLimitConfig } from '../../../server/query/prepareQuery';
import { openTempEngine, type TempEngine } from '../engines/engineFixture';

export const CONFIG: RowLimitConfig = { ROW_LIMIT: 50_000, SAMPLES_ROW_LIMIT: 1000, SQL_MAX_ROW: 100_000 };

/** 2024-06-15 12:00 UTC: the clock of relative time ranges in these tests. */
export const NOW = new Date(Date.UTC(2024, 5, 15, 12, 0, 0));

export const utcMs = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s);

let nextId = 1;

export function column(
  name: string,
  type: string,
  generic: GenericType,
  extra: Partial<DatasetColumnRecord> = {},
): DatasetColumnRecord {
  return {
    id: nextId++,
    column_name: name,
    verbose_name: null,
    type,
    type_generic: generic,
    is_dttm: generic === 'temporal',
    expression: null,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    description: null,
    extra: null,
    advanced_data_type: null,
    uuid: `column-${name}`,
    ...extra,
  };
}

export function metric(name: string, expression: string): DatasetMetricRecord {
  return {
    id: nextId++,
    metric_name: name,
    verbose_name: null,
    expression,
    metric_type: null,
    d3format: null,
    currency: null,
    description: null,
    warning_text: null,
    extra: null,
    uuid: `metric-${name}`,
  };
}

export function datasetRecord(
  partial: Partial<DatasetRecord> & Pick<DatasetRecord, 'table_name' | 'columns'>,
): DatasetRecord {
  return {
    id: 1,
    uuid: 'dataset-1',
    database_id: 1,
    catalog: null,
    schema: 'main',
    sql: null,
    description: null,
    main_dttm_col: null,
    offset: 0,
    default_endpoint: null,
    cache_timeout: null,
    is_sqllab_view: false,
    template_params: null,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    is_managed_externally: false,
    external_url: null,
    extra: null,
    owner_ids: [],
    created_by_fk: null,
    changed_by_fk: null,
    created_on: new Date(0),
    changed_on: new Date(0),
    metrics: [],
    ...partial,
  };
}

export const SALES_COLUMNS = (): DatasetColumnRecord[] => [
  column('id', 'INTEGER', 'numeric'),
  column('region', 'VARCHAR', 'string'),
  column('product', 'VARCHAR', 'string'),
  column('amount', 'DOUBLE', 'numeric'),
  column('qty', 'INTEGER', 'numeric'),
  column('ts', 'TIMESTAMP', 'temporal'),
  column('d', 'DATE', 'temporal'),
  column('flag', 'BOOLEAN', 'boolean'),
  column('note', 'VARCHAR', 'string'),
  column('epoch_s', 'BIGINT', 'numeric', { is_dttm: true, python_date_format: 'epoch_s' }),
  column('amount_x2', 'DOUBLE', 'numeric', { expression: 'amount * 2' }),
];

export function salesDataset(partial: Partial<DatasetRecord> = {}): QueryDataset {
  return new QueryDataset(
    datasetRecord({
      table_name: 'sales',
      main_dttm_col: 'ts',
      columns: SALES_COLUMNS(),
      metrics: [metric('count', 'COUNT(*)'), metric('sum_amount', 'SUM(amount)')],
      ...partial,
    }),
    { enabled: true, user: { id: 1, username: 'admin', email: 'admin@example.com' } },
  );
}

/**
 * sales: id | region | product | amount | qty | ts | d | flag | note | epoch_s
 *   1 EMEA A 10 1 2024-01-01 08:00:00 true  'x'
 *   2 EMEA B 20 2 2024-01-15 12:30:00 false NULL
 *   3 APAC A 30 3 2024-02-03 00:00:00 true  'y%'
 *   4 APAC B 40 4 2024-02-20 23:59:59 NULL  'z'
 *   5 AMER A 50 5 2024-03-10 06:00:00 false 'x'
 *   6 NULL B 60 6 2024-03-31 18:00:00 true  NULL
 *   7 EMEA A 70 7 2024-04-01 00:00:00 true  'w'
 */
export const SALES_SQL = `
CREATE TABLE sales AS SELECT * FROM (VALUES
  (1, 'EMEA', 'A', 10.0, 1, TIMESTAMP '2024-01-01 08:00:00', true, 'x'),
  (2, 'EMEA', 'B', 20.0, 2, TIMESTAMP '2024-01-15 12:30:00', false, NULL),
  (3, 'APAC', 'A', 30.0, 3, TIMESTAMP '2024-02-03 00:00:00', true, 'y%'),
  (4, 'APAC', 'B', 40.0, 4, TIMESTAMP '2024-02-20 23:59:59', NULL, 'z'),
  (5, 'AMER', 'A', 50.0, 5, TIMESTAMP '2024-03-10 06:00:00', false, 'x'),
  (6, NULL, 'B', 60.0, 6, TIMESTAMP '2024-03-31 18:00:00', true, NULL),
  (7, 'EMEA', 'A', 70.0, 7, TIMESTAMP '2024-04-01 00:00:00', true, 'w')
) AS t(id, region, product, amount, qty, ts, flag, note);
ALTER TABLE sales ADD COLUMN d DATE;
UPDATE sales SET d = CAST(ts AS DATE);
ALTER TABLE sales ADD COLUMN epoch_s BIGINT;
UPDATE sales SET epoch_s = CAST(epoch(ts) AS BIGINT);
`;

export async function openSalesEngine(): Promise<TempEngine> {
  const temp = await openTempEngine();
  await temp.engine.run(SALES_SQL);
  return temp;
}
