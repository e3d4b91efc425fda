// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dateTimeDefault,
  formFieldsOf,
  initialValuesOf,
  readScheduledQueriesConf,
  submittedValues,
  validateForm,
  type JsonSchema,
} from '../../../src/features/sqlLab/scheduleForm/jsonSchemaForm';

const SCHEMA: JsonSchema = {
  title: 'Schedule',
  type: 'object',
  properties: {
    output_table: { type: 'string', title: 'Output table name' },
    start_date: { type: 'string', title: 'Start date', format: 'date-time', default: '2030-01-01T09:00:00Z' },
    end_date: { type: 'string', title: 'End date', format: 'date-time' },
    schedule_interval: { type: 'string', title: 'Schedule interval', enum: ['@daily', '@weekly'] },
    retries: { type: 'integer', title: 'Retries', minimum: 0, maximum: 5, default: 1 },
    notify: { type: 'boolean', title: 'Notify' },
    secret: { type: 'string' },
  },
  required: ['output_table', 'schedule_interval'],
};

describe('readScheduledQueriesConf', () => {
  it('needs a JSON schema with properties', () => {
    expect(readScheduledQueriesConf({})).toBeNull();
    expect(readScheduledQueriesConf(null)).toBeNull();
    expect(readScheduledQueriesConf({ JSONSCHEMA: { properties: {} } })).toBeNull();
    expect(readScheduledQueriesConf({ JSONSCHEMA: SCHEMA })?.JSONSCHEMA).toBe(SCHEMA);
  });
});

describe('formFieldsOf', () => {
  it('makes one field per property with its kind, label and required flag', () => {
    const fields = formFieldsOf(SCHEMA);
    expect(fields.map((field) => [field.name, field.kind, field.label, field.required])).toEqual([
      ['output_table', 'string', 'Output table name', true],
      ['start_date', 'date-time', 'Start date', false],
      ['end_date', 'date-time', 'End date', false],
      ['schedule_interval', 'enum', 'Schedule interval', true],
      ['retries', 'integer', 'Retries', false],
      ['notify', 'boolean', 'Notify', false],
      ['secret', 'string', 'secret', false],
    ]);
    expect(fields[3].options).toEqual([
      { value: '@daily', label: '@daily' },
      { value: '@weekly', label: '@weekly' },
    ]);
  });

  it('follows the simple UI schema keys', () => {
    const fields = formFieldsOf(SCHEMA, {
      'ui:order': ['schedule_interval', '*', 'output_table'],
      schedule_interval: { 'ui:placeholder': '@daily, @weekly, etc.', 'ui:help': 'How often' },
      secret: { 'ui:widget': 'hidden' },
      notify: { 'ui:disabled': true },
      end_date: { 'ui:widget': 'textarea' },
    });
    expect(fields.map((field) => field.name)).toEqual([
      'schedule_interval',
      'start_date',
      'end_date',
      'retries',
      'notify',
      'output_table',
    ]);
    expect(fields[0].kind).toBe('enum');
    expect(fields[0].placeholder).toBe('@daily, @weekly, etc.');
    expect(fields[0].help).toBe('How often');
    expect(fields.find((field) => field.name === 'notify')?.disabled).toBe(true);
  });
});

describe('values', () => {
  it('start from the defaults, date-times as ISO strings', () => {
    expect(initialValuesOf(SCHEMA)).toEqual({ start_date: '2030-01-01T09:00:00.000Z', retries: 1 });
    const now = new Date('2030-05-05T10:00:00Z');
    expect(dateTimeDefault('now', now)).toBe('2030-05-05T10:00:00.000Z');
    expect(dateTimeDefault('tomorrow at 9am', now)).toBeUndefined();
  });

  it('leave empty values out when sent', () => {
    expect(submittedValues({ a: '', b: 'x', c: undefined, d: false, e: 0 })).toEqual({ b: 'x', d: false, e: 0 });
  });
});

describe('validateForm', () => {
  const fields = formFieldsOf(SCHEMA);

  it('reports missing required values', () => {
    const errors = validateForm(fields, { output_table: '' });
    expect(errors.output_table).toBe('Output table name is a required property');
    expect(errors.schedule_interval).toBe('Schedule interval is a required property');
    expect(validateForm(fields, { output_table: 't', schedule_interval: '@daily' })).toEqual({});
  });

  it('reports numbers out of range', () => {
    expect(validateForm(fields, { output_table: 't', schedule_interval: '@daily', retries: 9 }).retries).toBe(
      'Retries should be <= 5',
    );
  });

  it('applies the VALIDATION rules on the last argument (or the container)', () => {
    const rules = [
      {
        name: 'less_equal' as const,
        arguments: ['start_date', 'end_date'],
        message: 'End date must be after start date',
      },
    ];
    const values = {
      output_table: 't',
      schedule_interval: '@daily',
      start_date: '2030-02-01T00:00:00Z',
      end_date: '2030-01-01T00:00:00Z',
    };
    expect(validateForm(fields, values, rules)).toEqual({ end_date: 'End date must be after start date' });
    expect(validateForm(fields, { ...values, end_date: '2030-03-01T00:00:00Z' }, rules)).toEqual({});
  });
});
