/**
 * What the filters configuration modal hands over on save (reference §3.6, §4.5): every remaining
 * item as a complete `native_filter_configuration` entry in display order (scope caches recomputed
 * from the layout, the default data mask rebuilt from its value), the entries that changed, the ids
 * deleted and, when the order changed, the new order.
 */
import { filterExtraFormData } from './extraFormData';
import { isFilterDivider, type FilterConfigItem, type FilterDivider, type NativeFilterConfig } from './filterTypes';
import { chartsInScope, tabsInScope, type ScopeLayout } from './scope';

export interface FiltersConfigSaveResult {
  items: FilterConfigItem[];
  modified: FilterConfigItem[];
  deleted: string[];
  reordered: string[];
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0) && value !== '';
}

/** A filter as stored: every key present, in one order, with derived fields recomputed. */
function completeFilter(filter: NativeFilterConfig, layout: ScopeLayout): NativeFilterConfig {
  const controlValues = filter.controlValues ?? {};
  const scope = filter.scope ?? { rootPath: ['ROOT_ID'], excluded: [] };
  // Select-first needs the options query, so a static default would never show.
  const value = controlValues.defaultToFirstItem ? undefined : filter.defaultDataMask?.filterState?.value;
  const target = filter.targets[0] ?? {};
  return {
    id: filter.id,
    type: 'NATIVE_FILTER',
    name: filter.name.trim(),
    filterType: filter.filterType,
    targets: [
      {
        ...(target.datasetId !== undefined ? { datasetId: target.datasetId } : {}),
        ...(target.column?.name ? { column: { name: target.column.name } } : {}),
      },
    ],
    controlValues,
    defaultDataMask: hasValue(value)
      ? { extraFormData: filterExtraFormData(filter, value), filterState: { value }, ownState: {} }
      : { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: filter.cascadeParentIds ?? [],
    scope,
    chartsInScope: chartsInScope(layout, scope),
    tabsInScope: tabsInScope(layout, scope),
    adhoc_filters: filter.adhoc_filters ?? [],
    time_range: filter.time_range ?? null,
    granularity_sqla: filter.granularity_sqla ?? null,
    sortMetric: filter.sortMetric ?? null,
    description: (filter.description ?? '').trim(),
    requiredFirst: controlValues.defaultToFirstItem === true,
  };
}

function completeDivider(divider: FilterDivider): FilterDivider {
  return {
    id: divider.id,
    type: 'DIVIDER',
    title: divider.title.trim(),
    description: (divider.description ?? '').trim(),
  };
}

function completeItem(item: FilterConfigItem, layout: ScopeLayout): FilterConfigItem {
  return isFilterDivider(item) ? completeDivider(item) : completeFilter(item, layout);
}

/** Key order ignored, so an entry is "modified" only when a value differs. */
function sameJson(left: unknown, right: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

/**
 * `initial`: the items the modal opened with; `current`: the remaining items in display order.
 * Removed items that were never saved are not reported as deleted.
 */
export function filtersConfigSaveResult(
  initial: readonly FilterConfigItem[],
  current: readonly FilterConfigItem[],
  layout: ScopeLayout,
): FiltersConfigSaveResult {
  const before = new Map(initial.map((item) => [item.id, completeItem(item, layout)]));
  const kept = new Set(current.map((item) => item.id));
  // A deleted parent can no longer narrow its children's options.
  const items = current.map((item) =>
    completeItem(
      isFilterDivider(item)
        ? item
        : { ...item, cascadeParentIds: (item.cascadeParentIds ?? []).filter((id) => kept.has(id)) },
      layout,
    ),
  );
  const currentIds = new Set(items.map((item) => item.id));
  const modified = items.filter((item) => {
    const previous = before.get(item.id);
    return !previous || !sameJson(previous, item);
  });
  const deleted = initial.map((item) => item.id).filter((id) => !currentIds.has(id));
  const keptOrder = initial.map((item) => item.id).filter((id) => currentIds.has(id));
  const newOrder = items.map((item) => item.id).filter((id) => before.has(id));
  const reordered = keptOrder.some((id, index) => newOrder[index] !== id) ? items.map((item) => item.id) : [];
  return { items, modified, deleted, reordered };
}
