// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import { annotationLabel } from '../../../src/features/charts/plugins/timeseries/annotationSeries';
import { echartsPartsOf } from '../../../src/features/charts/components/echartsKinds';

registerAllChartPlugins();

const JAN = Date.UTC(2019, 0, 1);
const FEB = Date.UTC(2019, 1, 1);
const MAR = Date.UTC(2019, 2, 1);

const formData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  metrics: ['count'],
  groupby: [],
};

const result = (extra: Partial<ChartDataQueryResult> = {}): ChartDataQueryResult => ({
  colnames: ['order_date', 'count'],
  coltypes: [2, 0],
  data: [
    { order_date: JAN, count: 1 },
    { order_date: FEB, count: 2 },
    { order_date: MAR, count: 3 },
  ],
  rowcount: 3,
  ...extra,
});

type Series = Record<string, unknown> & {
  name?: string;
  data?: unknown[];
  markLine?: { data: Record<string, unknown>[] };
  markArea?: { data: Record<string, unknown>[][] };
};

function optionOf(extraFormData: Record<string, unknown>, reply = result()) {
  const { option } = getChartPlugin('echarts_timeseries_line')!.transformProps({
    formData: { ...formData, ...extraFormData },
    queriesData: [reply],
    datasource: null,
    width: 400,
    height: 300,
  }) as {
    option: Record<string, unknown> & {
      series: Series[];
      legend: Record<string, unknown>;
      grid: Record<string, number>;
      yAxis: Record<string, unknown>;
    };
  };
  return option;
}

describe('timeseries annotation layers', () => {
  it('draws a formula layer as a line over the x values, listed in the legend', () => {
    const option = optionOf({
      annotation_layers: [{ name: 'Trend', annotationType: 'FORMULA', value: 'x / 1000', show: true }],
    });
    const trend = option.series.find((series) => series.name === 'Trend')!;
    expect(trend.type).toBe('line');
    expect(trend.data).toEqual([
      [JAN, JAN / 1000],
      [FEB, FEB / 1000],
      [MAR, MAR / 1000],
    ]);
    expect(option.legend.data).toEqual(['count', 'Trend']);
  });

  it('leaves hidden layers out', () => {
    const option = optionOf({
      annotation_layers: [{ name: 'Trend', annotationType: 'FORMULA', value: '2', show: false }],
    });
    expect(option.series.map((series) => series.name)).toEqual(['count']);
  });

  it("draws a NATIVE event layer's annotations as mark lines and an interval layer's as mark areas", () => {
    const records = [{ start_dttm: FEB, end_dttm: MAR, short_descr: 'Launch', long_descr: 'v2' }];
    const option = optionOf(
      {
        annotation_layers: [
          { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
          { name: 'Spans', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 1, show: true },
        ],
      },
      result({ annotation_data: { Events: { records }, Spans: { records } } }),
    );
    const event = option.series.find((series) => series.markLine)!;
    expect(event.markLine!.data).toEqual([{ name: 'Events - Launch\n\nv2', xAxis: FEB }]);
    const interval = option.series.find((series) => series.markArea)!;
    expect(interval.markArea!.data).toEqual([[{ name: 'Spans - Launch\n\nv2', xAxis: FEB }, { xAxis: MAR }]]);
    // ECharts draws them only with its mark line and mark area components loaded.
    expect(echartsPartsOf(option)).toEqual(expect.arrayContaining(['markLine', 'markArea']));
  });

  it("maps a chart-sourced layer's rows through its time and title columns", () => {
    const option = optionOf(
      {
        annotation_layers: [
          {
            name: 'Peaks',
            annotationType: 'EVENT',
            sourceType: 'table',
            value: 7,
            show: true,
            timeColumn: 'ds',
            titleColumn: 'label',
            descriptionColumns: ['note'],
          },
        ],
      },
      result({ annotation_data: { Peaks: { records: [{ ds: JAN, label: 'Peak', note: '' }] } } }),
    );
    expect(option.series.find((series) => series.markLine)!.markLine!.data).toEqual([
      { name: 'Peaks - Peak', xAxis: JAN },
    ]);
  });

  it('labels an annotation with name, title and descriptions as Superset does', () => {
    expect(annotationLabel('Layer', 'Title', ['a', null, 'b'])).toBe('Layer - Title\n\na\nb');
    expect(annotationLabel('Layer', undefined, [])).toBe('Layer');
  });
});

describe('timeseries legend placement and y-axis bounds', () => {
  it('puts a plain or scroll legend on the chosen side and leaves room there', () => {
    const option = optionOf({ legendType: 'plain', legendOrientation: 'right' });
    expect(option.legend).toMatchObject({ type: 'plain', orient: 'vertical', right: 0 });
    expect(option.grid.right).toBeGreaterThan(24);
    const bottom = optionOf({ legendOrientation: 'bottom' });
    expect(bottom.legend).toMatchObject({ type: 'scroll', orient: 'horizontal', bottom: 0 });
  });

  it('applies y-axis bounds and truncation; an empty bound stays free', () => {
    const option = optionOf({ truncateYAxis: true, y_axis_bounds: [10, null] });
    expect(option.yAxis).toMatchObject({ min: 10, scale: true });
    expect(option.yAxis).not.toHaveProperty('max');
    const untruncated = optionOf({});
    expect(untruncated.yAxis.scale).toBe(false);
  });

  it('sends the annotation layers on the query object', () => {
    const layers = [{ name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true }];
    const context = getChartPlugin('echarts_timeseries_line')!.buildQuery({ ...formData, annotation_layers: layers });
    expect(context.queries[0]!.annotation_layers).toEqual(layers);
    const plain = getChartPlugin('echarts_timeseries_line')!.buildQuery(formData);
    expect(plain.queries[0]).not.toHaveProperty('annotation_layers');
  });
});

describe('pie legend placement', () => {
  it('puts the legend where the form says and moves the pie off that side', () => {
    const { option } = getChartPlugin('pie')!.transformProps({
      formData: {
        datasource: '3__table',
        viz_type: 'pie',
        groupby: ['region'],
        metric: 'count',
        legendOrientation: 'left',
        legendType: 'plain',
      },
      queriesData: [
        { colnames: ['region', 'count'], coltypes: [1, 0], data: [{ region: 'EMEA', count: 2 }], rowcount: 1 },
      ],
      datasource: null,
      width: 400,
      height: 300,
    }) as { option: { legend: Record<string, unknown>; series: Record<string, unknown>[] } };
    expect(option.legend).toMatchObject({ type: 'plain', orient: 'vertical', left: 0 });
    expect(option.series[0]).toMatchObject({ left: 120, top: 0 });
  });
});
