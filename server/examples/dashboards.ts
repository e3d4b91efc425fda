/**
 * Example dashboards over the example charts, created once with them (a deleted example dashboard
 * is not brought back). Layout and metadata are stored as Superset writes them on a save: the
 * layout compact with sorted keys, the metadata with set_dash_metadata's keys and defaults.
 */
import { pythonJson } from '../services/dashboard/dashboardMetadata';
import type { MetadataStore } from '../store';
import { sortedCompactJson } from '../store/dashboardLayout';
import { EXAMPLE_CHARTS } from './charts';
import { EXAMPLE_DASHBOARDS, type ExampleDashboard } from './dashboardDefinitions';
import { buildPositionJson, chartIdsOf, type LayoutChart, type PositionJson } from './dashboardLayout';

export { EXAMPLE_DASHBOARDS } from './dashboardDefinitions';

const EXAMPLE_COLOR_SCHEME = 'supersetColors';

/** The dashboard's json_metadata: no filters, no auto refresh, the example's colours. */
function exampleDashboardMetadata(example: ExampleDashboard): Record<string, unknown> {
  return {
    native_filter_configuration: [],
    chart_configuration: {},
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
 * Creates the example dashboards that were never created, published and owned by `ownerId`.
 * Called only on the start that registers the example datasets, after the example charts.
 * Returns how many were created.
 */
export async function ensureExampleDashboards(store: MetadataStore, ownerId: number): Promise<number> {
  const existing = new Set((await store.dashboards.list()).map((dashboard) => dashboard.uuid));
  const missing = EXAMPLE_DASHBOARDS.filter((example) => !existing.has(example.uuid));
  if (missing.length === 0) return 0;
  const charts = await existingExampleCharts(store);
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
        json_metadata: pythonJson(exampleDashboardMetadata(example)),
        owner_ids: [ownerId],
        slice_ids: chartIds,
      },
      ownerId,
    );
    created += 1;
  }
  return created;
}
