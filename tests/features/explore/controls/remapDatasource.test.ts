// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { remapFormDataToDatasource } from '../../../../src/features/explore/controls/remapDatasource';
import type { ControlPanelConfig } from '../../../../src/features/charts/controlPanel/controlTypes';
import {
  datasourceChanged,
  exploreLoaded,
  exploreReducer,
  initialExploreState,
} from '../../../../src/features/explore/exploreSlice';

const dailyMetrics: DatasourceMeta = {
  id: 7,
  uid: '7__table',
  type: 'table',
  name: 'main.daily_metrics',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', is_dttm: true, type: 'DATE', type_generic: 2 },
    { column_name: 'platform', is_dttm: false, type: 'VARCHAR', type_generic: 1 },
    { column_name: 'visits', is_dttm: false, type: 'INTEGER', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
} as DatasourceMeta;

const panel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      controlSetRows: [
        [{ name: 'x_axis', config: { type: 'SelectControl', label: 'X-axis', default: null } }],
        [{ name: 'metrics', config: { type: 'MetricsControl', label: 'Metrics', default: [] } }],
        [{ name: 'groupby', config: { type: 'SelectControl', label: 'Dimensions', default: [] } }],
      ],
    },
  ],
} as ControlPanelConfig;

const ordersForm = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  metrics: [
    'count',
    'sum__revenue',
    { expressionType: 'SQL', sqlExpression: 'COUNT(DISTINCT 1)', label: 'custom' },
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'quantity' }, label: 'SUM(quantity)' },
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'visits' }, label: 'SUM(visits)' },
  ],
  groupby: ['channel', 'platform'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'platform', operator: '==', comparator: 'web' },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' },
  ],
  rolling_type: 'mean',
};

describe('changing the datasource remaps the controls (spec charts §4)', () => {
  it('keeps what the new dataset has, custom SQL, and the other settings; fills emptied controls with defaults', () => {
    const next = remapFormDataToDatasource(ordersForm, dailyMetrics, panel);
    expect(next.datasource).toBe('7__table');
    expect(next.metrics).toEqual(['count', ordersForm.metrics[2], ordersForm.metrics[4]]);
    expect(next.groupby).toEqual(['platform']);
    expect(next.adhoc_filters).toEqual([ordersForm.adhoc_filters[1], ordersForm.adhoc_filters[2]]);
    // order_date is not in daily_metrics: the x-axis falls back to the dataset's main time column.
    expect(next.x_axis).toBe('ds');
    expect(next.rolling_type).toBe('mean');
  });

  it('the slice takes the new datasource and form data, marks the chart stale and forgets other viz types', () => {
    const orders = { ...dailyMetrics, id: 3, uid: '3__table', name: 'sales.orders' };
    let state = exploreReducer(
      initialExploreState,
      exploreLoaded({ datasource: orders, formData: ordersForm, slice: null }),
    );
    const remapped = remapFormDataToDatasource(ordersForm, dailyMetrics, panel);
    state = exploreReducer(state, datasourceChanged({ datasource: dailyMetrics, formData: remapped }));
    expect(state.datasource?.uid).toBe('7__table');
    expect(state.formData).toEqual(remapped);
    expect(state.chartIsStale).toBe(true);
    expect(Object.keys(state.formDataByVizType)).toEqual(['echarts_timeseries_line']);
  });
});
