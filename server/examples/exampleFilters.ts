/**
 * Native filters and cross-filter scoping of the example dashboards (reference §3.5–§3.7), written
 * as short specs naming their dataset by `schema.table` and made into `json_metadata` entries once
 * the datasets' ids are known. Scopes are the whole dashboard; their `chartsInScope` /
 * `tabsInScope` caches are computed from the layout as the client computes them.
 */
import type { PositionJson } from './dashboardLayout';

const ROOT_ID = 'ROOT_ID';

/** A filter of an example dashboard, before its dataset's id is known. */
export type ExampleFilterSpec =
  | {
      kind: 'select';
      id: string;
      name: string;
      dataset: string;
      column: string;
      parentIds?: readonly string[];
      /** Charts (by name) left out of the filter's scope. */
      excludedCharts?: readonly string[];
    }
  | { kind: 'range'; id: string; name: string; dataset: string; column: string }
  | { kind: 'time'; id: string; name: string }
  | { kind: 'divider'; id: string; title: string; description: string };

interface Scope {
  rootPath: string[];
  excluded: number[];
}

/** The `json_metadata` keys the filters fill. */
export interface ExampleFilterMetadata {
  native_filter_configuration: Record<string, unknown>[];
  chart_configuration: Record<string, { id: number; crossFilters: { scope: 'global'; chartsInScope: number[] } }>;
  global_chart_configuration: { scope: Scope; chartsInScope: number[] };
}

const wholeDashboard = (): Scope => ({ rootPath: [ROOT_ID], excluded: [] });

/** The ids of the layout's charts with these names. */
function chartIdsNamed(layout: PositionJson, names: readonly string[]): number[] {
  return Object.values(layout).flatMap((component) => {
    if (typeof component !== 'object' || component.type !== 'CHART') return [];
    const { chartId, sliceName } = component.meta ?? {};
    return typeof chartId === 'number' && names.includes(String(sliceName)) ? [chartId] : [];
  });
}

/** Superset's initial data mask: no value, so the filter starts empty. */
const emptyDataMask = () => ({ extraFormData: {}, filterState: {}, ownState: {} });

/** Chart ids under the scope's roots in layout order, and the tabs holding them. */
function scopeOf(layout: PositionJson, scope: Scope): { charts: number[]; tabs: string[] } {
  const excluded = new Set(scope.excluded);
  const charts: number[] = [];
  const tabs = new Set<string>();
  const visited = new Set<string>();
  const visit = (id: string, tabsAbove: readonly string[]) => {
    const component = layout[id];
    if (typeof component !== 'object' || visited.has(id)) return;
    visited.add(id);
    const chartId = component.meta?.chartId;
    if (component.type === 'CHART' && typeof chartId === 'number' && !excluded.has(chartId)) {
      if (!charts.includes(chartId)) charts.push(chartId);
      tabsAbove.forEach((tab) => tabs.add(tab));
    }
    const below = component.type === 'TAB' ? [...tabsAbove, id] : tabsAbove;
    // A stored layout is read as it is: a component without children is a leaf.
    if (Array.isArray(component.children)) component.children.forEach((child) => visit(child, below));
  };
  for (const root of scope.rootPath) visit(root, []);
  return { charts, tabs: [...tabs] };
}

function nativeFilter(
  spec: Exclude<ExampleFilterSpec, { kind: 'divider' }>,
  layout: PositionJson,
  datasetId: number | null,
  parentIds: string[],
): Record<string, unknown> {
  const excludedNames = spec.kind === 'select' ? (spec.excludedCharts ?? []) : [];
  const scope = { ...wholeDashboard(), excluded: chartIdsNamed(layout, excludedNames) };
  const { charts, tabs } = scopeOf(layout, scope);
  const common = {
    id: spec.id,
    type: 'NATIVE_FILTER',
    name: spec.name,
    description: '',
    defaultDataMask: emptyDataMask(),
    cascadeParentIds: parentIds,
    scope,
    chartsInScope: charts,
    tabsInScope: tabs,
    adhoc_filters: [],
    time_range: 'No filter',
    granularity_sqla: null,
    sortMetric: null,
    requiredFirst: false,
  };
  switch (spec.kind) {
    case 'select':
      return {
        ...common,
        filterType: 'filter_select',
        targets: [{ datasetId, column: { name: spec.column } }],
        controlValues: {
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          multiSelect: true,
          searchAllOptions: false,
          inverseSelection: false,
          sortAscending: true,
        },
      };
    case 'range':
      return {
        ...common,
        filterType: 'filter_range',
        targets: [{ datasetId, column: { name: spec.column } }],
        controlValues: { enableEmptyFilter: false },
      };
    case 'time':
      // A time range filter has no dataset: Superset stores its target as `{}`.
      return { ...common, filterType: 'filter_time', targets: [{}], controlValues: { enableEmptyFilter: false } };
  }
}

/**
 * The filters (in spec order) and every chart's cross-filter configuration for this layout.
 * A filter whose dataset has no id is left out, and so is a parent link to it.
 */
export function exampleFilterMetadata(
  specs: readonly ExampleFilterSpec[],
  layout: PositionJson,
  datasetIds: ReadonlyMap<string, number>,
): ExampleFilterMetadata {
  const kept = specs.filter((spec) => !('dataset' in spec) || datasetIds.has(spec.dataset));
  const keptIds = new Set(kept.map((spec) => spec.id));
  const native_filter_configuration = kept.map((spec): Record<string, unknown> => {
    if (spec.kind === 'divider') {
      const { id, title, description } = spec;
      return { id, type: 'DIVIDER', title, description, scope: wholeDashboard() };
    }
    const datasetId = 'dataset' in spec ? (datasetIds.get(spec.dataset) ?? null) : null;
    const parentIds = spec.kind === 'select' ? (spec.parentIds ?? []).filter((id) => keptIds.has(id)) : [];
    return nativeFilter(spec, layout, datasetId, parentIds);
  });

  const globalScope = wholeDashboard();
  const globalCharts = scopeOf(layout, globalScope).charts;
  const chart_configuration: ExampleFilterMetadata['chart_configuration'] = {};
  for (const chartId of globalCharts) {
    // A chart's cross-filter never applies to the chart itself.
    const chartsInScope = globalCharts.filter((id) => id !== chartId);
    chart_configuration[String(chartId)] = { id: chartId, crossFilters: { scope: 'global', chartsInScope } };
  }
  return {
    native_filter_configuration,
    chart_configuration,
    global_chart_configuration: { scope: globalScope, chartsInScope: globalCharts },
  };
}
