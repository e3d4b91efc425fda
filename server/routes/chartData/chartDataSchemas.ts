/**
 * JSON schemas of the chart data API (Superset's ChartDataQueryContextSchema and
 * ChartDataQueryObjectSchema). The query context rejects unknown keys; query objects accept keys
 * this server does not use (annotation layers, custom params, …) as clients send many.
 */
const RESULT_TYPES = ['full', 'results', 'query', 'samples', 'columns', 'drill_detail', 'timegrains', 'post_processed'];

const columnOrMetric = { anyOf: [{ type: 'string' }, { type: 'object' }] };

const filterSchema = {
  type: 'object',
  required: ['col', 'op'],
  properties: {
    col: columnOrMetric,
    op: { type: 'string' },
    val: {},
    grain: { type: ['string', 'null'] },
    isExtra: { type: ['boolean', 'null'] },
  },
};

const queryObjectSchema = {
  type: 'object',
  properties: {
    columns: { type: ['array', 'null'], items: columnOrMetric },
    groupby: { type: ['array', 'null'], items: columnOrMetric },
    metrics: { type: ['array', 'null'], items: columnOrMetric },
    filters: { type: ['array', 'null'], items: filterSchema },
    extras: { type: ['object', 'null'] },
    time_range: { type: ['string', 'null'] },
    granularity: { type: ['string', 'null'] },
    granularity_sqla: { type: ['string', 'null'] },
    is_timeseries: { type: ['boolean', 'null'] },
    orderby: { type: ['array', 'null'], items: { type: 'array', minItems: 2, maxItems: 2 } },
    order_desc: { type: ['boolean', 'null'] },
    row_limit: { type: ['integer', 'null'], minimum: 0 },
    row_offset: { type: ['integer', 'null'], minimum: 0 },
    series_columns: { type: ['array', 'null'], items: columnOrMetric },
    series_limit: { type: ['integer', 'null'], minimum: 0 },
    timeseries_limit: { type: ['integer', 'null'], minimum: 0 },
    series_limit_metric: { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'null' }] },
    timeseries_limit_metric: { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'null' }] },
    post_processing: { type: ['array', 'null'], items: { type: ['object', 'null'] } },
    time_offsets: { type: ['array', 'null'], items: { type: 'string' } },
    time_shift: { type: ['string', 'null'] },
    applied_time_extras: { type: ['object', 'null'] },
    url_params: { type: ['object', 'null'] },
    is_rowcount: { type: ['boolean', 'null'] },
    result_type: { type: ['string', 'null'], enum: [...RESULT_TYPES, null] },
  },
};

export const queryContextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['datasource', 'queries'],
  properties: {
    datasource: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type'],
      properties: {
        id: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
        type: { type: 'string', enum: ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] },
      },
    },
    queries: { type: 'array', items: queryObjectSchema },
    force: { type: ['boolean', 'null'] },
    result_type: { type: 'string', enum: RESULT_TYPES },
    result_format: { type: 'string', enum: ['json', 'csv'] },
    form_data: { type: ['object', 'null'] },
    custom_cache_timeout: { type: ['integer', 'null'] },
  },
};

/** Tracking arguments the browser adds (logging only). */
export const chartDataQuerySchema = {
  type: 'object',
  properties: {
    form_data: { type: 'string' },
    dashboard_id: { type: 'string' },
    force: { type: 'string' },
  },
};

export const samplesQuerySchema = {
  type: 'object',
  required: ['datasource_type', 'datasource_id'],
  properties: {
    datasource_type: { type: 'string', enum: ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] },
    datasource_id: { type: 'integer' },
    force: { type: 'string', enum: ['true', 'false'] },
    per_page: { type: 'integer', minimum: 1 },
    page: { type: 'integer', minimum: 1 },
  },
};

export const samplesBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    filters: { type: 'array', items: filterSchema },
    granularity: { type: ['string', 'null'] },
    time_range: { type: ['string', 'null'] },
    extras: { type: ['object', 'null'] },
  },
};
