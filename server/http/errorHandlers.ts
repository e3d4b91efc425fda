import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { HttpError, SupersetErrorsException, type FieldErrors } from '../errors';
import { notedAsClientGone } from './clientGone';

/** Marshmallow's wording for a JSON schema type mismatch. */
const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Not a valid integer.',
  number: 'Not a valid number.',
  string: 'Not a valid string.',
  boolean: 'Not a valid boolean.',
  array: 'Not a valid list.',
  object: 'Invalid input type.',
  null: 'Field may not be null.',
};

/** The JSON schema node a validation error's schemaPath points into (the keyword's parent), if found. */
function schemaNodeOf(schema: unknown, error: FastifySchemaValidationError): Record<string, unknown> | null {
  const segments = (error.schemaPath ?? '').replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1);
  let node: unknown = schema;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : null;
}

/** Marshmallow's Length with both bounds words the failure as the range. */
function lengthRangeMessage(node: Record<string, unknown> | null): string | null {
  if (!node || typeof node.minLength !== 'number' || typeof node.maxLength !== 'number') return null;
  return `Length must be between ${node.minLength} and ${node.maxLength}.`;
}

function validationMessage(error: FastifySchemaValidationError, schema?: unknown): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'minLength' || error.keyword === 'maxLength') {
    const range = lengthRangeMessage(schemaNodeOf(schema, error));
    if (range) return range;
  }
  switch (error.keyword) {
    case 'required':
      return 'Missing data for required field.';
    case 'additionalProperties':
      return 'Unknown field.';
    case 'type': {
      const type = Array.isArray(params.type) ? String(params.type[0]) : String(params.type);
      return TYPE_MESSAGES[type] ?? `Not a valid ${type}.`;
    }
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Must be equal to ${String(params.allowedValue)}.`;
    case 'minLength':
      return `Shorter than minimum length ${String(params.limit)}.`;
    case 'maxLength':
      return `Longer than maximum length ${String(params.limit)}.`;
    case 'minimum':
      return `Must be greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Must be less than or equal to ${String(params.limit)}.`;
    default:
      return error.message ?? 'Invalid value.';
  }
}

function fieldPath(error: FastifySchemaValidationError): string[] {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path.length ? path : ['_schema'];
}

function addFieldError(errors: FieldErrors, path: string[], message: string): void {
  let node = errors;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (next === undefined || Array.isArray(next)) node[segment] = {};
    node = node[segment] as FieldErrors;
  }
  const leaf = path[path.length - 1];
  const existing = node[leaf];
  const messages = Array.isArray(existing) ? existing : [];
  if (!messages.includes(message)) messages.push(message);
  node[leaf] = messages;
}

/**
 * Fastify/Ajv validation errors as marshmallow's `{"field": ["message"]}` (nested for nested fields).
 * `schema` is the schema that was validated against (the route's body schema), for wordings that
 * depend on more than the failed keyword.
 */
export function toFieldErrors(validation: FastifySchemaValidationError[], schema?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) addFieldError(errors, fieldPath(error), validationMessage(error, schema));
  return errors;
}

/** The schema of the request part (`body`, `querystring`, …) a validation error is about. */
export function validatedSchemaOf(request: FastifyRequest, context: string | undefined): unknown {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  return context && schemas ? schemas[context] : undefined;
}

/** Replies to errors Fastify raises itself before a handler runs (parsing, content type, size). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Request is not JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (notedAsClientGone(error, request, reply)) return reply;
  if (error instanceof HttpError) return reply.status(error.status).send(error.body);
  if (error instanceof SupersetErrorsException) return reply.status(error.status).send(error.body);

  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const schema = validatedSchemaOf(request, fastifyError.validationContext);
    return reply.status(400).send({ message: toFieldErrors(fastifyError.validation, schema) });
  }
  const frameworkMessage = fastifyError.code ? FRAMEWORK_MESSAGES[fastifyError.code] : undefined;
  if (frameworkMessage) return reply.status(400).send({ message: frameworkMessage });

  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.status(status).send({ message: fastifyError.message });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.status(500).send({ message: error.message || 'Internal server error' });
}

/** JSON 404 in FAB's shape. */
export function replyNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ message: 'Not found' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
