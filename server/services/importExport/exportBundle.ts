/**
 * Builds an export bundle (Superset's ExportDashboardsCommand and friends): the objects asked for
 * and everything they depend on (dashboard → charts → datasets → databases; a database with all its
 * datasets), as YAML files in one ZIP under `<type>_export_<stamp>/`.
 */
import { zipSync, strToU8 } from 'fflate';
import { stringify } from 'yaml';
import type { ChartRecord } from '../../store/charts';
import type { DashboardRecord } from '../../store/dashboards';
import type { DatabaseRecord } from '../../store/databases';
import type { DatasetRecord } from '../../store/datasets';
import { chartIdsInLayout, type DashboardLayout } from '../../store/dashboardLayout';
import type { MetadataStore } from '../../store';
import { BUNDLE_VERSION, exportRoot, metadataTimestamp, secureFilename, type BundleType } from './bundleNames';
import { chartConfig, dashboardConfig, databaseConfig, datasetConfig } from './exportConfigs';

type ExportResource = 'dashboard' | 'chart' | 'dataset' | 'database';

const BUNDLE_TYPE: Record<ExportResource, BundleType> = {
  dashboard: 'Dashboard',
  chart: 'Slice',
  dataset: 'SqlaTable',
  database: 'Database',
};

interface ExportRoots {
  dashboards?: DashboardRecord[];
  charts?: ChartRecord[];
  datasets?: DatasetRecord[];
  databases?: DatabaseRecord[];
}

type ExportStore = Pick<MetadataStore, 'charts' | 'datasets' | 'databases'>;

export interface ExportedBundle {
  /** `dashboard_export_20240101T120000.zip` */
  filename: string;
  zip: Uint8Array;
}

/** The dashboard's charts: its linked charts and any its layout names (a created dashboard links none yet). */
function chartIdsOf(dashboard: DashboardRecord): number[] {
  let layoutIds: number[] = [];
  try {
    const layout: unknown = JSON.parse(dashboard.position_json ?? '{}');
    if (typeof layout === 'object' && layout !== null) layoutIds = chartIdsInLayout(layout as DashboardLayout);
  } catch {
    // An unreadable layout names no chart.
  }
  return [...new Set([...dashboard.slice_ids, ...layoutIds])];
}

function yamlText(value: unknown): string {
  return stringify(value, { lineWidth: 0, version: '1.1' }); // PyYAML reads 1.1: times and yes/on quoted
}

/** The export ZIP of the roots and their dependencies. */
export async function buildExportBundle(
  store: ExportStore,
  resource: ExportResource,
  roots: ExportRoots,
  now = new Date(),
): Promise<ExportedBundle> {
  const dashboards = roots.dashboards ?? [];
  const charts = new Map((roots.charts ?? []).map((chart) => [chart.id, chart]));
  const wantedChartIds = dashboards.flatMap(chartIdsOf).filter((id) => !charts.has(id));
  for (const chart of await store.charts.findByIds([...new Set(wantedChartIds)])) charts.set(chart.id, chart);

  const datasets = new Map((roots.datasets ?? []).map((dataset) => [dataset.id, dataset]));
  // A database's export carries all its datasets (ExportDatabasesCommand's export_related).
  for (const database of roots.databases ?? []) {
    const { rows } = await store.datasets.list({ databaseId: database.id });
    for (const dataset of await store.datasets.findByIds(rows.map((row) => row.id))) datasets.set(dataset.id, dataset);
  }
  const wantedDatasetIds = [...charts.values()]
    .filter((chart) => chart.datasource_type === 'table' && chart.datasource_id !== null)
    .map((chart) => chart.datasource_id as number)
    .filter((id) => !datasets.has(id));
  for (const dataset of await store.datasets.findByIds([...new Set(wantedDatasetIds)]))
    datasets.set(dataset.id, dataset);

  const databases = new Map((roots.databases ?? []).map((database) => [database.id, database]));
  for (const dataset of datasets.values()) {
    if (databases.has(dataset.database_id)) continue;
    const database = await store.databases.findById(dataset.database_id);
    if (database) databases.set(database.id, database);
  }

  const root = exportRoot(resource, now);
  const files: Record<string, Uint8Array> = {};
  const add = (path: string, value: unknown): void => {
    files[`${root}/${path}`] = strToU8(yamlText(value));
  };
  add('metadata.yaml', { version: BUNDLE_VERSION, type: BUNDLE_TYPE[resource], timestamp: metadataTimestamp(now) });

  const databaseFileName = new Map<number, string>();
  for (const database of databases.values()) {
    const name = secureFilename(database.database_name);
    databaseFileName.set(database.id, name);
    add(`databases/${name}.yaml`, databaseConfig(database));
  }
  const datasetUuidById = new Map<number, string>();
  for (const dataset of datasets.values()) {
    const database = databases.get(dataset.database_id);
    if (!database) continue;
    datasetUuidById.set(dataset.id, dataset.uuid);
    add(
      `datasets/${databaseFileName.get(database.id)}/${secureFilename(dataset.table_name)}.yaml`,
      datasetConfig(dataset, database.uuid),
    );
  }
  const chartUuidById = new Map<number, string>();
  for (const chart of charts.values()) {
    const datasetUuid = chart.datasource_id === null ? undefined : datasetUuidById.get(chart.datasource_id);
    // Superset's exporter needs the chart's dataset; a chart whose dataset is gone is left out.
    if (datasetUuid === undefined) continue;
    chartUuidById.set(chart.id, chart.uuid);
    add(`charts/${secureFilename(chart.slice_name)}_${chart.id}.yaml`, chartConfig(chart, datasetUuid));
  }
  for (const dashboard of dashboards) {
    add(
      `dashboards/${secureFilename(dashboard.dashboard_title ?? '')}_${dashboard.id}.yaml`,
      dashboardConfig(dashboard, chartUuidById, datasetUuidById),
    );
  }
  return { filename: `${root}.zip`, zip: zipSync(files) };
}
