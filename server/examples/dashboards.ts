/**
 * Example dashboards over the example charts, created once with them (a deleted example dashboard
 * is not brought back). Layout and metadata are stored as Superset writes them on a save: the
 * layout compact with sorted keys, the metadata with set_dash_metadata's keys and defaults.
 * Example dashboards seeded before they had filters get them later (ensureExampleDashboardFilters).
 */
import { pythonJson } from '../services/dashboard/dashboardMetadata';
import { metadataSchemaErrors } from '../services/dashboard/dashboardMetadataSchema';
import type { MetadataStore } from '../store';
import { sortedCompactJson } from '../store/dashboardLayout';
import { EXAMPLE_CHARTS } from './charts';
import { EXAMPLE_DASHBOARDS, type ExampleDashboard } from './dashboardDefinitions';
import { buildPositionJson, chartIdsOf, type LayoutChart, type PositionJson } from './dashboardLayout';
import { exampleFilterMetadata, type ExampleFilterMetadata } from './exampleFilters';

export { EXAMPLE_DASHBOARDS, EXAMPLE_FILTER_IDS } from './dashboardDefinitions';

const EXAMPLE_COLOR_SCHEME = 'supersetColors';

/** The dashboard's json_metadata: its filters and cross-filter scoping, no auto refresh, the example's colours. */
function exampleDashboardMetadata(example: ExampleDashboard, filters: ExampleFilterMetadata): Record<string, unknown> {
  return {
    ...filters,
    cross_filters_enabled: true,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    refresh_frequency: 0,
    default_filters: '{}',
    color_scheme: EXAMPLE_COLOR_SCHEME,
    label_colors: example.labelColors,
    shared_label_colors: [],
    map_label_colors: {},
    color_scheme_domain: [],
  };
}

/** The example's layout and the ids of its charts, over the charts that exist. */
export function exampleDashboardLayout(
  example: ExampleDashboard,
  charts: ReadonlyMap<string, LayoutChart>,
): { positions: PositionJson; chartIds: number[] } {
  const positions = buildPositionJson(example.dashboard_title, example.tree, charts, example.idPrefix);
  return { positions, chartIds: chartIdsOf(positions) };
}

/** The example charts that exist, by uuid. */
async function existingExampleCharts(store: MetadataStore): Promise<Map<string, LayoutChart>> {
  const charts = new Map<string, LayoutChart>();
  for (const example of EXAMPLE_CHARTS) {
    const found = await store.charts.findByUuid(example.uuid);
    if (found) charts.set(found.uuid, { id: found.id, uuid: found.uuid, slice_name: found.slice_name ?? '' });
  }
  return charts;
}

/**
 * The ids of the example datasets, by `schema.table`, read off the example charts that exist:
 * the charts were made on them, and a start that seeds the dashboards knows no database record.
 */
async function exampleDatasetIds(store: MetadataStore): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const example of EXAMPLE_CHARTS) {
    if (ids.has(example.dataset)) continue;
    const found = await store.charts.findByUuid(example.uuid);
    if (found?.datasource_type === 'table' && typeof found.datasource_id === 'number') {
      ids.set(example.dataset, found.datasource_id);
    }
  }
  return ids;
}

/**
 * Creates the example dashboards that were never created, published and owned by `ownerId`.
 * Called only on the start that registers the example datasets, after the example charts.
 * Returns how many were created.
 */
export async function ensureExampleDashboards(store: MetadataStore, ownerId: number): Promise<number> {
  const existing = new Set((await store.dashboards.list()).map((dashboard) => dashboard.uuid));
  const missing = EXAMPLE_DASHBOARDS.filter((example) => !existing.has(example.uuid));
  if (missing.length === 0) return 0;
  const charts = await existingExampleCharts(store);
  const datasetIds = await exampleDatasetIds(store);
  let created = 0;
  for (const example of missing) {
    // A user's dashboard may have taken the slug meanwhile: the example then goes without one.
    const slugTaken = await store.dashboards.slugExists(example.slug);
    const { positions, chartIds } = exampleDashboardLayout(example, charts);
    await store.dashboards.create(
      {
        uuid: example.uuid,
        dashboard_title: example.dashboard_title,
        slug: slugTaken ? null : example.slug,
        published: true,
        position_json: sortedCompactJson(positions),
        json_metadata: pythonJson(
          exampleDashboardMetadata(example, exampleFilterMetadata(example.filters, positions, datasetIds)),
        ),
        owner_ids: [ownerId],
        slice_ids: chartIds,
      },
      ownerId,
    );
    created += 1;
  }
  return created;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseRecord(text: string | null): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Seeded before the examples had filters: no filters and no global cross-filter scope, which
 * every seed and every save since writes. A dashboard whose filters a user removed keeps the
 * global scope, so its filters do not come back.
 */
function seededWithoutFilters(metadata: Record<string, unknown>): boolean {
  const filters = metadata.native_filter_configuration;
  const noFilters = filters === undefined || filters === null || (Array.isArray(filters) && filters.length === 0);
  return noFilters && !('global_chart_configuration' in metadata);
}

/**
 * Gives the example dashboards of an older data folder their filters and cross-filter scoping,
 * scoped over the layout they have now; a user's filters or chart scoping are never replaced. The
 * change is not stamped as a user's edit. Returns how many dashboards got filters.
 */
export async function ensureExampleDashboardFilters(store: MetadataStore): Promise<number> {
  const examples = new Map(EXAMPLE_DASHBOARDS.map((example) => [example.uuid, example]));
  const outdated = (await store.dashboards.list()).flatMap((dashboard) => {
    const example = examples.get(dashboard.uuid);
    const metadata = example ? parseRecord(dashboard.json_metadata) : null;
    const layout = parseRecord(dashboard.position_json);
    return example && metadata && layout && seededWithoutFilters(metadata)
      ? [{ id: dashboard.id, example, metadata, layout: layout as PositionJson }]
      : [];
  });
  if (outdated.length === 0) return 0;
  const datasetIds = await exampleDatasetIds(store);
  let updated = 0;
  for (const { id, example, metadata, layout } of outdated) {
    const filters = exampleFilterMetadata(example.filters, layout, datasetIds);
    const stored = metadata.chart_configuration;
    const next = {
      ...metadata,
      native_filter_configuration: filters.native_filter_configuration,
      chart_configuration: isRecord(stored) && Object.keys(stored).length > 0 ? stored : filters.chart_configuration,
      global_chart_configuration: filters.global_chart_configuration,
    };
    // Never store what the dashboard API itself would refuse.
    if (metadataSchemaErrors(next)) continue;
    await store.dashboards.replaceMetadataUnstamped(id, pythonJson(next));
    updated += 1;
  }
  return updated;
}
