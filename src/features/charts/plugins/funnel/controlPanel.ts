import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlPanelConfig } from '../../controlPanel/controlTypes';

const FUNNEL_LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
] as const;

export const funnelControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['time_range'],
        [{ name: 'row_limit', config: { ...SHARED_CONTROLS.row_limit, default: 10 } }],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              default: true,
              description: 'Whether to sort results by the selected metric in descending order.',
            },
          },
        ],
        [
          {
            name: 'percent_calculation_type',
            config: {
              type: 'SelectControl',
              label: '% calculation',
              description:
                'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
              default: 'first_step',
              renderTrigger: true,
              choices: [
                ['first_step', 'Calculate from first step'],
                ['prev_step', 'Calculate from previous step'],
                ['total', 'Percent of total'],
              ],
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['show_legend'],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Contents',
              default: 'key',
              renderTrigger: true,
              choices: FUNNEL_LABEL_TYPES,
              description: 'What should be shown as the label',
            },
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            config: {
              type: 'SelectControl',
              label: 'Tooltip Contents',
              default: 'key_value_percent',
              renderTrigger: true,
              choices: FUNNEL_LABEL_TYPES.slice(0, 6),
              description: 'What should be shown as the tooltip label',
            },
          },
        ],
        ['number_format'],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Labels',
              default: true,
              renderTrigger: true,
              description: 'Whether to display the labels.',
            },
          },
        ],
        [
          {
            name: 'show_tooltip_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Tooltip Labels',
              default: true,
              renderTrigger: true,
              description: 'Whether to display the tooltip labels.',
            },
          },
        ],
      ],
    },
  ],
};
