import type { QueryFormData, QueryMetric } from '../../../../api/chartDataTypes';
import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../../../../utils/timeFormat';
import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlPanelConfig } from '../../controlPanel/controlTypes';
import { getMetricLabel } from '../../buildQueryHelpers';

/** A secondary metric other than the primary colours the arcs on a linear scale (their ratio). */
export function colorsByRatio(formData: QueryFormData): boolean {
  const primary = formData.metric as QueryMetric | null | undefined;
  const secondary = formData.secondary_metric as QueryMetric | null | undefined;
  if (!secondary) return false;
  return !primary || getMetricLabel(primary) !== getMetricLabel(secondary);
}

export const sunburstControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'columns',
            config: {
              ...SHARED_CONTROLS.columns,
              label: 'Hierarchy',
              description:
                'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
            },
          },
        ],
        [
          {
            name: 'metric',
            config: {
              ...SHARED_CONTROLS.metric,
              label: 'Primary Metric',
              description: 'The primary metric is used to define the arc segment sizes',
            },
          },
        ],
        [
          {
            name: 'secondary_metric',
            config: {
              type: 'MetricsControl',
              label: 'Secondary Metric',
              multi: false,
              default: null,
              description:
                '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
            },
          },
        ],
        ['adhoc_filters'],
        ['time_range'],
        ['row_limit'],
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
            name: 'color_scheme',
            config: {
              ...SHARED_CONTROLS.color_scheme,
              description: 'When only a primary metric is provided, a categorical color scale is used.',
              visibility: ({ formData }) => !colorsByRatio(formData),
            },
          },
        ],
        [
          {
            name: 'linear_color_scheme',
            config: {
              ...SHARED_CONTROLS.linear_color_scheme,
              description: 'When a secondary metric is provided, a linear color scale is used.',
              visibility: ({ formData }) => colorsByRatio(formData),
            },
          },
        ],
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
            name: 'show_labels_threshold',
            config: {
              type: 'TextControl',
              label: 'Percentage threshold',
              isFloat: true,
              default: 5,
              renderTrigger: true,
              description: 'Minimum threshold in percentage points for showing labels.',
            },
          },
        ],
        [
          {
            name: 'show_total',
            config: {
              type: 'CheckboxControl',
              label: 'Show Total',
              default: false,
              renderTrigger: true,
              description: 'Whether to display the aggregate count',
            },
          },
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key',
              renderTrigger: true,
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
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
