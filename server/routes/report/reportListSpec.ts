/** ReportScheduleRestApi's list and the execution log list: columns, order columns, filters, `q` schemas. */
import type { FromSchema } from 'json-schema-to-ts';
import { listArgsSchema, type ListSpec } from '../../http/listQuery';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const NUMBER = ['eq', 'neq', 'gt', 'lt'] as const;

export const REPORT_LIST_SPEC: ListSpec = {
  listColumns: [
    'active',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on',
    'changed_on_delta_humanized',
    'chart_id',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'created_on',
    'creation_method',
    'crontab',
    'crontab_humanized',
    'dashboard_id',
    'description',
    'extra',
    'id',
    'last_eval_dttm',
    'last_state',
    'name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'recipients.id',
    'recipients.type',
    'timezone',
    'type',
  ],
  orderColumns: [
    'active',
    'description',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'crontab',
    'last_eval_dttm',
    'name',
    'type',
    'crontab_humanized',
  ],
  filterOperators: {
    name: [...TEXT, 'report_all_text'],
    active: ['eq', 'neq'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    owners: ['rel_m_m', 'nrel_m_m'],
    type: TEXT,
    last_state: TEXT,
    creation_method: TEXT,
    dashboard_id: NUMBER,
    chart_id: NUMBER,
  },
  listTitle: 'List Report Schedule',
};

export const reportListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(REPORT_LIST_SPEC) },
  },
} as const;
export type ReportListQuery = FromSchema<typeof reportListSchema.querystring>;

export const REPORT_LOG_COLUMNS = [
  'id',
  'scheduled_dttm',
  'end_dttm',
  'start_dttm',
  'value',
  'value_row_json',
  'state',
  'error_message',
  'uuid',
] as const;

export const REPORT_LOG_LIST_SPEC: ListSpec = {
  listColumns: REPORT_LOG_COLUMNS,
  orderColumns: ['state', 'value', 'error_message', 'end_dttm', 'start_dttm', 'scheduled_dttm'],
  filterOperators: {
    state: TEXT,
    error_message: TEXT,
    value: ['eq', 'neq'],
    uuid: ['eq', 'neq'],
  },
  listTitle: 'List Report Execution Log',
};

export const reportLogListSchema = {
  params: {
    type: 'object',
    required: ['pk'],
    additionalProperties: false,
    properties: { pk: { type: 'string' } },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(REPORT_LOG_LIST_SPEC) },
  },
} as const;
