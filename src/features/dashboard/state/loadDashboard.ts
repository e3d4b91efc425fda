/**
 * Opening a dashboard (reference §3.2): the dashboard, its charts and its datasets (and the
 * permalink's state when the URL names one), then the layout with missing charts placed and the
 * tabs the permalink, the URL anchor or `focused_chart` need opened. Charts query later, when seen.
 */
import { dashboardsApi, type DashboardPermalinkState } from '../../../api/dashboards';
import { getClientErrorObject } from '../../../api/errors';
import { chartRemoved, preloadChartCode, registerAllChartPlugins } from '../../charts';
import { layoutLoaded } from '../dashboardLayoutSlice';
import { chartComponentId, tabsLeadingTo, withTabsOpened } from '../layout/layoutQueries';
import { prepareLayout } from '../layout/prepareLayout';
import { UNTITLED_DASHBOARD_TITLE } from '../layout/layoutConstants';
import { dashboardLoaded, dashboardLoadFailed, dashboardLoadStarted, savedLayoutRecorded } from './dashboardStateSlice';
import type { DashboardThunk } from './dashboardThunkTypes';
import { filterStateOf, hydrateDashboardFilters } from './hydrateDashboardFilters';
import { readOnce } from './readOnce';

interface LoadDashboardArgs {
  idOrSlug: string;
  permalinkKey?: string | null;
  /** The URL's `#anchor`, without '#'. */
  hash?: string | null;
  focusedChartId?: number | null;
  /** The address's search string: filter state (`native_filters`, `native_filters_key`). */
  search?: string;
}

export function loadDashboard({
  idOrSlug,
  permalinkKey,
  hash,
  focusedChartId = null,
  search = '',
}: LoadDashboardArgs): DashboardThunk<Promise<void>> {
  return async (dispatch) => {
    registerAllChartPlugins();
    dispatch(dashboardLoadStarted(idOrSlug));
    try {
      const [info, charts, datasets, permalink, filterState] = await Promise.all([
        readOnce(dispatch(dashboardsApi.endpoints.getDashboard.initiate(idOrSlug))),
        readOnce(dispatch(dashboardsApi.endpoints.getDashboardCharts.initiate(idOrSlug))),
        readOnce(dispatch(dashboardsApi.endpoints.getDashboardDatasets.initiate(idOrSlug))),
        permalinkKey
          ? readOnce(dispatch(dashboardsApi.endpoints.getDashboardPermalink.initiate(permalinkKey)))
          : Promise.resolve(null),
        filterStateOf(idOrSlug, search),
      ]);
      preloadChartCode(charts.map((chart) => chart.form_data.viz_type));
      const state: DashboardPermalinkState = permalink?.state ?? {};
      const title = info.dashboard_title || UNTITLED_DASHBOARD_TITLE;
      const layout = prepareLayout(info.position_data, charts, title);
      let activeTabs = (state.activeTabs ?? []).filter((tabId) => layout[tabId]);
      const focusedComponent = focusedChartId !== null ? chartComponentId(layout, focusedChartId) : undefined;
      const anchor = [focusedComponent, hash, state.anchor].find((id) => id && layout[id]) ?? null;
      if (anchor) activeTabs = withTabsOpened(layout, activeTabs, tabsLeadingTo(layout, anchor));
      // A chart's earlier state (another dashboard, Explore) must not show before this page queries it.
      for (const chart of charts) dispatch(chartRemoved({ key: chart.id }));
      // Before the page shows: a chart's first query already carries its filters.
      await dispatch(
        hydrateDashboardFilters({
          info,
          charts,
          datasets,
          layout,
          search,
          filterState,
          permalinkDataMask: state.dataMask,
        }),
      );
      dispatch(layoutLoaded(layout));
      dispatch(savedLayoutRecorded(layout));
      dispatch(
        dashboardLoaded({
          info,
          charts,
          datasets,
          activeTabs,
          anchor,
          focusedChartId: focusedComponent ? focusedChartId : null,
        }),
      );
    } catch (error) {
      dispatch(dashboardLoadFailed(await getClientErrorObject(error)));
    }
  };
}
