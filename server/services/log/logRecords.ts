/**
 * What `/superset/log/` stores, read from a request as Superset's event logger reads it: the
 * payload is the form fields (or a JSON body's keys) overwritten by the query arguments; with
 * `explode=<field>` naming a JSON array, each element is one row, otherwise the whole payload is.
 * `dashboard_id` and `slice_id` come from the payload (in practice the query), never from events.
 */
import { isStoredInteger } from '../../http/storedIntegers';

type LogPayload = Record<string, unknown>;

const INTEGER_TEXT = /^\s*[+-]?[0-9]+\s*$/;

/** Python's `int()` of a payload value, kept only when the store can hold it; else null. */
export function payloadInteger(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : NaN;
  return isStoredInteger(number) ? number : null;
}

/** The first value of each query argument, as werkzeug's `args.to_dict()`. */
function firstValues(query: unknown): LogPayload {
  const values: LogPayload = {};
  if (typeof query !== 'object' || query === null) return values;
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    values[name] = Array.isArray(value) ? value[0] : value;
  }
  return values;
}

/** Form fields or a JSON object body, then the query arguments over them. */
export function collectLogPayload(body: unknown, query: unknown): LogPayload {
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as LogPayload) : {};
  return { ...fromBody, ...firstValues(query) };
}

function parsedArray(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The records of one request. Superset splits only a JSON string; a JSON body's array (the
 * `{events: […]}` fallback of older clients) is split too, so that every event gets its row.
 */
export function explodeRecords(payload: LogPayload): unknown[] {
  const explodeBy = payload.explode;
  const exploded = typeof explodeBy === 'string' ? parsedArray(payload[explodeBy]) : null;
  return exploded ?? [payload];
}

/** The chart a payload names: `form_data.slice_id` when a form_data is given, else `slice_id`. */
export function payloadSliceId(payload: LogPayload): number | null {
  if (!('form_data' in payload)) return payloadInteger(payload.slice_id);
  let formData: unknown = payload.form_data;
  if (typeof formData === 'string') {
    try {
      formData = JSON.parse(formData);
    } catch {
      return null;
    }
  }
  if (typeof formData !== 'object' || formData === null) return null;
  return payloadInteger((formData as Record<string, unknown>).slice_id);
}

/** The JSON text of a record, with the guest token (a credential) left out of whole payloads. */
export function recordJson(record: unknown): string {
  if (typeof record === 'object' && record !== null && !Array.isArray(record) && 'guest_token' in record) {
    const { guest_token: _token, ...rest } = record as LogPayload;
    return JSON.stringify(rest);
  }
  return JSON.stringify(record);
}
