/** ChartRestApi's list: its columns, order columns, filter operators and the `q` schema. */
import type { FromSchema } from 'json-schema-to-ts';
import { listArgsSchema, type ListSpec } from '../../http/listQuery';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const NUMBER = ['eq', 'neq', 'gt', 'lt'] as const;
const MANY_TO_MANY = ['rel_m_m', 'nrel_m_m'] as const;
const MANY_TO_ONE = ['rel_o_m', 'nrel_o_m'] as const;

const CHART_LIST_COLUMNS = [
  'is_managed_externally',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_dttm',
  'changed_on_utc',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'datasource_id',
  'datasource_name_text',
  'datasource_type',
  'datasource_url',
  'description',
  'description_markeddown',
  'edit_url',
  'form_data',
  'id',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'owners.email',
  'dashboards.id',
  'dashboards.dashboard_title',
  'params',
  'slice_name',
  'slice_url',
  'table.default_endpoint',
  'table.table_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'tags.id',
  'tags.name',
  'tags.type',
  'uuid',
] as const;

export const CHART_LIST_SPEC: ListSpec = {
  listColumns: CHART_LIST_COLUMNS,
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'datasource_id',
    'datasource_name',
    'last_saved_at',
    'last_saved_by.id',
    'last_saved_by.first_name',
    'last_saved_by.last_name',
    'slice_name',
    'viz_type',
  ],
  filterOperators: {
    slice_name: [...TEXT, 'chart_all_text'],
    description: TEXT,
    viz_type: TEXT,
    datasource_type: TEXT,
    datasource_name: TEXT,
    datasource_id: NUMBER,
    uuid: ['eq', 'neq'],
    id: [...NUMBER, 'chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me'],
    owners: MANY_TO_MANY,
    dashboards: MANY_TO_MANY,
    created_by: [...MANY_TO_ONE, 'chart_has_created_by', 'chart_created_by_me'],
    changed_by: MANY_TO_ONE,
    last_saved_by: MANY_TO_ONE,
    last_saved_at: ['gt', 'lt'],
  },
  listTitle: 'List Slice',
  // The saved-chart list asks for pages of 200 (spec charts §9).
  maxPageSize: 200,
};

export const chartListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(CHART_LIST_SPEC) },
  },
} as const;
export type ChartListQuery = FromSchema<typeof chartListSchema.querystring>;
