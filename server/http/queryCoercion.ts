import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { parsePathId } from './storedIntegers';

/**
 * Bodies are validated without type coercion (a number is not a valid string, as in marshmallow),
 * so query-string and path values, which always arrive as text, are converted here to the scalar
 * types their schema declares before validation. Only plain decimal text becomes a number: `0x1`,
 * `1e3` or ` 1` stay text and fail validation, as int()/float() would refuse most of them.
 */
interface PropertySchema {
  type?: unknown;
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema | undefined>;
}

const INTEGER_TEXT = /^-?[0-9]+$/;
const NUMBER_TEXT = /^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?$/;

function coerceScalar(value: string, type: unknown): unknown {
  if (type === 'integer') return INTEGER_TEXT.test(value) ? Number(value) : value;
  if (type === 'number') {
    const number = NUMBER_TEXT.test(value) ? Number(value) : NaN;
    return Number.isFinite(number) ? number : value;
  }
  if (type === 'boolean') {
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return value;
}

function coerceAgainst(schema: unknown, values: unknown): void {
  const properties = (schema as ObjectSchema | undefined)?.properties;
  if (!properties || typeof values !== 'object' || values === null) return;
  const record = values as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = record[name];
    if (typeof value === 'string' && property?.type !== 'string') record[name] = coerceScalar(value, property?.type);
  }
}

/**
 * An integer path parameter is Werkzeug's `<int:…>` converter: a segment that is not a decimal id
 * a stored row can have matches no route, so the answer is a 404, not a validation error.
 */
function coercePathIds(schema: unknown, params: unknown): void {
  const properties = (schema as ObjectSchema | undefined)?.properties;
  if (!properties || typeof params !== 'object' || params === null) return;
  const record = params as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = record[name];
    if (property?.type !== 'integer' || typeof value !== 'string') continue;
    const id = parsePathId(value);
    if (id === null) throw notFound();
    record[name] = id;
  }
}

export function registerQueryCoercion(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    coerceAgainst(schema.querystring, request.query);
    coercePathIds(schema.params, request.params);
    coerceAgainst(schema.params, request.params);
  });
}
