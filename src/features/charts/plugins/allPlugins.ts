/**
 * Registers every viz type (one import and one line per plugin). Import this module where charts
 * are shown (explore, dashboards); it loads plugin metadata only, never a renderer.
 */
import { plugin as bigNumber } from './big_number';
import { plugin as bigNumberTotal } from './big_number_total';
import { plugin as boxPlot } from './box_plot';
import { plugin as echartsArea } from './echarts_area';
import { plugin as echartsTimeseriesBar } from './echarts_timeseries_bar';
import { plugin as echartsTimeseriesLine } from './echarts_timeseries_line';
import { plugin as echartsTimeseriesScatter } from './echarts_timeseries_scatter';
import { plugin as funnel } from './funnel';
import { plugin as gaugeChart } from './gauge_chart';
import { plugin as heatmapV2 } from './heatmap_v2';
import { plugin as mixedTimeseries } from './mixed_timeseries';
import { plugin as pie } from './pie';
import { plugin as pivotTableV2 } from './pivot_table_v2';
import { registerChartPlugin } from './registry';
import { plugin as sunburstV2 } from './sunburst_v2';
import { plugin as table } from './table';
import { plugin as treemapV2 } from './treemap_v2';

let registered = false;

export function registerAllChartPlugins(): void {
  if (registered) return;
  registered = true;
  registerChartPlugin(table);
  registerChartPlugin(bigNumberTotal);
  registerChartPlugin(bigNumber);
  registerChartPlugin(echartsTimeseriesLine);
  registerChartPlugin(echartsTimeseriesBar);
  registerChartPlugin(echartsArea);
  registerChartPlugin(echartsTimeseriesScatter);
  registerChartPlugin(pie);
  registerChartPlugin(pivotTableV2);
  registerChartPlugin(mixedTimeseries);
  registerChartPlugin(funnel);
  registerChartPlugin(gaugeChart);
  registerChartPlugin(treemapV2);
  registerChartPlugin(sunburstV2);
  registerChartPlugin(heatmapV2);
  registerChartPlugin(boxPlot);
}
