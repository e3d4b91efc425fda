/**
 * A saved chart dropped from the builder pane: the grid gets its definition at once, and its
 * dataset's metadata (column names, formats) when the dashboard used no chart of that dataset yet.
 */
import { fetchExplore } from '../../../api/explore';
import type { DashboardChart } from '../../../api/dashboards';
import { datasourcesAdded, slicesAdded } from './dashboardStateSlice';
import type { DashboardThunk } from './dashboardThunkTypes';

/** `"<id>__<type>"`, as form data names a datasource. */
function datasourceKey(formData: DashboardChart['form_data']): { id: number; type: string } | null {
  const [id, type] = String(formData.datasource ?? '').split('__');
  const numericId = Number(id);
  return Number.isInteger(numericId) && numericId > 0 && type ? { id: numericId, type } : null;
}

export function addChartToDashboard(chart: DashboardChart): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(slicesAdded([chart]));
    const key = datasourceKey(chart.form_data);
    if (!key || getState().dashboardState.datasources[String(chart.form_data.datasource)]) return;
    try {
      const { dataset } = await fetchExplore({ datasource_id: key.id, datasource_type: key.type });
      dispatch(datasourcesAdded([dataset]));
    } catch {
      // The chart still queries and draws; only its labels fall back to raw column names.
    }
  };
}
