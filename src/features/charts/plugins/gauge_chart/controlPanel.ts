import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlPanelConfig } from '../../controlPanel/controlTypes';

/** Superset's gauge defaults (the form data a new gauge starts from). */
export const GAUGE_DEFAULTS = {
  row_limit: 10,
  min_val: null,
  max_val: null,
  start_angle: 225,
  end_angle: -45,
  font_size: 15,
  split_number: 10,
  value_formatter: '{value}',
} as const;

export const gaugeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'groupby', config: { ...SHARED_CONTROLS.groupby, description: 'Columns to group by' } }],
        ['metric'],
        ['adhoc_filters'],
        ['time_range'],
        [
          {
            name: 'row_limit',
            config: {
              ...SHARED_CONTROLS.row_limit,
              default: GAUGE_DEFAULTS.row_limit,
              choices: Array.from({ length: 10 }, (_, index) => [index + 1, String(index + 1)] as const),
            },
          },
        ],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              description: 'Whether to sort results by the selected metric in descending order.',
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'min_val',
            config: {
              type: 'TextControl',
              label: 'Min',
              isInt: true,
              default: GAUGE_DEFAULTS.min_val,
              renderTrigger: true,
              description: 'Minimum value on the gauge axis',
            },
          },
          {
            name: 'max_val',
            config: {
              type: 'TextControl',
              label: 'Max',
              isInt: true,
              default: GAUGE_DEFAULTS.max_val,
              renderTrigger: true,
              description: 'Maximum value on the gauge axis',
            },
          },
        ],
        [
          {
            name: 'start_angle',
            config: {
              type: 'TextControl',
              label: 'Start angle',
              default: GAUGE_DEFAULTS.start_angle,
              renderTrigger: true,
              description: 'Angle at which to start progress axis',
            },
          },
          {
            name: 'end_angle',
            config: {
              type: 'TextControl',
              label: 'End angle',
              default: GAUGE_DEFAULTS.end_angle,
              renderTrigger: true,
              description: 'Angle at which to end progress axis',
            },
          },
        ],
        ['color_scheme'],
        [
          {
            name: 'font_size',
            config: {
              type: 'TextControl',
              label: 'Font size',
              isInt: true,
              default: GAUGE_DEFAULTS.font_size,
              renderTrigger: true,
              description: 'Font size for axis labels, detail value and other text elements',
            },
          },
        ],
        ['number_format'],
        [
          {
            name: 'value_formatter',
            config: {
              type: 'TextControl',
              label: 'Value format',
              default: GAUGE_DEFAULTS.value_formatter,
              renderTrigger: true,
              description: 'Additional text to add before or after the value, e.g. unit',
            },
          },
        ],
        [
          {
            name: 'show_pointer',
            config: {
              type: 'CheckboxControl',
              label: 'Show pointer',
              default: true,
              renderTrigger: true,
              description: 'Whether to show the pointer',
            },
          },
        ],
        [
          {
            name: 'animation',
            config: {
              type: 'CheckboxControl',
              label: 'Animation',
              default: true,
              renderTrigger: true,
              description: 'Whether to animate the progress and the value or just display them',
            },
          },
        ],
        [
          {
            name: 'show_axis_tick',
            config: {
              type: 'CheckboxControl',
              label: 'Show axis line ticks',
              default: false,
              renderTrigger: true,
              description: 'Whether to show minor ticks on the axis',
            },
          },
        ],
        [
          {
            name: 'show_split_line',
            config: {
              type: 'CheckboxControl',
              label: 'Show split lines',
              default: false,
              renderTrigger: true,
              description: 'Whether to show the split lines on the axis',
            },
          },
        ],
        [
          {
            name: 'split_number',
            config: {
              type: 'TextControl',
              label: 'Split number',
              isInt: true,
              default: GAUGE_DEFAULTS.split_number,
              renderTrigger: true,
              description: 'Number of split segments on the axis',
            },
          },
        ],
        [
          {
            name: 'show_progress',
            config: {
              type: 'CheckboxControl',
              label: 'Show progress',
              default: true,
              renderTrigger: true,
              description: 'Whether to show the progress of gauge chart',
            },
          },
        ],
        [
          {
            name: 'overlap',
            config: {
              type: 'CheckboxControl',
              label: 'Overlap',
              default: true,
              renderTrigger: true,
              description: 'Whether the progress bar overlaps when there are multiple groups of data',
            },
          },
        ],
        [
          {
            name: 'round_cap',
            config: {
              type: 'CheckboxControl',
              label: 'Round cap',
              default: false,
              renderTrigger: true,
              description: 'Style the ends of the progress bar with a round cap',
            },
          },
        ],
        [
          {
            name: 'intervals',
            config: {
              type: 'TextControl',
              label: 'Interval bounds',
              default: '',
              renderTrigger: true,
              description:
                'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
            },
          },
        ],
        [
          {
            name: 'interval_color_indices',
            config: {
              type: 'TextControl',
              label: 'Interval colors',
              default: '',
              renderTrigger: true,
              description:
                'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
            },
          },
        ],
      ],
    },
  ],
};
