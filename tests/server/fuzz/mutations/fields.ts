/**
 * Per-field changes of a base request's body, whatever its kind: a JSON body's declared fields
 * (nested ones included), or a legacy form's fields and the keys of their JSON-encoded values.
 */
import type { BaseBody, BaseRequest } from '../harness/baseRequests';
import type { Prng } from '../harness/prng';
import { asSchema, declaredFields, type JsonValue, type SchemaNode } from '../harness/schemaSample';
import { setAt, type RequestChanges } from '../harness/wire';

export interface BodyField {
  /** How the report names it: `queries.0.filters`, `form:queryEditor.dbId`. */
  name: string;
  schema?: SchemaNode;
  /** The body with this field set to `value`. */
  withValue(value: JsonValue): BaseBody;
  /** The request changes that put JSON text in this field as is (too deep to build as a value). */
  withRawJson(text: string): RequestChanges;
}

const PLACEHOLDER = '\u0001fuzz-placeholder\u0001';

function parseJson(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

function jsonFields(base: BaseRequest, value: JsonValue): BodyField[] {
  const schema = asSchema(base.route.schema?.body);
  const declared = declaredFields(schema);
  const seen = new Set(declared.map((field) => field.path.join('.')));
  // Fields the base body holds that no schema declares (routes without one).
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const key of Object.keys(value)) if (!seen.has(key)) declared.push({ path: [key], schema: {} });
  }
  return declared.map(({ path, schema: fieldSchema }) => ({
    name: path.join('.'),
    schema: fieldSchema,
    withValue: (next) => ({ kind: 'json', value: setAt(value, path, next) }),
    withRawJson: (text) => ({
      payload: JSON.stringify(setAt(value, path, PLACEHOLDER)).replace(JSON.stringify(PLACEHOLDER), () => text),
      contentType: 'application/json',
    }),
  }));
}

function formFields(body: Extract<BaseBody, { kind: 'multipart' | 'urlencoded' }>): BodyField[] {
  const fields: BodyField[] = [];
  const encode = (next: JsonValue) =>
    body.kind === 'urlencoded' && typeof next === 'string' ? next : JSON.stringify(next);
  for (const [name, text] of Object.entries(body.fields)) {
    fields.push({
      name: `form:${name}`,
      withValue: (next) => ({ ...body, fields: { ...body.fields, [name]: encode(next) } }),
      withRawJson: (raw) => ({ body: { ...body, fields: { ...body.fields, [name]: raw } } }),
    });
    const decoded = parseJson(text);
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) continue;
    for (const key of Object.keys(decoded)) {
      fields.push({
        name: `form:${name}.${key}`,
        withValue: (next) => ({
          ...body,
          fields: { ...body.fields, [name]: JSON.stringify(setAt(decoded, [key], next)) },
        }),
        withRawJson: (raw) => ({
          body: {
            ...body,
            fields: {
              ...body.fields,
              [name]: JSON.stringify(setAt(decoded, [key], PLACEHOLDER)).replace(
                JSON.stringify(PLACEHOLDER),
                () => raw,
              ),
            },
          },
        }),
      });
    }
  }
  return fields;
}

export function bodyFields(base: BaseRequest): BodyField[] {
  const body = base.body;
  if (!body) return [];
  if (body.kind === 'json') return jsonFields(base, body.value);
  return formFields(body);
}

/** At most `limit` items, picked with the generator (all of them, shuffled, when there are fewer). */
export function sample<T>(prng: Prng, items: readonly T[], limit: number): T[] {
  return prng.shuffle(items).slice(0, limit);
}
