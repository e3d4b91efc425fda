import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABLES, EXAMPLE_VIEWS } from '../../../server/examples';
import type { DatasetRecord } from '../../../server/store/datasets';
import { prepareDataDir } from '../helpers/examplesFixture';
import { createTestApp } from '../helpers/testApp';

function byName(datasets: DatasetRecord[], schema: string, table: string): DatasetRecord {
  const dataset = datasets.find((candidate) => candidate.schema === schema && candidate.table_name === table);
  if (!dataset) throw new Error(`no dataset ${schema}.${table}`);
  return dataset;
}

async function allDatasets(app: Awaited<ReturnType<typeof createTestApp>>['app']): Promise<DatasetRecord[]> {
  const { rows } = await app.store.datasets.list();
  return app.store.datasets.findByIds(rows.map((row) => row.id));
}

describe('physical datasets of the example database', () => {
  it('registers one dataset per table and view, with typed columns, metrics and a main date column; a second start adds nothing', async () => {
    const dataDir = await prepareDataDir();
    const first = await createTestApp({ dataDir });
    let firstIds: number[];
    try {
      const datasets = await allDatasets(first.app);
      expect(datasets).toHaveLength(EXAMPLE_TABLES.length + EXAMPLE_VIEWS.length);
      const names = datasets.map((dataset) => `${dataset.schema}.${dataset.table_name}`).sort();
      expect(names).toEqual(
        [
          ...EXAMPLE_TABLES.map(({ schema, table }) => `${schema}.${table}`),
          ...EXAMPLE_VIEWS.map(({ schema, view }) => `${schema}.${view}`),
        ].sort(),
      );
      for (const dataset of datasets) {
        expect(dataset.sql).toBeNull();
        expect(dataset.database_id).toBe(1);
        expect(dataset.metrics.find((metric) => metric.metric_name === 'count')).toMatchObject({
          expression: 'COUNT(*)',
          metric_type: 'count',
        });
        expect(dataset.columns.length).toBeGreaterThan(0);
        expect(
          dataset.columns.every((column) => column.groupby && column.filterable && column.type_generic !== null),
        ).toBe(true);
      }

      const orders = byName(datasets, 'sales', 'orders');
      expect(orders.main_dttm_col).toBe('order_date');
      expect(orders.columns.map((column) => column.column_name)).toEqual([
        'order_id',
        'order_date',
        'customer_id',
        'product_id',
        'channel',
        'status',
        'quantity',
        'unit_price',
        'discount',
        'revenue',
        'country',
        'region',
        'city',
        'notes',
      ]);
      expect(orders.columns.find((column) => column.column_name === 'order_date')).toMatchObject({
        type: 'DATE',
        type_generic: 'temporal',
        is_dttm: true,
      });
      expect(orders.columns.find((column) => column.column_name === 'revenue')).toMatchObject({
        type: 'DECIMAL(12,2)',
        type_generic: 'numeric',
        is_dttm: false,
      });
      expect(orders.columns.find((column) => column.column_name === 'status')).toMatchObject({
        type: 'VARCHAR',
        type_generic: 'string',
      });
      expect(orders.metrics.map((metric) => [metric.metric_name, metric.expression])).toEqual([
        ['count', 'COUNT(*)'],
        ['sum__quantity', 'SUM(quantity)'],
        ['sum__revenue', 'SUM(revenue)'],
      ]);

      const births = byName(datasets, 'main', 'birth_names');
      expect(births.main_dttm_col).toBe('ds');
      expect(births.metrics.map((metric) => metric.metric_name)).toEqual([
        'count',
        'sum__num',
        'sum__num_boys',
        'sum__num_girls',
      ]);
      expect(
        byName(datasets, 'main', 'flights').columns.find((column) => column.column_name === 'cancelled'),
      ).toMatchObject({ type_generic: 'boolean' });
      expect(byName(datasets, 'main', 'flights').metrics.map((metric) => metric.metric_name)).toContain(
        'sum__passengers',
      );
      expect(byName(datasets, 'main', 'daily_metrics').metrics.map((metric) => metric.metric_name)).toContain(
        'sum__visits',
      );
      expect(byName(datasets, 'sales', 'monthly_revenue').metrics.map((metric) => metric.metric_name)).toContain(
        'sum__revenue',
      );
      const airports = byName(datasets, 'main', 'airports');
      expect(airports.main_dttm_col).toBeNull();
      expect(airports.metrics.map((metric) => metric.metric_name)).toEqual(['count']);

      // Each dataset is an object users can be granted access to, as Superset registers it.
      const views = await first.app.store.db.all<{ view_menu: string }>(
        "SELECT view_menu FROM permission_views WHERE permission = 'datasource_access' ORDER BY view_menu",
      );
      expect(views.map((row) => row.view_menu)).toContain(`[examples].[orders](id:${orders.id})`);
      firstIds = datasets.map((dataset) => dataset.id).sort((a, b) => a - b);
    } finally {
      await first.app.close();
    }

    const second = await createTestApp({ dataDir });
    try {
      const again = await allDatasets(second.app);
      expect(again.map((dataset) => dataset.id).sort((a, b) => a - b)).toEqual(firstIds);
    } finally {
      await second.app.close();
    }
  });
});
