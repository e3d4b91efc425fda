import { validateNonEmpty } from '../../../../utils/validators';
import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlPanelConfig } from '../../controlPanel/controlTypes';

const SORT_AXIS_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

const MARGIN_CHOICES = [
  ['auto', 'Auto'],
  ...[50, 75, 100, 125, 150, 200].map((margin) => [margin, String(margin)] as const),
] as const;
const SCALE_INTERVAL_CHOICES = [
  [-1, 'Auto'] as const,
  ...Array.from({ length: 50 }, (_, index) => [index + 1, String(index + 1)] as const),
];

export const heatmapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        [
          {
            name: 'groupby',
            config: {
              ...SHARED_CONTROLS.groupby,
              label: 'Y-Axis',
              description: 'Dimension to use on y-axis.',
              multi: false,
              default: null,
              validators: [(value) => validateNonEmpty(value)],
            },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['time_range'],
        ['row_limit'],
        [
          {
            name: 'sort_x_axis',
            config: {
              type: 'SelectControl',
              label: 'Sort X Axis',
              choices: SORT_AXIS_CHOICES,
              clearable: true,
              default: null,
            },
          },
        ],
        [
          {
            name: 'sort_y_axis',
            config: {
              type: 'SelectControl',
              label: 'Sort Y Axis',
              choices: SORT_AXIS_CHOICES,
              clearable: true,
              default: null,
            },
          },
        ],
        [
          {
            name: 'normalize_across',
            config: {
              type: 'SelectControl',
              label: 'Normalize Across',
              default: 'heatmap',
              choices: [
                ['heatmap', 'heatmap'],
                ['x', 'x'],
                ['y', 'y'],
              ],
              description:
                'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: x: values are normalized within each column; y: values are normalized within each row; heatmap: values are normalized across the entire heatmap',
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
            name: 'legend_type',
            config: {
              type: 'SelectControl',
              label: 'Legend Type',
              default: 'continuous',
              clearable: false,
              renderTrigger: true,
              choices: [
                ['continuous', 'Continuous'],
                ['piecewise', 'Piecewise'],
              ],
            },
          },
        ],
        ['linear_color_scheme'],
        [
          {
            name: 'xscale_interval',
            config: {
              type: 'SelectControl',
              label: 'XScale Interval',
              default: -1,
              clearable: false,
              renderTrigger: true,
              choices: SCALE_INTERVAL_CHOICES,
              description: 'Number of steps to take between ticks when displaying the X scale',
            },
          },
        ],
        [
          {
            name: 'yscale_interval',
            config: {
              type: 'SelectControl',
              label: 'YScale Interval',
              default: -1,
              clearable: false,
              renderTrigger: true,
              choices: SCALE_INTERVAL_CHOICES,
              description: 'Number of steps to take between ticks when displaying the Y scale',
            },
          },
        ],
        [
          {
            name: 'left_margin',
            config: {
              type: 'SelectControl',
              label: 'Left Margin',
              freeForm: true,
              clearable: false,
              default: 'auto',
              renderTrigger: true,
              choices: MARGIN_CHOICES,
              description: 'Left margin, in pixels, allowing for more room for axis labels',
            },
          },
        ],
        [
          {
            name: 'bottom_margin',
            config: {
              type: 'SelectControl',
              label: 'Bottom Margin',
              freeForm: true,
              clearable: false,
              default: 'auto',
              renderTrigger: true,
              choices: MARGIN_CHOICES,
              description: 'Bottom margin, in pixels, allowing for more room for axis labels',
            },
          },
        ],
        [{ name: 'y_axis_format', config: { ...SHARED_CONTROLS.y_axis_format, label: 'Value Format' } }],
        ['x_axis_time_format'],
        [
          {
            name: 'show_legend',
            config: {
              type: 'CheckboxControl',
              label: 'Legend',
              default: true,
              renderTrigger: true,
              description: 'Whether to display the legend (toggles)',
            },
          },
        ],
        [
          {
            name: 'show_percentage',
            config: {
              type: 'CheckboxControl',
              label: 'Show percentage',
              default: true,
              renderTrigger: true,
              description: 'Whether to include the percentage in the tooltip',
            },
          },
        ],
        [
          {
            name: 'show_values',
            config: {
              type: 'CheckboxControl',
              label: 'Show Values',
              default: false,
              renderTrigger: true,
              description: 'Whether to display the numerical values within the cells',
            },
          },
        ],
        [
          {
            name: 'normalized',
            config: {
              type: 'CheckboxControl',
              label: 'Normalized',
              default: false,
              renderTrigger: true,
              description: 'Whether to apply a normal distribution based on rank on the color scale',
            },
          },
        ],
      ],
    },
  ],
};
