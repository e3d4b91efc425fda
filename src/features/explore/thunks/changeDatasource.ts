/** 'Change dataset': loads the chosen dataset's explore payload and remaps the controls to it. */
import { fetchExplore } from '../../../api/explore';
import { getClientErrorObject } from '../../../api/errors';
import { datasourcesRefreshed, getChartPlugin } from '../../charts';
import { remapFormDataToDatasource } from '../controls/remapDatasource';
import { datasourceChanged } from '../exploreSlice';
import type { ExploreThunk } from './exploreThunkTypes';

/** Rejects with the error text when the dataset cannot be loaded (the form stays as it was). */
export function changeExploreDatasource(datasetId: number): ExploreThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { formData } = getState().explore;
    const plugin = getChartPlugin(formData?.viz_type);
    if (!formData || !plugin) return;
    let loaded;
    try {
      loaded = await fetchExplore({ datasource_id: datasetId, datasource_type: 'table' });
    } catch (error) {
      throw new Error((await getClientErrorObject(error)).error, { cause: error });
    }
    const remapped = remapFormDataToDatasource(formData, loaded.dataset, plugin.controlPanel);
    dispatch(datasourceChanged({ datasource: loaded.dataset, formData: remapped }));
    // A chart that failed to render on the old dataset gets another chance on the new one.
    dispatch(datasourcesRefreshed());
  };
}
