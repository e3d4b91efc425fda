/**
 * Superset's DashboardJSONMetadataSchema as a check on a parsed `json_metadata`: the keys it knows
 * with their types, unknown keys refused ("Unknown field."), `show_native_filters` (a removed
 * key old exports still carry) tolerated. Errors in marshmallow's words, keyed by field.
 */
import type { FieldErrors } from '../../errors';

type FieldCheck = (value: unknown) => string[] | FieldErrors | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** marshmallow's Integer (not strict): integral numbers and integer strings. */
function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value);
}

const TRUTHY = new Set([
  true,
  1,
  'true',
  'True',
  'TRUE',
  't',
  'T',
  'on',
  'On',
  'ON',
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  '1',
]);
const FALSY = new Set([
  false,
  0,
  'false',
  'False',
  'FALSE',
  'f',
  'F',
  'off',
  'Off',
  'OFF',
  'n',
  'N',
  'no',
  'No',
  'NO',
  '0',
]);

function scalar(test: (value: unknown) => boolean, message: string, allowNone = false): FieldCheck {
  return (value) => {
    if (value === null) return allowNone ? null : ['Field may not be null.'];
    return test(value) ? null : [message];
  };
}

const integer = scalar(isInteger, 'Not a valid integer.');
const boolean = scalar((value) => TRUTHY.has(value as never) || FALSY.has(value as never), 'Not a valid boolean.');
const string = (allowNone: boolean): FieldCheck =>
  scalar((value) => typeof value === 'string', 'Not a valid string.', allowNone);
const mapping = (allowNone = false): FieldCheck => scalar(isRecord, 'Not a valid mapping type.', allowNone);

function list(item: FieldCheck, allowNone = false): FieldCheck {
  return (value) => {
    if (value === null) return allowNone ? null : ['Field may not be null.'];
    if (!Array.isArray(value)) return ['Not a valid list.'];
    const errors: FieldErrors = {};
    value.forEach((entry, index) => {
      const problem = item(entry);
      if (problem) errors[String(index)] = problem;
    });
    return Object.keys(errors).length > 0 ? errors : null;
  };
}

/** `shared_label_colors` was a mapping up to 4.0 and is a list of labels since 4.1: both load. */
const mappingOrLabels: FieldCheck = (value) => (isRecord(value) ? null : list(string(false))(value));

const FIELDS: Record<string, FieldCheck> = {
  native_filter_configuration: list(mapping(), true),
  chart_configuration: mapping(),
  global_chart_configuration: mapping(),
  filter_sets_configuration: list(mapping(), true),
  timed_refresh_immune_slices: list(integer),
  filter_scopes: mapping(),
  expanded_slices: mapping(),
  refresh_frequency: integer,
  default_filters: string(false),
  stagger_refresh: boolean,
  stagger_time: integer,
  color_scheme: string(true),
  color_namespace: string(true),
  positions: mapping(true),
  label_colors: mapping(),
  shared_label_colors: mappingOrLabels,
  map_label_colors: mapping(),
  color_scheme_domain: list(string(false)),
  cross_filters_enabled: boolean,
  import_time: integer,
  remote_id: integer,
  filter_bar_orientation: string(true),
  native_filter_migration: mapping(),
  chart_customization_config: list(mapping(), true),
};

/** Keys dropped before validation (removed from Superset, still found in old exports). */
const DROPPED_KEYS = new Set(['show_native_filters']);

/** The schema's errors for a parsed metadata value, or null when it loads. */
export function metadataSchemaErrors(metadata: unknown): FieldErrors | null {
  if (!isRecord(metadata)) return { _schema: ['Invalid input type.'] };
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (DROPPED_KEYS.has(key)) continue;
    const check = FIELDS[key];
    const problem = check ? check(value) : ['Unknown field.'];
    if (problem) errors[key] = problem;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The metadata without the keys the schema drops on load. */
export function withoutDroppedKeys(metadata: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !DROPPED_KEYS.has(key)));
}
