/**
 * Valid values from a route's JSON schema (the subset Fastify routes here use), so that a base
 * request passes validation and mutations reach the handler; and the list of fields a schema
 * declares, for the per-field mutations.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: JsonValue[];
  const?: JsonValue;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
}

export function asSchema(value: unknown): SchemaNode | undefined {
  return typeof value === 'object' && value !== null ? (value as SchemaNode) : undefined;
}

function firstType(schema: SchemaNode): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? schema.type[0];
  return schema.type;
}

/** A valid value: enums give their first non-null member, objects their required properties. */
export function sampleValue(schema: SchemaNode | undefined): JsonValue {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleValue(variants[0]);
  switch (firstType(schema)) {
    case 'string':
      return 'f'.repeat(Math.max(1, schema.minLength ?? 1)) + 'uzz';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items));
    case 'object': {
      const value: Record<string, JsonValue> = {};
      for (const name of schema.required ?? []) value[name] = sampleValue(schema.properties?.[name]);
      return value;
    }
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

export interface FieldPath {
  /** Keys (and 0 for "the first item") from the body's root. */
  path: (string | number)[];
  schema: SchemaNode;
}

/** Every property a schema declares, nested objects and first array items included, up to `depth`. */
export function declaredFields(
  schema: SchemaNode | undefined,
  depth = 3,
  prefix: (string | number)[] = [],
): FieldPath[] {
  if (!schema || depth === 0) return [];
  const fields: FieldPath[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    fields.push({ path, schema: property });
    fields.push(...declaredFields(property, depth - 1, path));
    if (property.items) fields.push(...declaredFields(property.items, depth - 1, [...path, 0]));
  }
  return fields;
}
