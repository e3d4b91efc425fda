/**
 * The save modal's workflow (reference §2.3): params and query context from the form data (dropping
 * filters that came from a dashboard), POST (save as) or PUT (overwrite, keeping the chart's
 * dashboards), optionally into an existing or a new dashboard, with the confirmations as toasts.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import {
  chartListInvalidated,
  createChart,
  fetchChartDashboardIds,
  updateChart,
  type ChartWriteBody,
} from '../../../api/charts';
import { dashboardsApi } from '../../../api/dashboards';
import { getErrorText } from '../../../api/errors';
import { chartIdChanged, getChartPlugin, type AdhocFilter } from '../../charts';
import { addDangerToast, addSuccessToast } from '../../toasts';
import { exploreChartId, sliceSaved } from '../exploreSlice';
import type { ExploreThunk } from './exploreThunkTypes';

export type SaveAction = 'saveas' | 'overwrite';

export interface SaveChartRequest {
  action: SaveAction;
  sliceName: string;
  /** An existing dashboard to add the chart to. */
  dashboardId?: number;
  dashboardTitle?: string;
  /** A dashboard to create with the chart in it. */
  newDashboardTitle?: string;
}

const chartSavedMessage = (name: string) => `Chart [${name}] has been saved`;
const chartOverwrittenMessage = (name: string) => `Chart [${name}] has been overwritten`;
const dashboardCreatedMessage = (dashboard: string, chart: string) =>
  `Dashboard [${dashboard}] just got created and chart [${chart}] was added to it`;
const chartAddedMessage = (chart: string, dashboard: string) =>
  `Chart [${chart}] was added to dashboard [${dashboard}]`;

/** The form data saved as `params`: dashboard-native filters (`isExtra`) are not the chart's own. */
export function paramsForSave(formData: QueryFormData): QueryFormData {
  const filters = Array.isArray(formData.adhoc_filters)
    ? (formData.adhoc_filters as AdhocFilter[]).filter((filter) => !filter.isExtra)
    : formData.adhoc_filters;
  const params: QueryFormData = { ...formData, adhoc_filters: filters };
  delete params.extra_form_data;
  delete params.force;
  return params;
}

/** Resolves with the saved chart's id, or null when saving failed (a toast says why). */
export function saveChart(request: SaveChartRequest): ExploreThunk<Promise<number | null>> {
  return async (dispatch, getState) => {
    const { explore } = getState();
    const formData = explore.formData;
    const datasource = explore.datasource;
    if (!formData || !datasource) return null;
    try {
      let dashboard: { id: number; title: string; created: boolean } | null = null;
      if (request.newDashboardTitle?.trim()) {
        const created = await dispatch(
          dashboardsApi.endpoints.createDashboard.initiate(request.newDashboardTitle.trim()),
        ).unwrap();
        dashboard = { id: created.id, title: created.dashboard_title, created: true };
      } else if (request.dashboardId) {
        dashboard = {
          id: request.dashboardId,
          title: request.dashboardTitle ?? String(request.dashboardId),
          created: false,
        };
      }
      const overwrite = request.action === 'overwrite' && explore.slice;
      // Overwriting keeps the chart on the dashboards it is on (Superset's getSliceDashboards), plus the chosen one.
      const dashboardIds = overwrite && explore.slice ? await fetchChartDashboardIds(explore.slice.slice_id) : [];
      if (dashboard && !dashboardIds.includes(dashboard.id)) dashboardIds.push(dashboard.id);
      const params = paramsForSave({ ...formData, ...(overwrite ? {} : { slice_id: undefined }) });
      if (!overwrite) delete params.slice_id;
      const plugin = getChartPlugin(formData.viz_type);
      const queryContext = plugin ? plugin.buildQuery(params) : null;
      const body: ChartWriteBody = {
        slice_name: request.sliceName,
        viz_type: formData.viz_type,
        params: JSON.stringify(params),
        ...(queryContext
          ? { query_context: JSON.stringify({ ...queryContext, result_type: 'full', result_format: 'json' }) }
          : {}),
        datasource_id: datasource.id,
        datasource_type: datasource.type,
        ...(overwrite || dashboard ? { dashboards: dashboardIds } : {}),
        // As Superset: an overwrite keeps the chart's owners; a new chart names none and the server makes its creator the owner.
        owners: overwrite && explore.slice ? (explore.slice.owners ?? []) : [],
      };
      const saved =
        overwrite && explore.slice ? await updateChart(explore.slice.slice_id, body) : await createChart(body);
      // Explore's chart lives under the chart's id: a new id carries the drawn chart over (no spinner until the next query).
      const shownId = exploreChartId(explore);
      if (saved.id !== shownId) dispatch(chartIdChanged({ key: shownId, newId: saved.id }));
      dispatch(
        sliceSaved({
          slice_id: saved.id,
          slice_name: request.sliceName,
          owners: explore.slice?.owners,
          form_data: { ...params, slice_id: saved.id },
        }),
      );
      dispatch(chartListInvalidated());
      dispatch(
        addSuccessToast(overwrite ? chartOverwrittenMessage(request.sliceName) : chartSavedMessage(request.sliceName)),
      );
      if (dashboard) {
        dispatch(
          addSuccessToast(
            dashboard.created
              ? dashboardCreatedMessage(dashboard.title, request.sliceName)
              : chartAddedMessage(request.sliceName, dashboard.title),
          ),
        );
      }
      return saved.id;
    } catch (error) {
      dispatch(addDangerToast(await getErrorText(error, 'chart')));
      return null;
    }
  };
}
