import type { ControlPanelConfig } from '../../controlPanel/controlTypes';
import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../../../../utils/timeFormat';

const TREEMAP_LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['key_value', 'Category and Value'],
] as const;

export const treemapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['row_limit'], ['sort_by_metric'], ['adhoc_filters'], ['time_range']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
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
            name: 'show_upper_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Upper Labels',
              default: true,
              renderTrigger: true,
              description: 'Show labels when the node has children.',
            },
          },
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key_value',
              renderTrigger: true,
              choices: TREEMAP_LABEL_TYPES,
              description: 'What should be shown on the label?',
            },
          },
        ],
        ['number_format'],
        [
          {
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              freeForm: true,
              default: SMART_DATE,
              renderTrigger: true,
              choices: D3_TIME_FORMAT_OPTIONS,
            },
          },
        ],
      ],
    },
  ],
};
