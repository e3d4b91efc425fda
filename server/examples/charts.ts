/**
 * Example charts on the example datasets, created with them on first start (as Superset's
 * `load_examples` does once): a deleted example chart is not brought back by a later start. Each
 * carries the query context Explore would save for its form data, so its data endpoint answers.
 */
import type { QueryFormData } from '../../common/queryObject';
import { savedQueryContextText } from '../services/chart/chartQueryContext';
import type { MetadataStore } from '../store';
import type { DatabaseRecord } from '../store/databases';
import { CHARTS_BY_CATEGORY } from './chartsByCategory';
import { CHARTS_OVER_TIME } from './chartsOverTime';
import type { ExampleChart } from './exampleChartParts';

/** In uuid order, which is the order they are created in. */
export const EXAMPLE_CHARTS: readonly ExampleChart[] = [...CHARTS_OVER_TIME, ...CHARTS_BY_CATEGORY].sort((a, b) =>
  a.uuid.localeCompare(b.uuid),
);

/** The example's form data as saved in `params`, on the dataset with this id. */
export function exampleFormData(example: ExampleChart, datasetId: number): QueryFormData {
  return { ...example.params, datasource: `${datasetId}__table` };
}

/** The query context saved with the example, as Explore saves it (JSON text). */
export function exampleQueryContext(formData: QueryFormData): string | null {
  return savedQueryContextText(formData);
}

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
    const formData = exampleFormData(example, dataset.id);
    await store.charts.create(
      {
        uuid: example.uuid,
        slice_name: example.slice_name,
        description: example.description,
        viz_type: example.params.viz_type,
        datasource_id: dataset.id,
        datasource_type: 'table',
        datasource_name: `${schema}.${table}`,
        params: JSON.stringify(formData),
        query_context: exampleQueryContext(formData),
        owner_ids: [ownerId],
        dashboard_ids: [],
      },
      ownerId,
    );
    created += 1;
  }
  return created;
}
