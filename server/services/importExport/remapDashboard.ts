/**
 * A bundle's dashboard names charts and datasets as they were on the exporting server; on import
 * they get this server's ids (Superset's update_id_refs), pure.
 */
import type { Json } from './parseBundle';

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The layout with every chart component's `chartId` replaced by the id of the chart with its
 * `uuid` here; returns the old id → new id map (for the metadata) and the charts it holds.
 */
export function remapPosition(
  position: Json,
  chartIdByUuid: ReadonlyMap<string, number>,
): { position: Json; idMap: Map<number, number>; chartIds: number[] } {
  const copy = structuredClone(position);
  const idMap = new Map<number, number>();
  const chartIds: number[] = [];
  for (const component of Object.values(copy)) {
    if (!isObject(component) || component.type !== 'CHART' || !isObject(component.meta)) continue;
    const meta = component.meta;
    const uuid = typeof meta.uuid === 'string' ? meta.uuid.toLowerCase() : undefined;
    const newId = uuid === undefined ? undefined : chartIdByUuid.get(uuid);
    if (newId === undefined) continue;
    if (typeof meta.chartId === 'number') idMap.set(meta.chartId, newId);
    meta.chartId = newId;
    if (!chartIds.includes(newId)) chartIds.push(newId);
  }
  return { position: copy, idMap, chartIds };
}

function remapIds(value: unknown, idMap: ReadonlyMap<number, number>): unknown {
  if (!Array.isArray(value)) return value;
  return value.filter((id) => typeof id === 'number' && idMap.has(id)).map((id: number) => idMap.get(id));
}

function remapKeys(value: unknown, idMap: ReadonlyMap<number, number>): unknown {
  if (!isObject(value)) return value;
  const remapped: Json = {};
  for (const [key, entry] of Object.entries(value)) {
    const newId = idMap.get(Number(key));
    if (newId !== undefined) remapped[String(newId)] = entry;
  }
  return remapped;
}

/** The metadata with chart ids and native filter datasets of this server. */
export function remapMetadata(
  metadata: Json,
  idMap: ReadonlyMap<number, number>,
  datasetIdByUuid: ReadonlyMap<string, number>,
): Json {
  const copy = structuredClone(metadata);
  if (copy.expanded_slices !== undefined) copy.expanded_slices = remapKeys(copy.expanded_slices, idMap);
  if (copy.filter_scopes !== undefined) copy.filter_scopes = remapKeys(copy.filter_scopes, idMap);
  if (copy.timed_refresh_immune_slices !== undefined)
    copy.timed_refresh_immune_slices = remapIds(copy.timed_refresh_immune_slices, idMap);
  if (isObject(copy.chart_configuration)) {
    const configuration = remapKeys(copy.chart_configuration, idMap) as Json;
    for (const [key, entry] of Object.entries(configuration)) {
      if (!isObject(entry)) continue;
      entry.id = Number(key);
      if (isObject(entry.crossFilters))
        entry.crossFilters.chartsInScope = remapIds(entry.crossFilters.chartsInScope, idMap);
    }
    copy.chart_configuration = configuration;
  }
  if (Array.isArray(copy.native_filter_configuration)) {
    for (const filter of copy.native_filter_configuration) {
      if (!isObject(filter)) continue;
      if (filter.chartsInScope !== undefined) filter.chartsInScope = remapIds(filter.chartsInScope, idMap);
      if (isObject(filter.scope) && filter.scope.excluded !== undefined)
        filter.scope.excluded = remapIds(filter.scope.excluded, idMap);
      if (!Array.isArray(filter.targets)) continue;
      for (const target of filter.targets) {
        if (!isObject(target) || typeof target.datasetUuid !== 'string') continue;
        const datasetId = datasetIdByUuid.get(target.datasetUuid.toLowerCase());
        if (datasetId === undefined) continue;
        target.datasetId = datasetId;
        delete target.datasetUuid;
      }
    }
  }
  return copy;
}
