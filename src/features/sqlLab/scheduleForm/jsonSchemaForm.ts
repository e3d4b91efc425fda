/**
 * A small JSON-schema form model for the 'Schedule' form (Superset's SCHEDULED_QUERIES conf:
 * JSONSCHEMA, UISCHEMA, VALIDATION). Handles flat object schemas with string, number/integer,
 * boolean, enum and date-time properties, `required`, `default`, and the simple UI schema keys
 * (ui:order, ui:widget, ui:placeholder, ui:help, ui:disabled). Pure: the component renders it.
 */

interface JsonSchemaProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  enumNames?: string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

export interface JsonSchema {
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, JsonSchemaProperty>;
  required?: string[];
}

type UiSchema = Record<string, unknown> & { 'ui:order'?: string[] };

/** A cross-field rule of SCHEDULED_QUERIES.VALIDATION, e.g. start_date less_equal end_date. */
interface ValidationRule {
  name: 'greater' | 'greater_equal' | 'less' | 'less_equal';
  arguments: string[];
  message: string;
  container?: string;
}

interface ScheduledQueriesConf {
  JSONSCHEMA: JsonSchema;
  UISCHEMA?: UiSchema;
  VALIDATION?: ValidationRule[];
}

type FieldKind = 'string' | 'text' | 'password' | 'number' | 'integer' | 'boolean' | 'enum' | 'date-time';

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  placeholder?: string;
  help?: string;
  disabled: boolean;
  options?: { value: string | number | boolean; label: string }[];
  minimum?: number;
  maximum?: number;
}

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, string>;

const REQUIRED_FIELD_MESSAGE = 'is a required property';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SCHEDULED_QUERIES conf when it holds a JSON schema with properties; null otherwise. */
export function readScheduledQueriesConf(conf: unknown): ScheduledQueriesConf | null {
  if (!isObject(conf) || !isObject(conf.JSONSCHEMA)) return null;
  const schema = conf.JSONSCHEMA as JsonSchema;
  if (!isObject(schema.properties) || Object.keys(schema.properties).length === 0) return null;
  return {
    JSONSCHEMA: schema,
    UISCHEMA: isObject(conf.UISCHEMA) ? (conf.UISCHEMA as UiSchema) : undefined,
    VALIDATION: Array.isArray(conf.VALIDATION) ? (conf.VALIDATION as ValidationRule[]) : undefined,
  };
}

function primaryType(property: JsonSchemaProperty): string {
  const types = Array.isArray(property.type) ? property.type : [property.type ?? 'string'];
  return types.find((type) => type !== 'null') ?? 'string';
}

function uiOf(ui: UiSchema | undefined, name: string): Record<string, unknown> {
  const entry = ui?.[name];
  return isObject(entry) ? entry : {};
}

function kindOf(property: JsonSchemaProperty, widget: unknown): FieldKind {
  if (Array.isArray(property.enum)) return 'enum';
  const type = primaryType(property);
  if (type === 'boolean') return 'boolean';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (property.format === 'date-time' || widget === 'datetime' || widget === 'date-time') return 'date-time';
  if (widget === 'textarea') return 'text';
  if (widget === 'password') return 'password';
  return 'string';
}

/** The properties in display order: ui:order first ('*' stands for the rest), then schema order. */
function orderedNames(schema: JsonSchema, ui: UiSchema | undefined): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = ui?.['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((name) => name !== '*' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((name) => names.includes(name));
  const after = order.slice(star + 1).filter((name) => names.includes(name));
  return [...before, ...rest, ...after];
}

/** The form's fields; properties hidden by `ui:widget: hidden` are left out. */
export function formFieldsOf(schema: JsonSchema, ui?: UiSchema): FormField[] {
  const required = new Set(schema.required ?? []);
  const fields: FormField[] = [];
  for (const name of orderedNames(schema, ui)) {
    const property = schema.properties?.[name] ?? {};
    const fieldUi = uiOf(ui, name);
    if (fieldUi['ui:widget'] === 'hidden') continue;
    const kind = kindOf(property, fieldUi['ui:widget']);
    const field: FormField = {
      name,
      label: property.title ?? name,
      kind,
      required: required.has(name),
      disabled: fieldUi['ui:disabled'] === true,
    };
    if (typeof fieldUi['ui:placeholder'] === 'string') field.placeholder = fieldUi['ui:placeholder'];
    const help = typeof fieldUi['ui:help'] === 'string' ? fieldUi['ui:help'] : property.description;
    if (help) field.help = help;
    if (kind === 'enum') {
      field.options = (property.enum ?? []).map((value, index) => ({
        value: typeof value === 'number' || typeof value === 'boolean' ? value : String(value),
        label: property.enumNames?.[index] ?? String(value),
      }));
    }
    if (property.minimum !== undefined) field.minimum = property.minimum;
    if (property.maximum !== undefined) field.maximum = property.maximum;
    fields.push(field);
  }
  return fields;
}

/** A date-time default as an ISO string ('now' and 'today' are understood); undefined if unreadable. */
export function dateTimeDefault(value: unknown, now: Date = new Date()): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'now') return now.toISOString();
  if (text === 'today') {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    return start.toISOString();
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

/** The starting values: each property's default. */
export function initialValuesOf(schema: JsonSchema, now: Date = new Date()): FormValues {
  const values: FormValues = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.default === undefined) continue;
    const value = property.format === 'date-time' ? dateTimeDefault(property.default, now) : property.default;
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function comparable(value: unknown): number | string | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : time;
  }
  return null;
}

const COMPARISONS: Record<ValidationRule['name'], (left: number | string, right: number | string) => boolean> = {
  greater: (left, right) => left > right,
  greater_equal: (left, right) => left >= right,
  less: (left, right) => left < right,
  less_equal: (left, right) => left <= right,
};

/** Errors keyed by field: missing required values, numbers out of range, failed VALIDATION rules. */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  rules: readonly ValidationRule[] = [],
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && isEmpty(value)) {
      errors[field.name] = `${field.label} ${REQUIRED_FIELD_MESSAGE}`;
      continue;
    }
    if (typeof value === 'number') {
      if (field.kind === 'integer' && !Number.isInteger(value)) errors[field.name] = `${field.label} should be integer`;
      else if (field.minimum !== undefined && value < field.minimum)
        errors[field.name] = `${field.label} should be >= ${field.minimum}`;
      else if (field.maximum !== undefined && value > field.maximum)
        errors[field.name] = `${field.label} should be <= ${field.maximum}`;
    }
  }
  for (const rule of rules) {
    const test = COMPARISONS[rule.name];
    if (!test || rule.arguments.length < 2) continue;
    const [left, right] = rule.arguments.map((name) => comparable(values[name]));
    if (left === null || right === null) continue;
    if (!test(left, right)) {
      const container = rule.container ?? rule.arguments[rule.arguments.length - 1];
      errors[container] ??= rule.message;
    }
  }
  return errors;
}

/** The values to send: empty ones left out. */
export function submittedValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
}
