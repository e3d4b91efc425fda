import type { ControlPanelConfig, ControlPanelSection, ControlSetRow } from '../../controlPanel/controlTypes';
import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';

/** Superset's timeseries defaults the mixed chart starts from. */
export const MIXED_DEFAULTS = {
  seriesType: 'line',
  stack: false,
  area: false,
  show_value: false,
  opacity: 0.2,
  markerEnabled: false,
  markerSize: 6,
  yAxisIndex: 0,
  row_limit: 10000,
  order_desc: true,
  zoomable: false,
  rich_tooltip: true,
  truncateYAxis: true,
  minorSplitLine: false,
  logAxis: false,
  xAxisLabelRotation: 0,
} as const;

const SERIES_TYPE_CHOICES = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;

/** Query A's or B's query controls (`suffix` '' or '_b'). */
function querySection(label: string, suffix: string): ControlPanelSection {
  return {
    label,
    expanded: true,
    controlSetRows: [
      [{ name: `metrics${suffix}`, config: SHARED_CONTROLS.metrics }],
      [{ name: `groupby${suffix}`, config: SHARED_CONTROLS.groupby }],
      [{ name: `adhoc_filters${suffix}`, config: SHARED_CONTROLS.adhoc_filters }],
      [{ name: `limit${suffix}`, config: SHARED_CONTROLS.series_limit }],
      [{ name: `timeseries_limit_metric${suffix}`, config: SHARED_CONTROLS.timeseries_limit_metric }],
      [
        {
          name: `order_desc${suffix}`,
          config: {
            type: 'CheckboxControl',
            label: 'Sort Descending',
            default: MIXED_DEFAULTS.order_desc,
            description: 'Whether to sort descending or ascending',
          },
        },
      ],
      [{ name: `row_limit${suffix}`, config: { ...SHARED_CONTROLS.row_limit, default: MIXED_DEFAULTS.row_limit } }],
      [{ name: `truncate_metric${suffix}`, config: SHARED_CONTROLS.truncate_metric }],
    ],
  };
}

/** Rolling window, time comparison and resampling of one query. */
function advancedAnalyticsSection(label: string, suffix: string): ControlPanelSection {
  const shared = (name: string) => ({ name: `${name}${suffix}`, config: SHARED_CONTROLS[name] });
  return {
    label,
    expanded: false,
    description: 'This section contains options that allow for advanced analytical post processing of query results',
    controlSetRows: [
      [shared('rolling_type')],
      [shared('rolling_periods'), shared('min_periods')],
      [shared('time_compare')],
      [shared('comparison_type')],
      [shared('resample_rule'), shared('resample_method')],
    ],
  };
}

/** How query A's (suffix '') or B's (suffix 'B') series are drawn. */
function customizeRows(suffix: string): ControlSetRow[] {
  return [
    [
      {
        name: `seriesType${suffix}`,
        config: {
          type: 'SelectControl',
          label: 'Series type',
          default: MIXED_DEFAULTS.seriesType,
          renderTrigger: true,
          choices: SERIES_TYPE_CHOICES,
          description: 'Series chart type (line, bar etc)',
        },
      },
    ],
    [
      {
        name: `stack${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Stack series',
          default: MIXED_DEFAULTS.stack,
          renderTrigger: true,
          description: 'Stack series on top of each other',
        },
      },
    ],
    [
      {
        name: `area${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Area chart',
          default: MIXED_DEFAULTS.area,
          renderTrigger: true,
          description: 'Draw area under curves. Only applicable for line types.',
        },
      },
    ],
    [
      {
        name: `show_value${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Show Values',
          default: MIXED_DEFAULTS.show_value,
          renderTrigger: true,
          description: 'Whether to display the numerical values within the cells',
        },
      },
    ],
    [
      {
        name: `opacity${suffix}`,
        config: {
          type: 'TextControl',
          label: 'Opacity',
          isFloat: true,
          default: MIXED_DEFAULTS.opacity,
          renderTrigger: true,
          description: 'Opacity of area chart.',
        },
      },
    ],
    [
      {
        name: `markerEnabled${suffix}`,
        config: {
          type: 'CheckboxControl',
          label: 'Marker',
          default: MIXED_DEFAULTS.markerEnabled,
          renderTrigger: true,
          description: 'Draw a marker on data points. Only applicable for line types.',
        },
      },
    ],
    [
      {
        name: `markerSize${suffix}`,
        config: {
          type: 'TextControl',
          label: 'Marker size',
          isInt: true,
          default: MIXED_DEFAULTS.markerSize,
          renderTrigger: true,
          description: 'Size of marker. Also applies to forecast observations.',
        },
      },
    ],
    [
      {
        name: `yAxisIndex${suffix}`,
        config: {
          type: 'SelectControl',
          label: 'Y Axis',
          default: MIXED_DEFAULTS.yAxisIndex,
          renderTrigger: true,
          choices: [
            [0, 'Primary'],
            [1, 'Secondary'],
          ],
          description: 'Primary or secondary y-axis',
        },
      },
    ],
  ];
}

export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', expanded: true, controlSetRows: [['x_axis'], ['time_grain_sqla'], ['time_range']] },
    querySection('Query A', ''),
    advancedAnalyticsSection('Advanced analytics Query A', ''),
    querySection('Query B', '_b'),
    advancedAnalyticsSection('Advanced analytics Query B', '_b'),
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...customizeRows(''),
        ...customizeRows('B'),
        [
          {
            name: 'zoomable',
            config: {
              type: 'CheckboxControl',
              label: 'Data Zoom',
              default: MIXED_DEFAULTS.zoomable,
              renderTrigger: true,
              description: 'Enable data zooming controls',
            },
          },
        ],
        ['show_legend'],
        ['x_axis_time_format'],
        [
          {
            name: 'xAxisLabelRotation',
            config: {
              type: 'SelectControl',
              label: 'Rotate x axis label',
              freeForm: true,
              clearable: false,
              default: MIXED_DEFAULTS.xAxisLabelRotation,
              renderTrigger: true,
              choices: [
                [0, '0°'],
                [45, '45°'],
              ],
              description: 'Input field supports custom rotation. e.g. 30 for 30°',
            },
          },
        ],
        [
          {
            name: 'rich_tooltip',
            config: {
              type: 'CheckboxControl',
              label: 'Rich tooltip',
              default: MIXED_DEFAULTS.rich_tooltip,
              renderTrigger: true,
              description: 'Shows a list of all series available at that point in time',
            },
          },
        ],
        [
          {
            name: 'minorSplitLine',
            config: {
              type: 'CheckboxControl',
              label: 'Minor Split Line',
              default: MIXED_DEFAULTS.minorSplitLine,
              renderTrigger: true,
              description: 'Draw split lines for minor y-axis ticks',
            },
          },
        ],
        [
          {
            name: 'truncateYAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Truncate Y Axis',
              default: MIXED_DEFAULTS.truncateYAxis,
              renderTrigger: true,
              description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
            },
          },
        ],
        [{ name: 'y_axis_format', config: { ...SHARED_CONTROLS.y_axis_format, label: 'Primary y-axis format' } }],
        [
          {
            name: 'logAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Logarithmic y-axis',
              default: MIXED_DEFAULTS.logAxis,
              renderTrigger: true,
              description: 'Logarithmic scale on primary y-axis',
            },
          },
        ],
        [
          {
            name: 'y_axis_format_secondary',
            config: { ...SHARED_CONTROLS.y_axis_format, label: 'Secondary y-axis format' },
          },
        ],
        [
          {
            name: 'yAxisTitleSecondary',
            config: { type: 'TextControl', label: 'Secondary y-axis title', default: '', renderTrigger: true },
          },
        ],
        [
          {
            name: 'logAxisSecondary',
            config: {
              type: 'CheckboxControl',
              label: 'Logarithmic y-axis',
              default: MIXED_DEFAULTS.logAxis,
              renderTrigger: true,
              description: 'Logarithmic scale on secondary y-axis',
            },
          },
        ],
      ],
    },
  ],
};
