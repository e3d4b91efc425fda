/**
 * A saved chart dropped from the builder pane: the grid gets its definition at once, and its
 * dataset's metadata (column names, formats) when the dashboard used no chart of that dataset yet.
 */
import { fetchExplore } from '../../../api/explore';
import type { DashboardChart } from '../../../api/dashboards';
import { parseDatasourceUid } from '../../charts';
import { datasourcesAdded, slicesAdded } from './dashboardStateSlice';
import type { DashboardThunk } from './dashboardThunkTypes';

export function addChartToDashboard(chart: DashboardChart): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(slicesAdded([chart]));
    const uid = String(chart.form_data.datasource ?? '');
    const { id, type } = parseDatasourceUid(uid);
    if (!Number.isInteger(id) || id <= 0 || getState().dashboardState.datasources[uid]) return;
    try {
      const { dataset } = await fetchExplore({ datasource_id: id, datasource_type: type });
      dispatch(datasourcesAdded([dataset]));
    } catch {
      // The chart still queries and draws; only its labels fall back to raw column names.
    }
  };
}
