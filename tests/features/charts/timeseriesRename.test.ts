// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PostProcessingRule, QueryFormData } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { renameRule } from '../../../src/features/charts/plugins/timeseries/buildQuery';
import { defaultFormDataFor } from '../../../src/features/explore/controls/controlPanelDefaults';
import { SHARED_CONTROLS } from '../../../src/features/charts/controlPanel/sharedControls';

registerAllChartPlugins();

const byChannel: QueryFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['channel'],
  adhoc_filters: [],
  time_range: 'No filter',
  row_limit: 10000,
  truncate_metric: true,
};

const operations = (formData: QueryFormData) =>
  (getChartPlugin(formData.viz_type)!.buildQuery(formData).queries[0]!.post_processing ?? []).map(
    (rule) => rule?.operation,
  );

const renameOf = (formData: QueryFormData): PostProcessingRule | undefined =>
  getChartPlugin(formData.viz_type)!
    .buildQuery(formData)
    .queries[0]!.post_processing?.find((rule) => rule?.operation === 'rename') ?? undefined;

describe('timeseries series names (Superset renameOperator, truncate_metric)', () => {
  it('drops the metric level for one metric split by a dimension, after resample and before contribution and flatten', () => {
    expect(renameOf(byChannel)).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
    expect(
      operations({
        ...byChannel,
        rolling_type: 'mean',
        rolling_periods: 7,
        resample_rule: '1D',
        resample_method: 'asfreq',
        contributionMode: 'row',
      }),
    ).toEqual(['pivot', 'rolling', 'resample', 'rename', 'contribution', 'flatten']);
  });

  it('applies to every viz type of the family and to both queries of the mixed chart', () => {
    for (const vizType of ['echarts_timeseries_bar', 'echarts_area', 'echarts_timeseries_scatter']) {
      expect(renameOf({ ...byChannel, viz_type: vizType })?.options).toMatchObject({ columns: { count: null } });
    }
    const mixed = getChartPlugin('mixed_timeseries')!.buildQuery({
      ...byChannel,
      viz_type: 'mixed_timeseries',
      metrics_b: ['sum__revenue'],
      groupby_b: ['region'],
      truncate_metric_b: true,
    });
    expect(
      mixed.queries.map(
        (query) => query.post_processing?.find((rule) => rule?.operation === 'rename')?.options?.columns,
      ),
    ).toEqual([{ count: null }, { sum__revenue: null }]);
  });

  it('keeps the metric name when truncate_metric is off or absent, without a dimension, or with several metrics', () => {
    expect(renameOf({ ...byChannel, truncate_metric: false })).toBeUndefined();
    const { truncate_metric: _dropped, ...withoutTruncate } = byChannel;
    expect(renameOf(withoutTruncate)).toBeUndefined();
    expect(renameOf({ ...byChannel, groupby: [] })).toBeUndefined();
    expect(renameOf({ ...byChannel, metrics: ['count', 'sum__revenue'] })).toBeUndefined();
  });

  it('names time-compared series by their offset', () => {
    expect(
      renameRule({ ...byChannel, groupby: [], time_compare: ['1 year ago'], comparison_type: 'values' }, ['count'], [])
        ?.options,
    ).toEqual({
      columns: { 'count__1 year ago': '1 year ago' },
      level: 0,
      inplace: true,
    });
    expect(
      renameRule(
        { ...byChannel, time_compare: ['1 year ago'], comparison_type: 'difference', truncate_metric: false },
        ['count'],
        ['channel'],
      )?.options?.columns,
    ).toEqual({
      'difference__count__count__1 year ago': '1 year ago',
    });
    expect(
      renameRule(
        { ...byChannel, time_compare: ['1 year ago'], comparison_type: 'values' },
        ['count', 'SUM(revenue)'],
        ['channel'],
      )?.options?.columns,
    ).toEqual({
      'count__1 year ago': 'count, 1 year ago',
      'SUM(revenue)__1 year ago': 'SUM(revenue), 1 year ago',
    });
    // Several time shifts of one metric and no dimension: the metric level goes only with truncate_metric.
    expect(
      renameRule(
        { ...byChannel, groupby: [], time_compare: ['1 year ago', '2 years ago'], comparison_type: 'ratio' },
        ['count'],
        [],
      )?.options?.columns,
    ).toEqual({
      'ratio__count__count__1 year ago': '1 year ago',
      'ratio__count__count__2 years ago': '2 years ago',
    });
  });

  it('is a control of the timeseries panels, on by default, that needs a new query', () => {
    const defaults = defaultFormDataFor(getChartPlugin('echarts_timeseries_line')!.controlPanel, null);
    expect(defaults.truncate_metric).toBe(true);
    expect(SHARED_CONTROLS.truncate_metric!.renderTrigger).toBeFalsy();
  });
});
