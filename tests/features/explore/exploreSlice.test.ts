// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DatasourceMeta } from '../../../src/api/datasourceTypes';
import {
  chartQueried,
  controlChanged,
  exploreChartId,
  exploreLoaded,
  exploreReducer,
  initialExploreState,
  sliceSaved,
  vizTypeChanged,
} from '../../../src/features/explore/exploreSlice';
import { explorePermissions } from '../../../src/features/explore/useExplorePermissions';
import { exploreParamsFromUrl } from '../../../src/features/explore/thunks/loadExplore';
import { paramsForSave } from '../../../src/features/explore/thunks/saveChart';

const datasource: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
};
const formData = { datasource: '3__table', viz_type: 'echarts_timeseries_line', metrics: ['count'] };

function loaded() {
  return exploreReducer(initialExploreState, exploreLoaded({ datasource, formData, slice: null }));
}

describe('explore slice (spec charts §4)', () => {
  it('a query control marks the chart stale; a render-trigger control does not', () => {
    let state = exploreReducer(loaded(), controlChanged({ name: 'y_axis_format', value: ',d', renderTrigger: true }));
    expect(state.chartIsStale).toBe(false);
    expect(state.formData!.y_axis_format).toBe(',d');
    state = exploreReducer(state, controlChanged({ name: 'metrics', value: ['sum__amount'] }));
    expect(state.chartIsStale).toBe(true);
    expect(exploreReducer(state, chartQueried()).chartIsStale).toBe(false);
  });

  it('remembers the form data of each viz type', () => {
    let state = exploreReducer(loaded(), controlChanged({ name: 'rolling_type', value: 'mean' }));
    state = exploreReducer(
      state,
      vizTypeChanged({ formData: { datasource: '3__table', viz_type: 'pie', metric: 'count' } }),
    );
    expect(state.formData!.viz_type).toBe('pie');
    expect(state.formDataByVizType.echarts_timeseries_line).toMatchObject({ rolling_type: 'mean' });
  });

  it('a saved chart becomes explore’s chart id and its slice_id', () => {
    expect(exploreChartId(loaded())).toBe(0);
    const state = exploreReducer(loaded(), sliceSaved({ slice_id: 42, slice_name: 'Revenue' }));
    expect(exploreChartId(state)).toBe(42);
    expect(state.formData!.slice_id).toBe(42);
  });
});

describe('explore openers and save helpers', () => {
  it('reads every way of opening explore from the address', () => {
    expect(exploreParamsFromUrl('?slice_id=5')).toEqual({ slice_id: 5 });
    expect(exploreParamsFromUrl('?form_data_key=abc&slice_id=5')).toEqual({ form_data_key: 'abc', slice_id: 5 });
    expect(exploreParamsFromUrl('?datasource_type=table&datasource_id=7')).toEqual({
      datasource_id: 7,
      datasource_type: 'table',
    });
    expect(exploreParamsFromUrl('?datasource=7__table')).toEqual({ datasource_id: 7, datasource_type: 'table' });
    expect(exploreParamsFromUrl('', 'key123')).toEqual({ permalink_key: 'key123' });
  });

  it('saves params without dashboard filters and run-only keys', () => {
    const params = paramsForSave({
      ...formData,
      force: true,
      extra_form_data: { filters: [] },
      adhoc_filters: [
        { expressionType: 'SIMPLE', subject: 'a', operator: '==', comparator: 1 },
        { expressionType: 'SIMPLE', subject: 'b', operator: '==', comparator: 2, isExtra: true },
      ],
    });
    expect(params.adhoc_filters).toEqual([{ expressionType: 'SIMPLE', subject: 'a', operator: '==', comparator: 1 }]);
    expect(params).not.toHaveProperty('force');
    expect(params).not.toHaveProperty('extra_form_data');
  });

  it('permissions: add from can_write on Chart, download from can_csv, overwrite for owners', () => {
    const writer = {
      userId: 7,
      roles: { Alpha: [['can_write', 'Chart'] as [string, string], ['can_csv', 'Superset'] as [string, string]] },
    };
    expect(explorePermissions(writer, null)).toMatchObject({ canAdd: true, canDownload: true, canOverwrite: false });
    expect(explorePermissions(writer, { slice_id: 1, slice_name: 'x', owners: [7] }).canOverwrite).toBe(true);
    expect(explorePermissions(writer, { slice_id: 1, slice_name: 'x', owners: [8] }).canOverwrite).toBe(false);
    expect(
      explorePermissions({ userId: 1, roles: { Admin: [] } }, { slice_id: 1, slice_name: 'x', owners: [8] })
        .canOverwrite,
    ).toBe(true);
    expect(explorePermissions({ userId: 2, roles: { Gamma: [['can_read', 'Chart']] } }, null)).toMatchObject({
      canAdd: false,
      canDownload: false,
      canOverwrite: false,
    });
  });
});
