import type { ClientError } from '../../api/types';
import { GENERIC_ERROR_MESSAGE } from '../../api/errors';

/** The ClientError inside an RTK Query error or a rejected unwrap(), when it is one. */
function asClientError(caught: unknown): ClientError | undefined {
  return typeof caught === 'object' && caught !== null && typeof (caught as { error?: unknown }).error === 'string'
    ? (caught as ClientError)
    : undefined;
}

/** A ClientError for anything caught, so that an ErrorBox always has one to show. */
export function toClientError(caught: unknown): ClientError {
  return asClientError(caught) ?? { error: GENERIC_ERROR_MESSAGE };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * FAB's validation reply `{"message": {"field": ["text", …]}}` as one text per field. Messages that
 * belong to no field (marshmallow's `_schema`) are left out: the caller shows the whole error.
 */
export function fieldErrorsOf(error: ClientError | undefined): Record<string, string> {
  const body = error?.body;
  if (!isRecord(body) || !isRecord(body.message)) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.message)) {
    if (field.startsWith('_')) continue;
    const first = Array.isArray(messages) ? messages.find((text) => typeof text === 'string') : messages;
    if (typeof first === 'string') fields[field] = first;
  }
  return fields;
}

/** The reply's message when it is one text (a 422 carries the database's words there). */
export function messageTextOf(error: ClientError | undefined): string {
  const body = error?.body;
  if (isRecord(body) && typeof body.message === 'string') return body.message;
  return error?.message ?? '';
}
