import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { hasPermission } from '../../auth/permissions';
import { PERMISSION_CATALOG } from '../../auth/permissionCatalog';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, notFound } from '../../errors';
import { DuplicateValueError, RefusedChangeError, UnknownIdsError } from '../../store/securityRules';
import { toFieldErrors } from '../../http/errorHandlers';

/** What the security API's routes share: body checks with marshmallow's messages, store errors. */

/** The permissions the user holds on a view menu, in catalog order (`_info`'s `permissions`). */
export function callerPermissions(user: AuthenticatedUser | null, view: string): string[] {
  return PERMISSION_CATALOG.filter(
    ([permission, viewMenu]) => viewMenu === view && hasPermission(user, permission, view),
  ).map(([permission]) => permission);
}

const TRUTHY = new Set<unknown>([
  't',
  'T',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  '1',
  1,
]);
const FALSY = new Set<unknown>([
  'f',
  'F',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  'n',
  'N',
  'no',
  'No',
  'NO',
  '0',
  0,
]);

interface LenientFields {
  booleans?: readonly string[];
  integerLists?: readonly string[];
}

/**
 * A preValidation hook that takes what marshmallow takes before the strict JSON schema checks the
 * body: "true", "yes", 1… for a boolean, "4" for an integer in a list.
 */
export function lenientBody(fields: LenientFields) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const name of fields.booleans ?? []) {
      if (TRUTHY.has(record[name])) record[name] = true;
      else if (FALSY.has(record[name])) record[name] = false;
    }
    for (const name of fields.integerLists ?? []) {
      const list = record[name];
      if (!Array.isArray(list)) continue;
      record[name] = list.map((item: unknown) =>
        typeof item === 'string' && /^\s*-?\d+\s*$/.test(item) ? Number(item) : item,
      );
    }
  };
}

function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      body,
    );
}

/**
 * The reply to a request whose validation failed (routes use `attachValidation`): a bad id in the
 * path is FAB's 404; a bad body is marshmallow's field errors with the given status (FAB answers
 * 400 on users and 422 on roles). `lengths` gives fields with both a minimum and a maximum
 * length, which marshmallow reports as one range.
 */
export function validationFailure(
  request: FastifyRequest,
  status: 400 | 422,
  lengths: Record<string, [number, number]> = {},
): HttpError {
  const failure = request.validationError as
    (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
  if (failure?.validationContext === 'params') return notFound();
  const errors = (failure?.validation ?? []).map((error): FastifySchemaValidationError => {
    const field = error.instancePath.split('/').filter(Boolean)[0];
    if (error.keyword === 'type' && valueAt(request.body, error.instancePath) === null) {
      return { ...error, keyword: 'null', message: 'Field may not be null.' };
    }
    const range = field !== undefined ? lengths[field] : undefined;
    if (range && (error.keyword === 'minLength' || error.keyword === 'maxLength')) {
      return { ...error, keyword: 'range', message: `Length must be between ${range[0]} and ${range[1]}.` };
    }
    return error;
  });
  return new HttpError(failure?.validationContext === 'querystring' ? 400 : status, toFieldErrors(errors));
}

/**
 * The reply to the store's refusals: a taken name is FAB's 422 with the database's message (as
 * PostgreSQL words it, which Superset's pages look for), a refused change a 422 with its reason.
 */
export function storeFailure(error: unknown): unknown {
  if (error instanceof DuplicateValueError) {
    return new HttpError(
      422,
      `duplicate key value violates unique constraint "${error.constraint}"\nDETAIL:  Key (${error.column})=(${error.value}) already exists.\n`,
    );
  }
  if (error instanceof RefusedChangeError) return new HttpError(422, error.message);
  if (error instanceof UnknownIdsError && error.kind === 'users') return notFound();
  return error;
}

/** Runs a store call, turning its refusals into replies. */
export async function withStoreReplies<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storeFailure(error);
  }
}

/** An id from the path, as the route's params schema guarantees it. */
export const pkSchema = {
  type: 'object',
  required: ['pk'],
  properties: { pk: { type: 'integer' } },
} as const;
export type PkParams = FromSchema<typeof pkSchema>;
