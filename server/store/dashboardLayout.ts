/**
 * Pure helpers on a dashboard layout (`position_json` parsed: component id → component), used
 * where a layout decides which charts a dashboard holds (Superset's set_dash_metadata).
 */

/** A parsed layout: component id → component (plus `DASHBOARD_VERSION_KEY`). */
export type DashboardLayout = Record<string, unknown>;

interface ChartComponent {
  type: 'CHART';
  meta: Record<string, unknown> & { chartId?: unknown };
}

function isChartComponent(value: unknown): value is ChartComponent {
  if (typeof value !== 'object' || value === null) return false;
  const component = value as { type?: unknown; meta?: unknown };
  return component.type === 'CHART' && typeof component.meta === 'object' && component.meta !== null;
}

/** The chart ids the layout's components name in `meta.chartId` (any component, as Superset reads them). */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  const ids: number[] = [];
  for (const component of Object.values(layout)) {
    if (typeof component !== 'object' || component === null) continue;
    const meta = (component as { meta?: unknown }).meta;
    if (typeof meta !== 'object' || meta === null) continue;
    const chartId = (meta as { chartId?: unknown }).chartId;
    if (typeof chartId === 'number' && Number.isInteger(chartId) && !ids.includes(chartId)) ids.push(chartId);
  }
  return ids;
}

/** Chart components get `meta.uuid` of their chart (null for a chart that does not exist), in place. */
export function fillChartUuids(layout: DashboardLayout, uuidById: ReadonlyMap<number, string>): void {
  for (const component of Object.values(layout)) {
    if (!isChartComponent(component)) continue;
    const chartId = component.meta.chartId;
    if (typeof chartId === 'number' && chartId) component.meta.uuid = uuidById.get(chartId) ?? null;
  }
}

/** Python's json.dumps(…, separators=(",", ":"), sort_keys=True): compact, keys sorted at every level. */
export function sortedCompactJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}
