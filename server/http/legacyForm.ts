/**
 * Superset's legacy Flask views (`/tabstateview/`, `/tableschemaview/`) read `request.form`: a
 * multipart (or url-encoded) body whose every value is a JSON-encoded string. This module parses
 * those bodies, checks the views' permissions with Flask-AppBuilder's `has_access_api` reply, and
 * renders their `{"error": …}` failures.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '../auth/permissions';
import { parseJsonText } from './jsonDepth';

/** Large enough for a tab's SQL or a table description with many columns. */
const MAX_FIELD_BYTES = 16 * 1024 * 1024;

/** A malformed legacy-view request: 400 `{"error": message}` (Superset's json_error_response). */
export class LegacyViewError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'LegacyViewError';
  }
}

function isFormRequest(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'] ?? '';
  return contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
}

/** The raw text fields of a form body; nothing for any other kind of body. */
export function formFields(request: FastifyRequest): Map<string, string> {
  const fields = new Map<string, string>();
  if (!isFormRequest(request) || typeof request.body !== 'object' || request.body === null) return fields;
  for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
    if (typeof value === 'string') fields.set(name, value);
  }
  return fields;
}

/** `json.loads` of one field's text. */
function decodeJsonField(name: string, raw: string): unknown {
  try {
    return parseJsonText(raw);
  } catch {
    throw new LegacyViewError(`Field ${name} is not valid JSON`);
  }
}

/** Every form field, JSON-decoded. */
export function decodedFormFields(request: FastifyRequest): Map<string, unknown> {
  const decoded = new Map<string, unknown>();
  for (const [name, raw] of formFields(request)) decoded.set(name, decodeJsonField(name, raw));
  return decoded;
}

/** One required field, JSON-decoded; a missing one is a 400 as werkzeug's BadRequestKeyError. */
export function requiredJsonField(request: FastifyRequest, name: string): unknown {
  const raw = formFields(request).get(name);
  if (raw === undefined) throw new LegacyViewError(`Missing form field: ${name}`);
  return decodeJsonField(name, raw);
}

/**
 * Flask-AppBuilder's `has_access_api`: `{"message": "Access is Denied", "severity": "danger"}`, with
 * 401 for anonymous callers and 403 for users without the pair. Routes using it are marked public
 * so that the app's login check does not answer first.
 */
export function requireLegacyPermission(permission: string, view: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.user && hasPermission(request.user, permission, view)) return;
    await reply.status(request.user ? 403 : 401).send({ message: 'Access is Denied', severity: 'danger' });
  };
}

/** A JSON reply of any JSON value (Flask's json_success), e.g. the bare `12` or `"OK"`. */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json').send(JSON.stringify(value));
}

/** An empty-bodied status, as the views' ownership checks answer (`Response(status=403)`). */
export function sendEmpty(reply: FastifyReply, status: 403 | 404): FastifyReply {
  return reply.status(status).send();
}

/**
 * The text fields of a multipart body (the first value of a repeated name, as `request.form[name]`;
 * file parts are read and left out). A body that cannot be read — truncated, no boundary, a field
 * cut at the size limit — is a 400 in the views' shape, not a server error.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer();
        continue;
      }
      if (part.valueTruncated)
        throw new LegacyViewError(`Malformed form body: field ${part.fieldname} is larger than the limit`);
      if (fields.has(part.fieldname)) continue;
      fields.set(part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
    }
  } catch (error) {
    if (error instanceof LegacyViewError) throw error;
    const status = (error as FastifyError).statusCode;
    const reason = error instanceof Error ? error.message : String(error);
    throw new LegacyViewError(
      `Malformed form body: ${reason}`,
      status !== undefined && status >= 400 && status < 500 ? status : 400,
    );
  }
  return Object.fromEntries(fields);
}

/**
 * Prepares an encapsulated scope for legacy views: multipart and url-encoded body parsers, and an
 * error handler that renders LegacyViewError and hands everything else to the app's handler.
 */
export async function prepareLegacyScope(scope: FastifyInstance): Promise<void> {
  // Guarded so that a multipart or form parser registered app-wide later does not clash with these.
  if (!scope.hasRequestDecorator('isMultipart')) {
    await scope.register(fastifyMultipart, { limits: { fieldSize: MAX_FIELD_BYTES } });
    scope.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.body = await readMultipartFields(request);
    });
  }
  if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  scope.setErrorHandler((error: FastifyError | LegacyViewError, _request, reply) => {
    if (error instanceof LegacyViewError) return reply.status(error.status).send({ error: error.message });
    throw error;
  });
}
