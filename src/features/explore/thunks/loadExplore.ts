/**
 * Opening explore: `GET /api/v1/explore/` with what the URL names (permalink, form-data key, chart
 * or dataset), form data completed with the viz type's defaults, then the first run of the chart.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import { getClientErrorObject } from '../../../api/errors';
import { fetchExplore, type ExploreParams } from '../../../api/explore';
import { registerAllChartPlugins, getChartPlugin, chartRemoved, setSqlMaxRow } from '../../charts';
import { defaultFormDataFor } from '../controls/controlPanelDefaults';
import { exploreChartId, exploreLoaded, exploreLoadFailed, exploreLoadStarted } from '../exploreSlice';
import type { ExploreThunk } from './exploreThunkTypes';
import { exploreControlErrors, runExploreChart } from './runExploreChart';

/** Reads explore's parameters from the URL: `?slice_id=`, `?form_data_key=`, `?permalink_key=` or `/explore/p/<key>`, `?datasource_id=&datasource_type=`. */
export function exploreParamsFromUrl(search: string, permalinkKey?: string): ExploreParams {
  const query = new URLSearchParams(search);
  const params: ExploreParams = {};
  const key = permalinkKey ?? query.get('permalink_key');
  if (key) params.permalink_key = key;
  const formDataKey = query.get('form_data_key');
  if (formDataKey) params.form_data_key = formDataKey;
  const sliceId = Number(query.get('slice_id'));
  if (Number.isInteger(sliceId) && sliceId > 0) params.slice_id = sliceId;
  const datasourceId = Number(query.get('datasource_id') ?? query.get('dataset_id'));
  if (Number.isInteger(datasourceId) && datasourceId > 0) {
    params.datasource_id = datasourceId;
    params.datasource_type = query.get('datasource_type') ?? 'table';
  }
  const datasourceUid = query.get('datasource');
  if (!params.datasource_id && datasourceUid && /^\d+__\w+$/.test(datasourceUid)) {
    const [id, type] = datasourceUid.split('__');
    params.datasource_id = Number(id);
    params.datasource_type = type;
  }
  return params;
}

const NOTHING_TO_EXPLORE_MESSAGE = 'Choose a dataset to explore: open one from the dataset list or a saved chart.';

export function loadExplore(params: ExploreParams): ExploreThunk<Promise<void>> {
  return async (dispatch, getState) => {
    registerAllChartPlugins();
    setSqlMaxRow(getState().bootstrap.common.conf.SQL_MAX_ROW as number | undefined);
    if (!params.slice_id && !params.form_data_key && !params.permalink_key && !params.datasource_id) {
      dispatch(exploreLoadFailed(NOTHING_TO_EXPLORE_MESSAGE));
      return;
    }
    dispatch(exploreLoadStarted());
    try {
      const result = await fetchExplore(params);
      const conf = getState().bootstrap.common.conf;
      const defaultVizType = typeof conf.DEFAULT_VIZ_TYPE === 'string' ? conf.DEFAULT_VIZ_TYPE : 'table';
      const vizType =
        result.form_data?.viz_type && getChartPlugin(result.form_data.viz_type)
          ? result.form_data.viz_type
          : defaultVizType;
      const plugin = getChartPlugin(vizType);
      const formData: QueryFormData = {
        ...(plugin ? defaultFormDataFor(plugin.controlPanel, result.dataset) : {}),
        ...result.form_data,
        datasource: result.form_data?.datasource || result.dataset.uid,
        viz_type: vizType,
        ...(result.slice ? { slice_id: result.slice.slice_id } : {}),
      };
      dispatch(
        exploreLoaded({
          datasource: result.dataset,
          formData,
          slice: result.slice,
          message: result.message,
          formDataKey: params.form_data_key ?? null,
        }),
      );
      // A chart whose controls still need values is not queried; nothing of an earlier chart stays.
      if (Object.keys(exploreControlErrors(getState().explore)).length > 0)
        dispatch(chartRemoved({ key: exploreChartId(getState().explore) }));
      else await dispatch(runExploreChart({ storeFormData: false }));
    } catch (error) {
      const clientError = await getClientErrorObject(error);
      dispatch(exploreLoadFailed(clientError.error));
    }
  };
}
