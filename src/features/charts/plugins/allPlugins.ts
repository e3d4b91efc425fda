/**
 * Registers every viz type (one import and one line per plugin). Import this module where charts
 * are shown (explore, dashboards); it loads plugin metadata only, never a renderer.
 */
import { plugin as bigNumber } from './big_number';
import { plugin as bigNumberTotal } from './big_number_total';
import { plugin as echartsArea } from './echarts_area';
import { plugin as echartsTimeseriesBar } from './echarts_timeseries_bar';
import { plugin as echartsTimeseriesLine } from './echarts_timeseries_line';
import { plugin as echartsTimeseriesScatter } from './echarts_timeseries_scatter';
import { plugin as pie } from './pie';
import { registerChartPlugin } from './registry';
import { plugin as table } from './table';

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
}
