/**
 * Form validators with Superset's contract: the message when invalid, `false` when valid.
 */
const INTEGER_MESSAGE = 'is expected to be an integer';
const MAX_VALUE_TEMPLATE = 'Value cannot exceed %s';
const NON_EMPTY_MESSAGE = 'cannot be empty';

type ValidationResult = string | false;

/**
 * Superset's legacyValidateInteger: an empty value ('', null, undefined, 0) passes — pair it
 * with validateNonEmpty to require one. Anything else must read as a whole number ('12', 12,
 * ' 12 '); '1.5', 'abc', '12abc' and 1.5 fail.
 */
export function validateInteger(value: unknown): ValidationResult {
  if (!value) return false;
  const asNumber = Number(value);
  if (Number.isNaN(asNumber) || parseInt(String(value), 10) !== asNumber) return INTEGER_MESSAGE;
  return false;
}

/** Above `max` fails with 'Value cannot exceed <max>'; empty and non-numeric values pass. */
export function validateMaxValue(value: unknown, max: number | string): ValidationResult {
  if (value === null || value === undefined || value === '') return false;
  if (Number(value) > Number(max)) return MAX_VALUE_TEMPLATE.replace('%s', String(max));
  return false;
}

/** null, undefined, '' and [] fail with 'cannot be empty'. */
export function validateNonEmpty(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return NON_EMPTY_MESSAGE;
  }
  return false;
}
