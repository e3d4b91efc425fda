/** The example data both backends read, and linking the objects both know by name. */
import type { DifferentialRun, Side } from '../harness/differentialRun';

export const EXAMPLES_DATABASE = 'examples';

/** The tables the suite reads, by schema (both backends hold the same generated rows). */
export const EXAMPLE_TABLES = {
  birthNames: { schema: 'main', table: 'birth_names' },
  dailyMetrics: { schema: 'main', table: 'daily_metrics' },
  unicodeTest: { schema: 'main', table: 'unicode_test' },
  airports: { schema: 'main', table: 'airports' },
  orders: { schema: 'sales', table: 'orders' },
  customers: { schema: 'sales', table: 'customers' },
} as const;

export type ExampleTable = keyof typeof EXAMPLE_TABLES;

/** Finds the examples database on each side (the SQL Lab database picker's request) and links the ids. */
export async function linkExamplesDatabase(run: DifferentialRun): Promise<void> {
  for (const side of run.sides) {
    const reply = await side.send({
      method: 'GET',
      endpoint: '/api/v1/database/',
      rison: {
        filters: [{ col: 'database_name', opr: 'eq', value: EXAMPLES_DATABASE }],
        order_column: 'database_name',
        order_direction: 'asc',
        page: 0,
        page_size: -1,
      },
    });
    const database = (reply.json as { result?: { id: number; database_name: string }[] }).result?.find(
      (row) => row.database_name === EXAMPLES_DATABASE,
    );
    if (!database) throw new Error(`${side.name}: no examples database (${reply.status} ${reply.text.slice(0, 200)})`);
    side.remember('examplesDb', database.id);
  }
  run.link('database', run.embedded.id('examplesDb'), run.superset.id('examplesDb'));
}

/**
 * The dataset of an example table on each side, through the call SQL Lab makes for a CTAS table
 * (POST /api/v1/dataset/get_or_create/): the embedded server registered it at start, Superset
 * creates it the first time. Remembered as `dataset:<name>` and linked.
 */
export async function linkExampleDataset(run: DifferentialRun, name: ExampleTable): Promise<void> {
  const { schema, table } = EXAMPLE_TABLES[name];
  for (const side of run.sides) {
    const reply = await side.send({
      method: 'POST',
      endpoint: '/api/v1/dataset/get_or_create/',
      json: { table_name: table, database_id: side.id('examplesDb'), schema },
    });
    const id = (reply.json as { result?: { table_id?: number } } | undefined)?.result?.table_id;
    if (typeof id !== 'number')
      throw new Error(
        `${side.name}: get_or_create ${schema}.${table} answered ${reply.status} ${reply.text.slice(0, 300)}`,
      );
    side.remember(`dataset:${name}`, id);
  }
  run.link('dataset', run.embedded.id(`dataset:${name}`), run.superset.id(`dataset:${name}`));
}

export function datasetId(side: Side, name: ExampleTable): number {
  return side.id(`dataset:${name}`);
}
