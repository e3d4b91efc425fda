import type { FastifyInstance } from 'fastify';

/**
 * Bodies are validated without type coercion (a number is not a valid string, as in marshmallow),
 * so query-string and path values, which always arrive as text, are converted here to the scalar
 * types their schema declares before validation.
 */
interface PropertySchema {
  type?: unknown;
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema | undefined>;
}

function coerceScalar(value: string, type: unknown): unknown {
  if (type === 'integer' || type === 'number') {
    if (value.trim() === '') return value;
    const number = Number(value);
    return Number.isNaN(number) ? value : number;
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

export function registerQueryCoercion(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    coerceAgainst(schema.querystring, request.query);
    coerceAgainst(schema.params, request.params);
  });
}
