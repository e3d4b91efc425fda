/**
 * A dashboard's filters when it opens (reference §3.8): the filter configuration and cross-filter
 * scopes from its metadata (scopes recomputed from the layout), then the data mask hydrated in
 * order — empty, each filter's default, the URL's `native_filters`, the `native_filters_key`
 * filter state, the permalink. A carried cross-filter whose columns are not in its chart's dataset
 * is dropped, so the default applies (spec §5).
 */
import { getDashboardFilterState } from '../../../api/dashboardFilterState';
import type { DashboardChart, DashboardInfo } from '../../../api/dashboards';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { supportsCrossFilter } from '../../charts';
import { dataMaskHydrated, maskForDatasource } from '../../dataMask';
import { dashboardFiltering, dashboardFilteringLoaded, isFilterDivider, type ScopeLayout } from '../../nativeFilters';
import { selectFeatureFlag } from '../../shell';
import {
  asDataMaskLayer,
  filterStateLayer,
  nativeFiltersKeyParam,
  nativeFiltersParam,
  type DataMaskLayer,
} from '../rules/filterUrlState';
import type { DashboardThunk } from './dashboardThunkTypes';

interface HydrationSources {
  info: DashboardInfo;
  charts: readonly DashboardChart[];
  datasets: readonly DatasourceMeta[];
  layout: ScopeLayout;
  /** The address's search string (for `native_filters`). */
  search: string;
  /** The `native_filters_key` filter state, read beside the dashboard (see filterStateOf). */
  filterState?: DataMaskLayer;
  permalinkDataMask?: unknown;
}

/**
 * The dataset of each cross-filtering chart. Only charts: the dashboard's dataset payloads list the
 * columns its charts use, which a cross-filter's always are but a native filter's need not be (a
 * native filter on a vanished column is rejected by the server, and shown as not applicable).
 */
function chartDatasets(
  charts: readonly DashboardChart[],
  datasets: readonly DatasourceMeta[],
): Map<string, DatasourceMeta> {
  const byUid = new Map(datasets.map((dataset) => [dataset.uid, dataset]));
  const found = new Map<string, DatasourceMeta>();
  for (const chart of charts) {
    const dataset = byUid.get(String(chart.form_data.datasource));
    if (dataset) found.set(String(chart.id), dataset);
  }
  return found;
}

const DROPPED = { id: '', extraFormData: {}, filterState: {}, ownState: {} };

/** The layer without the masks whose columns their dataset does not have. */
function knownColumnsOnly(layer: DataMaskLayer | undefined, datasets: Map<string, DatasourceMeta>) {
  if (!layer) return undefined;
  const kept: DataMaskLayer = {};
  for (const [id, patch] of Object.entries(layer)) {
    const dataset = datasets.get(id);
    const mask = { id, extraFormData: patch.extraFormData ?? {}, filterState: {}, ownState: {} };
    if (!dataset || maskForDatasource(mask, DROPPED, dataset) !== DROPPED) kept[id] = patch;
  }
  return kept;
}

/** The filter state behind the address's `native_filters_key`, if any. */
export async function filterStateOf(dashboardId: number | string, search: string): Promise<DataMaskLayer | undefined> {
  const key = nativeFiltersKeyParam(search);
  // The filter_state routes take the numeric id; a slug waits for the dashboard.
  if (!key || !/^\d+$/.test(String(dashboardId))) return undefined;
  try {
    return filterStateLayer(await getDashboardFilterState(Number(dashboardId), key));
  } catch {
    // An expired or foreign key: the dashboard opens with its defaults.
    return undefined;
  }
}

export function hydrateDashboardFilters(sources: HydrationSources): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { info, charts, datasets, layout, search } = sources;
    const state = getState();
    const filtering = dashboardFiltering(info.metadata as Record<string, unknown>, layout, {
      interactiveChartIds: charts.filter((chart) => supportsCrossFilter(chart.form_data.viz_type)).map((c) => c.id),
      crossFiltersFlag: selectFeatureFlag(state, 'DASHBOARD_CROSS_FILTERS'),
      horizontalFilterBarFlag: selectFeatureFlag(state, 'HORIZONTAL_FILTER_BAR'),
    });
    const filterState = sources.filterState ?? (await filterStateOf(info.id, search));
    const known = chartDatasets(charts, datasets);
    dispatch(dashboardFilteringLoaded(filtering));
    dispatch(
      dataMaskHydrated({
        chartIds: Object.keys(filtering.chartConfiguration),
        filters: filtering.items.filter((item) => !isFilterDivider(item)),
        urlNativeFilters: knownColumnsOnly(nativeFiltersParam(search), known),
        filterState: knownColumnsOnly(filterState, known),
        permalink: knownColumnsOnly(
          sources.permalinkDataMask ? asDataMaskLayer(sources.permalinkDataMask) : undefined,
          known,
        ),
      }),
    );
  };
}
