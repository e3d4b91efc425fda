// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import type { EChartsRenderProps } from '../../../../src/features/charts/plugins/echartsTypes';

registerAllChartPlugins();

function renderProps(formData: QueryFormData, result: ChartDataQueryResult): EChartsRenderProps {
  const plugin = getChartPlugin(formData.viz_type)!;
  return plugin.transformProps({
    formData,
    queriesData: [result],
    datasource: null,
    width: 400,
    height: 300,
  }) as EChartsRenderProps;
}

const jan = Date.UTC(2024, 0, 1);

describe('a right-clicked timeseries point', () => {
  const formData: QueryFormData = {
    datasource: '3__table',
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    x_axis_time_format: '%Y-%m',
    metrics: ['count'],
    groupby: ['region'],
  };
  const result: ChartDataQueryResult = {
    colnames: ['order_date', 'count, EMEA', 'count, APAC'],
    coltypes: [2, 0, 0],
    data: [{ order_date: jan, 'count, EMEA': 12, 'count, APAC': 7 }],
    rowcount: 1,
    label_map: { 'count, EMEA': ['count', 'EMEA'], 'count, APAC': ['count', 'APAC'] },
  };

  it('is filtered by its time (at the chart grain) and its series values; drill by keeps the series values', () => {
    const { drillPointOf } = renderProps(formData, result);
    expect(getChartPlugin('echarts_timeseries_bar')!.drill).toBe(true);
    expect(drillPointOf!({ seriesName: 'count, APAC', data: [jan, 7] })).toEqual({
      drillToDetail: [
        { col: 'order_date', op: '==', val: jan, grain: 'P1M', formattedVal: '2024-01' },
        { col: 'region', op: '==', val: 'APAC', formattedVal: 'APAC' },
      ],
      drillBy: {
        filters: [{ col: 'region', op: '==', val: 'APAC', formattedVal: 'APAC' }],
        groupbyFieldName: 'groupby',
      },
    });
  });

  it('on a category axis and without a groupby: the x value only', () => {
    const categories: QueryFormData = {
      ...formData,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'region',
      groupby: [],
    };
    const { drillPointOf } = renderProps(categories, {
      colnames: ['region', 'count'],
      coltypes: [1, 0],
      data: [{ region: 'EMEA', count: 3 }],
      rowcount: 1,
    });
    expect(drillPointOf!({ seriesName: 'count', data: ['EMEA', 3] })).toEqual({
      drillToDetail: [{ col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' }],
      drillBy: { filters: [], groupbyFieldName: 'groupby' },
    });
  });
});

describe('a right-clicked pie slice', () => {
  it("is filtered by the slice's groupby values", () => {
    const { drillPointOf } = renderProps(
      { datasource: '3__table', viz_type: 'pie', metric: 'count', groupby: ['region', 'year'] },
      {
        colnames: ['region', 'year', 'count'],
        coltypes: [1, 0, 0],
        data: [{ region: 'EMEA', year: 2024, count: 5 }],
        rowcount: 1,
      },
    );
    const filters = [
      { col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' },
      { col: 'year', op: '==', val: 2024, formattedVal: '2024' },
    ];
    expect(drillPointOf!({ name: 'EMEA, 2024' })).toEqual({
      drillToDetail: filters,
      drillBy: { filters, groupbyFieldName: 'groupby' },
    });
    expect(drillPointOf!({ name: 'nowhere' })).toBeNull();
  });
});
