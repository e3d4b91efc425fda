/**
 * The table's controls: query mode, the aggregate or raw-records fields, server pagination (a page
 * length shown only with it on), display formats (number, currency, time) and conditional formatting.
 */
import type { ControlPanelConfig, ControlValidator } from '../../controlPanel/controlTypes';
import { validateOrderBy } from '../../controlPanel/sharedControls';
import { validateNonEmpty } from '../../../../utils/validators';
import { isRawMode } from './buildQuery';
import { conditionalFormattingColumns } from './tableCellFormat';
import { DEFAULT_SERVER_PAGE_LENGTH, isServerPagination, SERVER_PAGE_LENGTH_CHOICES } from './serverPagination';

/** An aggregate table with nothing to group by or aggregate is no query at all. */
export const TABLE_AGGREGATE_EMPTY_MESSAGE = 'Choose at least one dimension, metric or percentage metric';

const hasValues = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';

/** On each of Dimensions, Metrics and Percentage metrics: one of the three needs a value. */
const aggregateNeedsOne: ControlValidator = (_value, formData) =>
  ['groupby', 'metrics', 'percent_metrics'].some((name) => hasValues(formData[name]))
    ? false
    : TABLE_AGGREGATE_EMPTY_MESSAGE;
const rawNeedsColumns: ControlValidator = (value) => validateNonEmpty(value);

export const tableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'query_mode',
            config: {
              type: 'SelectControl',
              label: 'Query mode',
              default: 'aggregate',
              choices: [
                ['aggregate', 'Aggregate'],
                ['raw', 'Raw records'],
              ],
            },
          },
        ],
        [
          {
            name: 'groupby',
            config: {
              type: 'ColumnsControl',
              label: 'Dimensions',
              multi: true,
              default: [],
              validators: [aggregateNeedsOne],
              visibility: ({ formData }) => !isRawMode(formData),
            },
          },
        ],
        [
          {
            name: 'metrics',
            config: {
              type: 'MetricsControl',
              label: 'Metrics',
              multi: true,
              default: [],
              validators: [aggregateNeedsOne],
              visibility: ({ formData }) => !isRawMode(formData),
            },
          },
        ],
        [
          {
            name: 'percent_metrics',
            config: {
              type: 'MetricsControl',
              label: 'Percentage metrics',
              multi: true,
              default: [],
              validators: [aggregateNeedsOne],
              visibility: ({ formData }) => !isRawMode(formData),
            },
          },
        ],
        [
          {
            name: 'all_columns',
            config: {
              type: 'ColumnsControl',
              label: 'Columns',
              multi: true,
              default: [],
              validators: [rawNeedsColumns],
              visibility: ({ formData }) => isRawMode(formData),
            },
          },
        ],
        [
          {
            name: 'order_by_cols',
            config: {
              type: 'SelectControl',
              label: 'Ordering',
              multi: true,
              default: [],
              // The dataset's `["column", ascending]` pairs, as Superset offers them ('col [asc]', 'col [desc]').
              choicesFromState: ({ datasource }) => datasource?.order_by_choices ?? [],
              validators: [validateOrderBy],
              visibility: ({ formData }) => isRawMode(formData),
            },
          },
        ],
        ['adhoc_filters'],
        ['time_range'],
        ['timeseries_limit_metric'],
        ['order_desc'],
        [
          {
            name: 'server_pagination',
            config: {
              type: 'CheckboxControl',
              label: 'Server pagination',
              description: 'Enable server side pagination of results (experimental feature)',
              default: false,
            },
          },
        ],
        [
          'row_limit',
          {
            name: 'server_page_length',
            config: {
              type: 'SelectControl',
              label: 'Server Page Length',
              description: 'Rows per page',
              default: DEFAULT_SERVER_PAGE_LENGTH,
              choices: SERVER_PAGE_LENGTH_CHOICES.map((length) => [length, String(length)] as const),
              visibility: ({ formData }) => isServerPagination(formData),
            },
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        ['number_format'],
        ['currency_format'],
        ['x_axis_time_format'],
        [
          {
            name: 'conditional_formatting',
            config: {
              type: 'ConditionalFormattingControl',
              label: 'Conditional formatting',
              description: 'Apply conditional color formatting to metrics',
              default: [],
              renderTrigger: true,
              choicesFromState: ({ datasource, formData }) =>
                conditionalFormattingColumns(
                  formData,
                  (datasource?.columns ?? [])
                    .filter((column) => column.type_generic === 0 || column.type_generic === 'numeric')
                    .map((column) => [column.column_name, column.verbose_name || column.column_name] as const),
                ),
            },
          },
        ],
      ],
    },
  ],
};
