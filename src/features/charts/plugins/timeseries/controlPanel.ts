import type { ControlPanelConfig, ControlPanelSection } from '../../controlPanel/controlTypes';
import { ANNOTATIONS_SECTION, LEGEND_CONTROL_ROWS, Y_AXIS_CONTROL_ROWS } from './legendControls';
import { SORT_SERIES_CONTROL_ROWS } from './sortSeries';

/** The query section shared by the timeseries family. */
const TIMESERIES_QUERY_SECTION: ControlPanelSection = {
  label: 'Query',
  expanded: true,
  controlSetRows: [
    ['x_axis'],
    ['time_grain_sqla'],
    ['metrics'],
    ['groupby'],
    ['adhoc_filters'],
    ['time_range'],
    ['series_limit'],
    ['series_limit_metric'],
    ['order_desc'],
    ['row_limit'],
    ['truncate_metric'],
  ],
};

/** Advanced analytics (rolling, time comparison, resample), as Superset's section. */
const ADVANCED_ANALYTICS_SECTION: ControlPanelSection = {
  label: 'Advanced analytics',
  expanded: false,
  description: 'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: [
    ['rolling_type'],
    ['rolling_periods', 'min_periods'],
    ['time_compare'],
    ['comparison_type'],
    ['resample_rule', 'resample_method'],
  ],
};

export function timeseriesControlPanel(
  extraChartOptions: ControlPanelSection['controlSetRows'] = [],
): ControlPanelConfig {
  return {
    sections: [
      TIMESERIES_QUERY_SECTION,
      ADVANCED_ANALYTICS_SECTION,
      ANNOTATIONS_SECTION,
      {
        label: 'Chart Options',
        expanded: true,
        controlSetRows: [
          ['color_scheme'],
          ['show_legend'],
          ...LEGEND_CONTROL_ROWS,
          ...SORT_SERIES_CONTROL_ROWS,
          ...extraChartOptions,
          ['x_axis_time_format'],
          ['y_axis_format'],
          ...Y_AXIS_CONTROL_ROWS,
          ['currency_format'],
        ],
      },
    ],
  };
}
