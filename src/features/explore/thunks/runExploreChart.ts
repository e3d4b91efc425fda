/**
 * 'Update chart': the viz type's query context from the current form data, run through the charts
 * workflow; the form state is then kept in the server's form-data cache (`?form_data_key=`).
 */
import { postFormData, putFormData } from '../../../api/explore';
import { getChartPlugin, runChart, stopChart } from '../../charts';
import { validateFormData } from '../controls/validation';
import { chartQueried, exploreChartId, formDataKeyChanged, type ExploreState } from '../exploreSlice';
import type { ExploreThunk } from './exploreThunkTypes';

/** The validation messages of the visible controls, by control name (empty when the chart may run). */
export function exploreControlErrors(explore: ExploreState): Record<string, string[]> {
  const plugin = getChartPlugin(explore.formData?.viz_type);
  if (!plugin || !explore.formData) return {};
  return validateFormData(plugin.controlPanel, explore.formData, explore.datasource);
}

export function runExploreChart({
  storeFormData = true,
  force = false,
}: { storeFormData?: boolean; force?: boolean } = {}): ExploreThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { explore, bootstrap } = getState();
    const formData = explore.formData;
    const plugin = getChartPlugin(formData?.viz_type);
    if (!formData || !plugin || !explore.datasource) return;
    // A control with a validation message blocks the query: the server would refuse it anyway
    // (an empty query is a 400), and the controls say what is missing.
    if (Object.keys(exploreControlErrors(explore)).length > 0) return;
    const runFormData = { ...formData, force };
    const queryContext = plugin.buildQuery(runFormData);
    dispatch(chartQueried());
    const timeoutSeconds = Number(bootstrap.common.conf.SUPERSET_WEBSERVER_TIMEOUT);
    const running = dispatch(
      runChart({
        chartId: exploreChartId(explore),
        formData,
        queryContext,
        timeoutMs: Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds * 1000 : undefined,
      }),
    );
    if (storeFormData) {
      const entry = {
        datasource_id: explore.datasource.id,
        datasource_type: explore.datasource.type,
        chart_id: explore.slice?.slice_id,
        form_data: formData,
      };
      const storing = explore.formDataKey ? putFormData(explore.formDataKey, entry) : postFormData(entry);
      storing.then((key) => dispatch(formDataKeyChanged(key))).catch(() => undefined);
    }
    await running;
  };
}

export function stopExploreChart(): ExploreThunk {
  return (dispatch, getState) => {
    dispatch(stopChart(exploreChartId(getState().explore)));
  };
}
