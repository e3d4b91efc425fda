/**
 * The filter benchmark's dashboard: copies of the example charts, four in five on a dataset with a
 * `region` column (they re-query when Region changes) and one in five on a dataset without it (the
 * filter is "not applicable" there: they must not re-query), laid out three to a row, with one
 * native value filter 'Region' on sales.orders.region scoped to the whole dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { rowsLayout, type BenchChart } from '../dashboard/benchLayout';
import { call, listExampleCharts } from '../dashboard/seedDashboard';

export const FILTER_ID = 'NATIVE_FILTER-benchRegion';
export const FILTER_NAME = 'Region';
const FILTER_COLUMN = 'region';
/** Every this-many-th chart is on a dataset without the filter's column. */
const NOT_APPLICABLE_EVERY = 5;

interface DatasetInfo {
  id: number;
  name: string;
  hasRegion: boolean;
}

export interface SeededFilterChart {
  id: number;
  vizType: string;
  dataset: string;
  /** Whether its dataset has the filter's column, so that the filter applies and it re-queries. */
  applicable: boolean;
}

export interface SeededFilterDashboard {
  dashboardId: number;
  charts: SeededFilterChart[];
}

async function datasetInfo(app: FastifyInstance, token: string, id: number): Promise<DatasetInfo> {
  const { result } = await call<{
    result: { schema: string | null; table_name: string; columns: Array<{ column_name: string }> };
  }>(app, token, 'GET', `/api/v1/dataset/${id}`, 200);
  return {
    id,
    name: `${result.schema ?? ''}.${result.table_name}`,
    hasRegion: result.columns.some((column) => column.column_name === FILTER_COLUMN),
  };
}

/** sales.orders, found by name through the dataset list as a client would. */
async function ordersDatasetId(app: FastifyInstance, token: string): Promise<number> {
  const q = '(columns:!(id,schema,table_name),filters:!((col:table_name,opr:eq,value:orders)),page:0,page_size:25)';
  const listed = await call<{ result: Array<{ id: number; schema: string | null }> }>(
    app,
    token,
    'GET',
    `/api/v1/dataset/?q=${encodeURIComponent(q)}`,
    200,
  );
  const orders = listed.result.find((dataset) => dataset.schema === 'sales');
  if (!orders) throw new Error('No sales.orders dataset');
  return orders.id;
}

function regionFilter(datasetId: number, chartIds: number[]): Record<string, unknown> {
  return {
    id: FILTER_ID,
    type: 'NATIVE_FILTER',
    name: FILTER_NAME,
    description: '',
    filterType: 'filter_select',
    targets: [{ datasetId, column: { name: FILTER_COLUMN } }],
    controlValues: { multiSelect: true },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    chartsInScope: chartIds,
    tabsInScope: [],
  };
}

export async function seedFilterDashboard(
  app: FastifyInstance,
  token: string,
  chartCount: number,
): Promise<SeededFilterDashboard> {
  const examples = (await listExampleCharts(app, token)).filter((chart) => chart.datasource_type === 'table');
  const datasets = new Map<number, DatasetInfo>();
  for (const id of new Set(examples.map((chart) => chart.datasource_id)))
    datasets.set(id, await datasetInfo(app, token, id));
  const withRegion = examples.filter((chart) => datasets.get(chart.datasource_id)?.hasRegion);
  const without = examples.filter((chart) => !datasets.get(chart.datasource_id)?.hasRegion);
  if (withRegion.length === 0 || without.length === 0)
    throw new Error('The example charts need datasets with and without a region column');

  const charts: SeededFilterChart[] = [];
  const layoutCharts: BenchChart[] = [];
  for (let index = 0; index < chartCount; index += 1) {
    const outside = index % NOT_APPLICABLE_EVERY === NOT_APPLICABLE_EVERY - 1;
    const pool = outside ? without : withRegion;
    const slot = outside ? Math.floor(index / NOT_APPLICABLE_EVERY) : index - Math.floor(index / NOT_APPLICABLE_EVERY);
    const example = pool[slot % pool.length];
    const sliceName = `Bench ${index + 1}: ${example.slice_name}`;
    const created = await call<{ id: number }>(app, token, 'POST', '/api/v1/chart/', 201, {
      slice_name: sliceName,
      viz_type: example.viz_type,
      params: example.params,
      datasource_id: example.datasource_id,
      datasource_type: example.datasource_type,
    });
    const dataset = datasets.get(example.datasource_id);
    charts.push({
      id: created.id,
      vizType: example.viz_type,
      dataset: dataset?.name ?? String(example.datasource_id),
      applicable: Boolean(dataset?.hasRegion),
    });
    layoutCharts.push({ id: created.id, sliceName });
  }

  const title = `Bench: ${chartCount} charts, one filter`;
  const dashboard = await call<{ id: number }>(app, token, 'POST', '/api/v1/dashboard/', 201, {
    dashboard_title: title,
    published: true,
  });
  const chartIds = charts.map((chart) => chart.id);
  await call(app, token, 'PUT', `/api/v1/dashboard/${dashboard.id}`, 200, {
    dashboard_title: title,
    json_metadata: JSON.stringify({
      positions: rowsLayout(title, layoutCharts),
      native_filter_configuration: [regionFilter(await ordersDatasetId(app, token), chartIds)],
    }),
  });
  return { dashboardId: dashboard.id, charts };
}
