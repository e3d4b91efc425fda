/**
 * The table viz type: aggregate mode (dimensions + metrics, percent metrics) or raw records mode
 * (columns, order by), shown in the virtualized grid.
 */
import type { QueryColumn, QueryFormData, QueryMetric, QueryObject } from '../../../../api/chartDataTypes';
import { buildQueryContext, columnsOf, getMetricLabel, metricsOf } from '../../buildQueryHelpers';
import { getTimeFormatter } from '../../../../utils/timeFormat';
import type { ChartPlugin } from '../types';
import type { TableRenderProps } from './TableChart';
import type { ControlValidator } from '../../controlPanel/controlTypes';
import { validateNonEmpty } from '../../../../utils/validators';

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

function isRawMode(formData: QueryFormData): boolean {
  return formData.query_mode === 'raw';
}

/** `order_by_cols` entries are JSON strings `["column", ascending]`; invalid ones are dropped. */
export function parseOrderByCols(value: unknown): [QueryColumn, boolean][] {
  const entries = Array.isArray(value) ? value : [];
  const parsed: [QueryColumn, boolean][] = [];
  for (const entry of entries) {
    try {
      const pair: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'boolean')
        parsed.push([pair[0], pair[1]]);
    } catch {
      // An invalid entry is reported by the control's validator ('Found invalid orderby options').
    }
  }
  return parsed;
}

function buildTableQuery(formData: QueryFormData, base: QueryObject): QueryObject {
  if (isRawMode(formData)) {
    return {
      ...base,
      columns: columnsOf(formData, 'all_columns'),
      metrics: undefined,
      orderby: parseOrderByCols(formData.order_by_cols),
      post_processing: [],
    };
  }
  const metrics = metricsOf(formData, 'metrics');
  const percentMetrics = metricsOf(formData, 'percent_metrics');
  const allMetrics: QueryMetric[] = [
    ...metrics,
    ...percentMetrics.filter((metric) => !metrics.some((m) => getMetricLabel(m) === getMetricLabel(metric))),
  ];
  const sortMetric = (formData.timeseries_limit_metric ?? formData.series_limit_metric) as QueryMetric | undefined;
  const orderMetric = sortMetric || allMetrics[0];
  const orderDesc = formData.order_desc === undefined ? true : Boolean(formData.order_desc);
  return {
    ...base,
    columns: columnsOf(formData, 'groupby'),
    metrics: allMetrics,
    orderby: orderMetric ? [[orderMetric, !orderDesc]] : [],
    post_processing: percentMetrics.length
      ? [
          {
            operation: 'contribution',
            options: {
              columns: percentMetrics.map(getMetricLabel),
              rename_columns: percentMetrics.map((metric) => `%${getMetricLabel(metric)}`),
            },
          },
        ]
      : [],
  };
}

export const plugin: ChartPlugin<TableRenderProps> = {
  vizType: 'table',
  name: 'Table',
  category: 'Table',
  controlPanel: {
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
                visibility: ({ formData }) => isRawMode(formData),
              },
            },
          ],
          ['adhoc_filters'],
          ['time_range'],
          ['timeseries_limit_metric'],
          ['order_desc'],
          ['row_limit'],
        ],
      },
      { label: 'Options', expanded: true, controlSetRows: [['number_format'], ['x_axis_time_format']] },
    ],
  },
  buildQuery: (formData) => buildQueryContext(formData, (base) => [buildTableQuery(formData, base)]),
  transformProps: ({ formData, queriesData }) => {
    const result = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
    const formatTime = getTimeFormatter(
      (formData.table_timestamp_format ?? formData.x_axis_time_format ?? '%Y-%m-%d %H:%M:%S') as string,
    );
    const temporal = result.colnames.filter((_, index) => result.coltypes[index] === 2);
    const rows = temporal.length
      ? result.data.map((row) => {
          const copy: Record<string, unknown> = { ...row };
          for (const column of temporal)
            copy[column] = typeof row[column] === 'number' ? formatTime(row[column]) : row[column];
          return copy;
        })
      : result.data;
    return {
      columns: result.colnames.map((name, index) => ({
        column_name: name,
        type_generic: result.coltypes[index] === 2 ? 1 : (result.coltypes[index] ?? 1),
      })),
      rows,
    };
  },
  loadRenderer: () => import('./TableChart'),
};
