/**
 * Physical datasets of the example database, registered at start for every table and view that
 * has none yet (a second start adds nothing). Columns come from the engine; every dataset gets the
 * `count` metric, and measure columns of the example tables a `sum__<column>` metric; the main
 * date/time column is the first temporal one, as Superset's fetch_metadata picks it.
 */
import type { EngineRegistry } from '../engineRegistry';
import type { DatabaseRecord, MetadataStore } from '../store';
import type { DatasetColumnInput, DatasetMetricInput, NewDataset } from '../store/datasets';
import { COUNT_METRIC, firstTemporalColumn, tableColumns } from '../services/dataset/datasetSource';
import { quoteIdentifierIfNeeded } from '../services/database/tableMetadata';
import { datasetPermissionView, schemaPermissionView } from '../services/dataset/datasetAccess';

/** Numeric columns of the example tables that are worth summing, by `schema.table`. */
const EXAMPLE_MEASURES: Readonly<Record<string, readonly string[]>> = {
  'main.birth_names': ['num', 'num_boys', 'num_girls'],
  'main.daily_metrics': ['visits', 'signups', 'revenue'],
  'main.flights': ['passengers', 'distance_km'],
  'main.unicode_test': ['value'],
  'sales.orders': ['quantity', 'revenue'],
  'sales.monthly_revenue': ['orders', 'units', 'revenue'],
};

function exampleMetrics(schema: string, table: string, columns: readonly DatasetColumnInput[]): DatasetMetricInput[] {
  const measures = EXAMPLE_MEASURES[`${schema}.${table}`] ?? [];
  const sums = measures
    .filter((name) => columns.some((column) => column.column_name === name && column.type_generic === 'numeric'))
    .map((name): DatasetMetricInput => ({
      metric_name: `sum__${name}`,
      metric_type: 'sum',
      expression: `SUM(${quoteIdentifierIfNeeded(name)})`,
    }));
  return [{ ...COUNT_METRIC }, ...sums];
}

/** Registers the missing datasets of the database's tables and views (in one transaction); returns how many were added. */
export async function ensureExampleDatasets(
  store: MetadataStore,
  engines: EngineRegistry,
  database: DatabaseRecord,
): Promise<number> {
  const engine = engines.get(database.id);
  if (!engine) return 0;
  const { rows } = await store.datasets.list({ databaseId: database.id });
  const registered = new Set(rows.map((row) => `${row.schema ?? ''}.${row.table_name}`));
  const missing: NewDataset[] = [];
  for (const schema of await engine.listSchemas()) {
    for (const { value: table } of await engine.listTables(schema)) {
      if (registered.has(`${schema}.${table}`)) continue;
      const columns = await tableColumns(engine, schema, table);
      missing.push({
        database_id: database.id,
        schema,
        table_name: table,
        main_dttm_col: firstTemporalColumn(columns),
        columns,
        metrics: exampleMetrics(schema, table, columns),
      });
    }
  }
  if (missing.length === 0) return 0;
  const ids = await store.datasets.createMany(missing);
  for (const [index, input] of missing.entries()) {
    await store.roles.ensurePermissionView(
      'datasource_access',
      datasetPermissionView(database.database_name, { id: ids[index], table_name: input.table_name }),
    );
  }
  for (const schema of new Set(missing.map((input) => input.schema as string))) {
    await store.roles.ensurePermissionView('schema_access', schemaPermissionView(database.database_name, schema));
  }
  return missing.length;
}
