/**
 * What the dataset commands take: the bodies of the dataset API's writes, after Superset's
 * marshmallow schemas (superset/datasets/schemas.py): DatasetPostSchema and DatasetPutSchema with
 * its nested column and metric schemas, which the routes validate with (unknown fields are
 * refused, 400, as marshmallow does); and marshmallow's python_date_format rule.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { STORED_INTEGER_RANGE } from '../../http/storedIntegers';

const nullableString = { type: ['string', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
/** Stored as it comes (offset, cache timeout): no larger than its column. */
const nullableInteger = { type: ['integer', 'null'], ...STORED_INTEGER_RANGE } as const;
const nullableName = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const columnSchema = {
  type: 'object',
  required: ['column_name'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    column_name: { type: 'string', minLength: 1, maxLength: 255 },
    type: nullableString,
    advanced_data_type: { type: ['string', 'null'], minLength: 1, maxLength: 255 },
    verbose_name: nullableString,
    description: nullableString,
    expression: nullableString,
    extra: nullableString,
    filterable: { type: 'boolean' },
    groupby: { type: 'boolean' },
    is_active: nullableBoolean,
    is_dttm: nullableBoolean,
    python_date_format: { type: ['string', 'null'], minLength: 1, maxLength: 255 },
    uuid: nullableString,
  },
} as const;

const metricSchema = {
  type: 'object',
  required: ['metric_name', 'expression'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    expression: { type: 'string' },
    description: nullableString,
    extra: nullableString,
    metric_name: { type: 'string', minLength: 1, maxLength: 255 },
    metric_type: { type: ['string', 'null'], minLength: 1, maxLength: 32 },
    d3format: { type: ['string', 'null'], minLength: 1, maxLength: 128 },
    currency: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        symbol: { type: 'string', minLength: 1, maxLength: 128 },
        symbolPosition: { type: 'string', minLength: 1, maxLength: 128 },
      },
    },
    verbose_name: nullableString,
    warning_text: nullableString,
    uuid: nullableString,
  },
} as const;

/**
 * POST /api/v1/dataset/. `columns` is not in Superset's schema: Tessera's SQL editor sends the
 * result columns (spec: "the editor variant also sends template_params and columns"); they are
 * accepted and checked, and the stored columns still come from the engine.
 */
export const postBodySchema = {
  type: 'object',
  required: ['database', 'table_name'],
  additionalProperties: false,
  properties: {
    database: { type: 'integer' },
    catalog: nullableName(250),
    schema: nullableName(250),
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    sql: nullableString,
    owners: { type: 'array', items: { type: 'integer' } },
    is_managed_externally: nullableBoolean,
    external_url: nullableString,
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    template_params: nullableString,
    uuid: nullableString,
    columns: { type: 'array', items: columnSchema },
  },
} as const;

export const putBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    table_name: { type: ['string', 'null'], minLength: 1, maxLength: 250 },
    database_id: { type: 'integer' },
    sql: nullableString,
    filter_select_enabled: nullableBoolean,
    fetch_values_predicate: nullableName(1000),
    catalog: nullableName(250),
    schema: nullableName(255),
    description: nullableString,
    main_dttm_col: nullableString,
    normalize_columns: nullableBoolean,
    always_filter_main_dttm: { type: 'boolean' },
    offset: nullableInteger,
    default_endpoint: nullableString,
    cache_timeout: nullableInteger,
    is_sqllab_view: nullableBoolean,
    template_params: nullableString,
    owners: { type: 'array', items: { type: 'integer' } },
    columns: { type: 'array', items: columnSchema },
    metrics: { type: 'array', items: metricSchema },
    extra: nullableString,
    is_managed_externally: nullableBoolean,
    external_url: nullableString,
    uuid: nullableString,
  },
} as const;

export type ColumnBody = FromSchema<typeof columnSchema>;
export type MetricBody = FromSchema<typeof metricSchema>;
/** POST /api/v1/dataset/ (its `columns` are Tessera's, see the schema). */
export type PostBody = FromSchema<typeof postBodySchema>;
/** PUT /api/v1/dataset/<pk>. */
export type PutBody = FromSchema<typeof putBodySchema>;

/** marshmallow's python_date_format check: epoch_s, epoch_ms, or an ISO-like strftime pattern. */
const PYTHON_DATE_FORMAT = /^(epoch_s|epoch_ms|(%Y(-%m(-%d)?)?)([\sT](%H(:%M(:%S(\.%f)?)?)?))?)$/;

export function isValidPythonDateFormat(value: string): boolean {
  return PYTHON_DATE_FORMAT.test(value);
}
