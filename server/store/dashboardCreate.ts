/**
 * createDashboard: one call that makes a complete dashboard (layout, metadata, owners, charts),
 * for code that seeds dashboards (the examples) rather than answering a request.
 */
import type { ChartRepository } from './charts';
import { chartIdsInLayout, fillChartUuids, sortedCompactJson, type DashboardLayout } from './dashboardLayout';
import type { DashboardRecord, DashboardRepository } from './dashboards';

export interface DashboardSeed {
  title: string;
  slug?: string | null;
  /** The layout: component id → component, or its JSON text. Chart components get `meta.uuid` filled in. */
  positionJson?: DashboardLayout | string | null;
  /** The metadata object, or its JSON text; stored as given. */
  jsonMetadata?: Record<string, unknown> | string | null;
  css?: string | null;
  published?: boolean;
  ownerIds: number[];
  /** The charts on it; by default every chart the layout names. */
  chartIds?: number[];
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  /** A fixed uuid (stable example dashboards); a new one otherwise. */
  uuid?: string;
}

/**
 * Creates the dashboard in one transaction, created by `actorId` (default: the first owner).
 * Chart components of the layout get their chart's uuid, as Superset does when it saves a layout.
 *
 *   await createDashboard(store, { title: 'Sales', slug: 'sales', positionJson: layout, ownerIds: [adminId], published: true });
 */
export async function createDashboard(
  store: { dashboards: DashboardRepository; charts: ChartRepository },
  seed: DashboardSeed,
  actorId: number | null = seed.ownerIds[0] ?? null,
): Promise<DashboardRecord> {
  const layout: DashboardLayout | null =
    typeof seed.positionJson === 'string'
      ? (JSON.parse(seed.positionJson) as DashboardLayout)
      : (seed.positionJson ?? null);
  const chartIds = seed.chartIds ?? (layout ? chartIdsInLayout(layout) : []);
  let positionJson: string | null = null;
  if (layout) {
    const copy = JSON.parse(JSON.stringify(layout)) as DashboardLayout;
    const charts = await store.charts.findByIds(chartIdsInLayout(copy));
    fillChartUuids(copy, new Map(charts.map((chart) => [chart.id, chart.uuid])));
    positionJson = sortedCompactJson(copy);
  }
  const jsonMetadata =
    typeof seed.jsonMetadata === 'string' || seed.jsonMetadata == null
      ? (seed.jsonMetadata ?? null)
      : JSON.stringify(seed.jsonMetadata);
  return store.dashboards.create(
    {
      uuid: seed.uuid,
      dashboard_title: seed.title,
      slug: seed.slug ?? null,
      position_json: positionJson,
      json_metadata: jsonMetadata,
      css: seed.css ?? null,
      published: seed.published ?? false,
      certified_by: seed.certifiedBy ?? null,
      certification_details: seed.certificationDetails ?? null,
      owner_ids: seed.ownerIds,
      slice_ids: chartIds,
    },
    actorId,
  );
}
