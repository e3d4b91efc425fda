/**
 * What Superset's DashboardDAO.set_dash_metadata does with a saved `json_metadata`: `positions`
 * becomes the layout (compact, keys sorted, chart components given their chart's uuid) and resets
 * which charts the dashboard holds; legacy `default_filters` and `filter_scopes` are narrowed to
 * those charts; the colour, refresh and cross-filter keys get their defaults.
 */
import { chartIdsInLayout, fillChartUuids, sortedCompactJson, type DashboardLayout } from '../../store/dashboardLayout';

export type Metadata = Record<string, unknown>;

interface AppliedMetadata {
  /** The metadata to store (JSON text). */
  jsonMetadata: string;
  /** The layout to store, when the data carried `positions`. */
  positionJson?: string;
  /** The dashboard's charts, when the data carried `positions`. */
  sliceIds?: number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python's json.dumps with its default separators (", " and ": "), as Superset writes metadata. */
export function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}: ${pythonJson(entry)}`).join(', ')}}`;
  }
  return JSON.stringify(value ?? null);
}

function parseObject(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** copy_filter_scopes: filters and their immune charts renamed by `idMap`; filters of charts not in it dropped. */
function copyFilterScopes(idMap: ReadonlyMap<number, number>, oldScopes: Record<string, unknown>): Metadata {
  const scopes: Metadata = {};
  for (const [filterId, filterScopes] of Object.entries(oldScopes)) {
    const newId = idMap.get(Number(filterId));
    if (!newId || !isRecord(filterScopes)) continue;
    for (const scope of Object.values(filterScopes)) {
      if (!isRecord(scope) || !Array.isArray(scope.immune)) continue;
      scope.immune = scope.immune.filter((id) => idMap.has(Number(id))).map((id) => idMap.get(Number(id)));
    }
    scopes[String(newId)] = filterScopes;
  }
  return scopes;
}

interface ApplyOptions {
  /** The metadata the result starts from: the request's own on a save, the original's on a copy. */
  base: Metadata;
  /** The uuids of existing charts among the ids asked for (charts that do not exist are left out). */
  chartUuids(ids: number[]): Promise<Map<number, string>>;
  /** Old chart id → new, when a copy cloned the charts. */
  oldToNewChartIds?: ReadonlyMap<number, number>;
}

/** set_dash_metadata on `data` (the parsed request metadata). */
export async function applyDashboardMetadata(data: Metadata, options: ApplyOptions): Promise<AppliedMetadata> {
  const metadata: Metadata = { ...options.base };
  const result: Omit<AppliedMetadata, 'jsonMetadata'> = {};
  let filterScopes: Metadata = {};
  const positions = data.positions;
  if (positions !== undefined && positions !== null) {
    const layout = structuredClone(positions) as DashboardLayout;
    const uuids = await options.chartUuids(chartIdsInLayout(layout));
    const sliceIds = [...uuids.keys()];
    fillChartUuids(layout, uuids);
    result.positionJson = sortedCompactJson(layout);
    result.sliceIds = sliceIds;
    if ('filter_scopes' in data) {
      const idMap = new Map<number, number>();
      if (options.oldToNewChartIds && options.oldToNewChartIds.size > 0) {
        for (const [oldId, newId] of options.oldToNewChartIds) if (sliceIds.includes(newId)) idMap.set(oldId, newId);
      } else {
        for (const id of sliceIds) idMap.set(id, id);
      }
      filterScopes = copyFilterScopes(idMap, parseObject(data.filter_scopes));
    }
    const defaultFilters = parseObject(data.default_filters ?? '{}');
    metadata.default_filters = pythonJson(
      Object.fromEntries(Object.entries(defaultFilters).filter(([key]) => sliceIds.includes(Number(key)))),
    );
    delete metadata.positions;
  }
  if (Object.keys(filterScopes).length > 0) metadata.filter_scopes = filterScopes;
  else delete metadata.filter_scopes;
  if (metadata.timed_refresh_immune_slices === undefined) metadata.timed_refresh_immune_slices = [];
  if (data.color_namespace === undefined || data.color_namespace === null) delete metadata.color_namespace;
  else metadata.color_namespace = data.color_namespace;
  metadata.expanded_slices = data.expanded_slices ?? {};
  metadata.refresh_frequency = data.refresh_frequency ?? 0;
  metadata.color_scheme = data.color_scheme ?? '';
  metadata.label_colors = data.label_colors ?? {};
  metadata.shared_label_colors = data.shared_label_colors ?? [];
  metadata.map_label_colors = data.map_label_colors ?? {};
  metadata.color_scheme_domain = data.color_scheme_domain ?? [];
  metadata.cross_filters_enabled = data.cross_filters_enabled ?? true;
  return { ...result, jsonMetadata: pythonJson(metadata) };
}
