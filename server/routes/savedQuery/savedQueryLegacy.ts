/**
 * Superset's deprecated SavedQueryViewApi (`/savedqueryviewapi/api/`): create, update and get a
 * saved query with form fields (label, db_id, schema, description, sql, extra_json). The SQL Lab
 * schedule form still posts here. Values may arrive raw or JSON-encoded (this client encodes every
 * field); both are read. Only the owner reaches a query (404 otherwise).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import type { SavedQueryFields, SavedQueryRecord } from '../../store/savedQueries';
import { isStoredInteger, parsePathId } from '../../http/storedIntegers';
import { savedQueryIdOf } from './savedQueryIds';
import { formFields, prepareLegacyScope, requireLegacyPermission, sendJson } from '../../http/legacyForm';
import { toLegacySavedQuery } from './savedQuerySerializers';

const VIEW = 'SavedQuery';
const TEXT_LIMITS: Partial<Record<keyof SavedQueryFields, number>> = { label: 256, schema: 128 };
const TEXT_FIELDS = ['label', 'schema', 'description', 'sql', 'extra_json'] as const;

interface ItemParams {
  pk: string;
}

/** A form that does not validate: Flask-AppBuilder's "Invalid form" reply. */
class InvalidFormError extends Error {}

/** A field's text: the decoded string (or null) when it is JSON-encoded, else the text as it came. */
function textOf(raw: string): string | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null) return null;
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

function databaseIdOf(raw: string): number | null {
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: read the text itself below.
  }
  if (value === null || value === '') return null;
  const id = typeof value === 'number' ? value : typeof value === 'string' ? parsePathId(value.trim()) : null;
  if (!isStoredInteger(id)) throw new InvalidFormError();
  return id;
}

/** The saved query columns present in the form. */
function fieldsOf(request: FastifyRequest): SavedQueryFields {
  const form = formFields(request);
  const fields: SavedQueryFields = {};
  for (const name of TEXT_FIELDS) {
    const raw = form.get(name);
    if (raw === undefined) continue;
    const text = textOf(raw);
    const limit = TEXT_LIMITS[name];
    if (limit !== undefined && text !== null && text.length > limit) throw new InvalidFormError();
    fields[name] = text;
  }
  const dbId = form.get('db_id');
  if (dbId !== undefined) fields.db_id = databaseIdOf(dbId);
  return fields;
}

function replyRow(reply: FastifyReply, query: SavedQueryRecord, message: 'Added Row' | 'Changed Row'): FastifyReply {
  return sendJson(reply, { item: toLegacySavedQuery(query), message, severity: 'success' });
}

function registerRoutes(scope: FastifyInstance, app: FastifyInstance): void {
  const config = { public: true };
  const repository = () => app.store.savedQueries;

  async function ownQuery(request: FastifyRequest<{ Params: ItemParams }>): Promise<SavedQueryRecord> {
    const query = await repository().findById(savedQueryIdOf(request.params.pk));
    if (!query || query.user_id !== request.user?.id) throw notFound();
    return query;
  }

  async function validFields(request: FastifyRequest): Promise<SavedQueryFields> {
    const fields = fieldsOf(request);
    if (fields.db_id !== undefined && fields.db_id !== null && !(await app.store.databases.findById(fields.db_id))) {
      throw new InvalidFormError();
    }
    return fields;
  }

  scope.post(
    '/savedqueryviewapi/api/create',
    { config, onRequest: requireLegacyPermission('can_write', VIEW) },
    async (request, reply) => {
      const userId = request.user?.id;
      if (userId === undefined) throw notFound();
      const query = await repository().create(userId, await validFields(request));
      return replyRow(reply, query, 'Added Row');
    },
  );

  scope.put<{ Params: ItemParams }>(
    '/savedqueryviewapi/api/update/:pk(^\\d+)',
    { config, onRequest: requireLegacyPermission('can_write', VIEW) },
    async (request, reply) => {
      const query = await ownQuery(request);
      const updated = await repository().update(query.id, query.user_id ?? 0, await validFields(request));
      if (!updated) throw notFound();
      return replyRow(reply, updated, 'Changed Row');
    },
  );

  scope.get<{ Params: ItemParams }>(
    '/savedqueryviewapi/api/get/:pk(^\\d+)',
    { config, onRequest: requireLegacyPermission('can_read', VIEW) },
    async (request, reply) => sendJson(reply, { result: toLegacySavedQuery(await ownQuery(request)) }),
  );
}

export async function registerLegacySavedQueryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    // A child scope: its handler renders invalid forms and hands the rest to the legacy scope's.
    await scope.register(async (routes) => {
      routes.setErrorHandler((error, _request, reply) => {
        if (error instanceof InvalidFormError)
          return reply.status(400).send({ message: 'Invalid form', severity: 'warning' });
        throw error;
      });
      registerRoutes(routes, app);
    });
  });
}
