import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../../../../utils/timeFormat';
import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlConfig, ControlPanelConfig, ControlState } from '../../controlPanel/controlTypes';
import { AGGREGATE_FUNCTION_NAMES, DEFAULT_AGGREGATE_FUNCTION } from './aggregators';

export const METRICS_LAYOUT = { columns: 'COLUMNS', rows: 'ROWS' } as const;

const SORT_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const checkbox = (label: string, description: string, renderTrigger = true): ControlConfig => ({
  type: 'CheckboxControl',
  label,
  default: false,
  renderTrigger,
  description,
});

/** The time grain applies only when a row or column dimension is temporal (or adhoc). */
function groupsByTime({ datasource, formData }: ControlState): boolean {
  const selected = [formData.groupbyColumns, formData.groupbyRows].flatMap((value) =>
    Array.isArray(value) ? (value as unknown[]) : [],
  );
  return selected.some((column) => {
    if (typeof column !== 'string') return true;
    const meta = datasource?.columns.find((candidate) => candidate.column_name === column);
    return Boolean(meta && (meta.is_dttm || meta.type_generic === 'temporal' || meta.type_generic === 2));
  });
}

export const pivotTableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'groupbyColumns',
            config: { ...SHARED_CONTROLS.groupby, label: 'Columns', description: 'Columns to group by on the columns' },
          },
        ],
        [
          {
            name: 'groupbyRows',
            config: { ...SHARED_CONTROLS.groupby, label: 'Rows', description: 'Columns to group by on the rows' },
          },
        ],
        [{ name: 'time_grain_sqla', config: { ...SHARED_CONTROLS.time_grain_sqla, visibility: groupsByTime } }],
        ['metrics'],
        [
          {
            name: 'metricsLayout',
            config: {
              type: 'SelectControl',
              label: 'Apply metrics on',
              default: METRICS_LAYOUT.columns,
              renderTrigger: true,
              clearable: false,
              choices: [
                [METRICS_LAYOUT.columns, 'Columns'],
                [METRICS_LAYOUT.rows, 'Rows'],
              ],
              description: 'Use metrics as a top level group for columns or for rows',
            },
          },
        ],
        ['adhoc_filters'],
        ['time_range'],
        ['series_limit'],
        [
          {
            name: 'row_limit',
            config: {
              ...SHARED_CONTROLS.row_limit,
              label: 'Cell limit',
              description: 'Limits the number of cells that get retrieved.',
            },
          },
        ],
        [
          {
            name: 'series_limit_metric',
            config: {
              ...SHARED_CONTROLS.series_limit_metric,
              description:
                'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
            },
          },
        ],
        [
          {
            name: 'order_desc',
            config: {
              type: 'CheckboxControl',
              label: 'Sort Descending',
              default: true,
              description: 'Whether to sort descending or ascending',
            },
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            config: {
              type: 'SelectControl',
              label: 'Aggregation function',
              clearable: false,
              default: DEFAULT_AGGREGATE_FUNCTION,
              renderTrigger: true,
              choices: AGGREGATE_FUNCTION_NAMES.map((name) => [name, name] as const),
              description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
            },
          },
        ],
        [{ name: 'rowTotals', config: checkbox('Show rows total', 'Display row level total') }],
        [{ name: 'rowSubTotals', config: checkbox('Show rows subtotal', 'Display row level subtotal') }],
        [{ name: 'colTotals', config: checkbox('Show columns total', 'Display column level total') }],
        [{ name: 'colSubTotals', config: checkbox('Show columns subtotal', 'Display column level subtotal') }],
        [{ name: 'transposePivot', config: checkbox('Transpose pivot', 'Swap rows and columns') }],
        [
          {
            name: 'combineMetric',
            config: checkbox(
              'Combine metrics',
              'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
            ),
          },
        ],
        [{ name: 'valueFormat', config: { ...SHARED_CONTROLS.y_axis_format, label: 'Value format' } }],
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
              description: 'D3 time format for datetime columns',
            },
          },
        ],
        [
          {
            name: 'rowOrder',
            config: {
              type: 'SelectControl',
              label: 'Sort rows by',
              default: 'key_a_to_z',
              renderTrigger: true,
              choices: SORT_CHOICES,
              description:
                'Change order of rows. By key: use row names as sorting key. By value: use metric values as sorting key.',
            },
          },
        ],
        [
          {
            name: 'colOrder',
            config: {
              type: 'SelectControl',
              label: 'Sort columns by',
              default: 'key_a_to_z',
              renderTrigger: true,
              choices: SORT_CHOICES,
              description:
                'Change order of columns. By key: use column names as sorting key. By value: use metric values as sorting key.',
            },
          },
        ],
        [
          {
            name: 'rowSubtotalPosition',
            config: checkbox(
              'Rows subtotal position: top',
              'Position of row level subtotal (top when checked, else bottom)',
            ),
          },
        ],
        [
          {
            name: 'colSubtotalPosition',
            config: checkbox(
              'Columns subtotal position: left',
              'Position of column level subtotal (left when checked, else right)',
            ),
          },
        ],
      ],
    },
  ],
};
