/**
 * Saving what the filter modals changed (spec §4 'Filter configuration save', reference §3.7,
 * §4.5): the filters configuration or the cross-filter scoping goes into the dashboard's full
 * `json_metadata` (one PUT), the page's metadata follows the saved copy (so a later layout save
 * keeps it), the scopes are recomputed and the data mask gets the after-save rules.
 */
import { dashboardMetadataApi } from '../../../api/dashboardMetadata';
import { getClientErrorObject } from '../../../api/errors';
import { filterConfigSaved } from '../../dataMask';
import {
  crossFilterScopingReplaced,
  filterConfigurationReplaced,
  isFilterDivider,
  type ChartCrossFilterConfig,
  type FilterConfigItem,
  type GlobalChartConfiguration,
  type NativeFilterConfig,
} from '../../nativeFilters';
import { addDangerToast } from '../../toasts';
import { dashboardInfoChanged } from './dashboardStateSlice';
import type { DashboardThunk } from './dashboardThunkTypes';

const CROSS_FILTER_SCOPING_FAILED = 'Failed to save cross-filter scoping';
const FILTERS_SAVE_FAILED = 'Sorry, there was an error saving this dashboard: %s';

interface FilterConfigurationSave {
  items: FilterConfigItem[];
  modified: FilterConfigItem[];
  deleted: string[];
}

function saveMetadata(changes: Record<string, unknown>): DashboardThunk<Promise<Record<string, unknown>>> {
  return async (dispatch, getState) => {
    const info = getState().dashboardState.info;
    if (!info) throw new Error('The dashboard is not loaded');
    const metadata = { ...info.metadata, ...changes };
    delete metadata.positions;
    const saved = await dispatch(
      dashboardMetadataApi.endpoints.saveDashboardMetadata.initiate({ id: info.id, metadata }),
    ).unwrap();
    dispatch(dashboardInfoChanged({ metadata: { ...info.metadata, ...saved } }));
    return saved;
  };
}

/** Rejects with the message to show in the modal. */
export function saveFilterConfiguration({
  items,
  modified,
  deleted,
}: FilterConfigurationSave): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const before = getState().nativeFilters.items;
    try {
      await dispatch(saveMetadata({ native_filter_configuration: items }));
    } catch (caught) {
      const reason = (await getClientErrorObject(caught)).error ?? 'Sorry, an unknown error occurred';
      throw new Error(FILTERS_SAVE_FAILED.replace('%s', reason), { cause: caught });
    }
    const layout = getState().dashboardLayout.present;
    dispatch(filterConfigurationReplaced({ items, layout }));
    const previous: Record<string, Pick<NativeFilterConfig, 'targets'> | undefined> = {};
    for (const [id, item] of Object.entries(before)) if (!isFilterDivider(item)) previous[id] = item;
    dispatch(
      filterConfigSaved({
        modified: modified.filter((item): item is NativeFilterConfig => !isFilterDivider(item)),
        deleted,
        previous,
      }),
    );
  };
}

export function saveCrossFilterScoping(next: {
  chartConfiguration: Record<string, ChartCrossFilterConfig>;
  globalChartConfiguration: GlobalChartConfiguration;
}): DashboardThunk<Promise<void>> {
  return async (dispatch, getState) => {
    try {
      await dispatch(
        saveMetadata({
          chart_configuration: next.chartConfiguration,
          global_chart_configuration: next.globalChartConfiguration,
        }),
      );
    } catch (caught) {
      dispatch(addDangerToast(CROSS_FILTER_SCOPING_FAILED));
      throw caught;
    }
    dispatch(crossFilterScopingReplaced({ ...next, layout: getState().dashboardLayout.present }));
  };
}
