/**
 * Opening explore: `GET /api/v1/explore/` with what the URL names (permalink, form-data key, chart
 * or dataset, or the legacy `form_data` object), form data completed with what the address changes
 * (url/) and the viz type's defaults, then the first run of the chart.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import { getClientErrorObject } from '../../../api/errors';
import { fetchExplore, type ExploreParams } from '../../../api/explore';
import { registerAllChartPlugins, getChartPlugin, chartRemoved, preloadChartCode, setSqlMaxRow } from '../../charts';
import { configuredDefaultTimeRange, defaultFormDataFor } from '../controls/controlPanelDefaults';
import { keepSelectValuesAmongChoices } from '../controls/selectControlValue';
import { exploreChartId, exploreLoaded, exploreLoadFailed, exploreLoadStarted } from '../exploreSlice';
import { formDataFromUrl } from '../url/exploreUrlFlags';
import {
  applyExploreUrlOverrides,
  changesFormData,
  NO_URL_OVERRIDES,
  type ExploreUrlOverrides,
} from '../url/exploreUrlOverrides';
import { exploreParamsFromFormData } from '../url/formDataExploreParams';
import type { ExploreThunk } from './exploreThunkTypes';
import { exploreControlErrors, runExploreChart } from './runExploreChart';
import { prefetchCsrfToken } from '../../../api/client';

/**
 * Reads explore's parameters from the URL: `?slice_id=`, `?form_data_key=`, `?permalink_key=` or
 * `/explore/p/<key>`, `?datasource_id=&datasource_type=`, else the chart or dataset the legacy
 * `?form_data={…}` names.
 */
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
  const fromFormData = exploreParamsFromFormData(formDataFromUrl(search));
  if (!params.slice_id && fromFormData.slice_id) params.slice_id = fromFormData.slice_id;
  if (!params.datasource_id && fromFormData.datasource_id) {
    params.datasource_id = fromFormData.datasource_id;
    params.datasource_type = fromFormData.datasource_type;
  }
  return params;
}

const NOTHING_TO_EXPLORE_MESSAGE = 'Choose a dataset to explore: open one from the dataset list or a saved chart.';

export function loadExplore(
  params: ExploreParams,
  urlOverrides: ExploreUrlOverrides = NO_URL_OVERRIDES,
): ExploreThunk<Promise<void>> {
  return async (dispatch, getState) => {
    registerAllChartPlugins();
    setSqlMaxRow(getState().bootstrap.common.conf.SQL_MAX_ROW as number | undefined);
    if (!params.slice_id && !params.form_data_key && !params.permalink_key && !params.datasource_id) {
      dispatch(exploreLoadFailed(NOTHING_TO_EXPLORE_MESSAGE));
      return;
    }
    dispatch(exploreLoadStarted());
    // The chart's query is a POST: its token arrives while Explore's reply is awaited.
    prefetchCsrfToken();
    try {
      const result = await fetchExplore(params);
      // A dataset opened without form data of its own still takes what the address says.
      const openedFormData = applyExploreUrlOverrides(
        result.form_data ?? { datasource: result.dataset.uid, viz_type: '' },
        urlOverrides,
      );
      const conf = getState().bootstrap.common.conf;
      const defaultVizType = typeof conf.DEFAULT_VIZ_TYPE === 'string' ? conf.DEFAULT_VIZ_TYPE : 'table';
      const vizType =
        openedFormData.viz_type && getChartPlugin(openedFormData.viz_type) ? openedFormData.viz_type : defaultVizType;
      const plugin = getChartPlugin(vizType);
      // The chart's code downloads while its data is queried.
      preloadChartCode([vizType]);
      const formData: QueryFormData = {
        ...(plugin ? defaultFormDataFor(plugin.controlPanel, result.dataset, configuredDefaultTimeRange(conf)) : {}),
        ...openedFormData,
        datasource: openedFormData.datasource || result.dataset.uid,
        viz_type: vizType,
        ...(result.slice ? { slice_id: result.slice.slice_id } : {}),
      };
      dispatch(
        exploreLoaded({
          datasource: result.dataset,
          formData: plugin ? keepSelectValuesAmongChoices(plugin.controlPanel, formData, result.dataset) : formData,
          slice: result.slice,
          message: result.message,
          formDataKey: params.form_data_key ?? null,
        }),
      );
      // A chart whose controls still need values is not queried; nothing of an earlier chart stays.
      if (Object.keys(exploreControlErrors(getState().explore)).length > 0)
        dispatch(chartRemoved({ key: exploreChartId(getState().explore) }));
      // Form data the address changed is kept under a form-data key, so a reload opens it again.
      else await dispatch(runExploreChart({ storeFormData: changesFormData(urlOverrides), force: urlOverrides.force }));
    } catch (error) {
      const clientError = await getClientErrorObject(error);
      dispatch(exploreLoadFailed(clientError.error));
    }
  };
}
