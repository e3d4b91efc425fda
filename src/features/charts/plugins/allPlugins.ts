/**
 * Registers every viz type (one import and one line per plugin). Import this module where charts
 * are shown (explore, dashboards); it loads plugin metadata only, never a renderer.
 */
import { plugin as echartsArea } from './echarts_area';
import { plugin as echartsTimeseriesBar } from './echarts_timeseries_bar';
import { plugin as echartsTimeseriesLine } from './echarts_timeseries_line';
import { plugin as echartsTimeseriesScatter } from './echarts_timeseries_scatter';
import { registerChartPlugin } from './registry';

let registered = false;

export function registerAllChartPlugins(): void {
  if (registered) return;
  registered = true;
  registerChartPlugin(echartsTimeseriesLine);
  registerChartPlugin(echartsTimeseriesBar);
  registerChartPlugin(echartsArea);
  registerChartPlugin(echartsTimeseriesScatter);
}
