/**
 * SavedQueryRestApi (`/api/v1/saved_query/`): list, show, create, update, delete and bulk delete
 * of the caller's saved queries; the legacy `/savedqueryviewapi/api/` routes are registered beside
 * it. A query belongs to the user who saved it: anyone else gets 404, admins too (Superset's
 * SavedQueryFilter shows each user their own queries only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, notFound } from '../../errors';
import type { SavedQueryFields, SavedQueryRecord } from '../../store/savedQueries';
import { columnLabel } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { toFieldErrors, validatedSchemaOf } from '../../http/errorHandlers';
import { idListFromRison } from '../../http/rison';
import { registerLegacySavedQueryRoutes } from './savedQueryLegacy';
import { savedQueryIdOf } from './savedQueryIds';
import { savedQueryListReply, savedQueryListSchema } from './savedQueryList';
import { SAVED_QUERY_SHOW_COLUMNS, toSavedQueryShow, toSavedQueryWriteResult } from './savedQuerySerializers';

const ITEM_PATH = '/api/v1/saved_query/:pk(^\\d+)';
const DATABASE_NOT_FOUND = 'Database not found.';

const nullableString = { type: ['string', 'null'] } as const;

/** The add/edit columns, with the model's lengths (label 256, schema 128, catalog 256). */
const savedQueryBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    db_id: { type: ['integer', 'null'] },
    description: nullableString,
    label: { ...nullableString, maxLength: 256 },
    catalog: { ...nullableString, maxLength: 256 },
    schema: { ...nullableString, maxLength: 128 },
    sql: nullableString,
    template_parameters: nullableString,
    extra_json: nullableString,
  },
} as const;
type SavedQueryBody = FromSchema<typeof savedQueryBodySchema>;

const itemParamsSchema = { type: 'object', required: ['pk'], properties: { pk: { type: 'string' } } } as const;
const bulkDeleteSchema = {
  querystring: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } },
} as const;

type ItemParams = FromSchema<typeof itemParamsSchema>;

function userOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, 'Not authorized');
  return request.user;
}

/** FAB's post and put answer a body the schema refuses with 422 (Superset's own APIs use 400). */
function rejectInvalidBody(request: FastifyRequest): void {
  const error = request.validationError;
  if (error?.validation)
    throw new HttpError(422, toFieldErrors(error.validation, validatedSchemaOf(request, error.validationContext)));
}

export async function registerSavedQueryRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'SavedQuery');
  const canWrite = requirePermission('can_write', 'SavedQuery');
  const repository = () => app.store.savedQueries;

  /** The query when the caller owns it; nobody reaches anyone else's. */
  async function owned(request: FastifyRequest<{ Params: ItemParams }>): Promise<SavedQueryRecord> {
    const query = await repository().findById(savedQueryIdOf(request.params.pk));
    if (!query || query.user_id !== userOf(request).id) throw notFound();
    return query;
  }

  async function checkDatabase(fields: SavedQueryFields): Promise<void> {
    if (fields.db_id === undefined || fields.db_id === null) return;
    if (!(await app.store.databases.findById(fields.db_id))) throw new HttpError(422, DATABASE_NOT_FOUND);
  }

  app.get<RouteTypes<typeof savedQueryListSchema>>(
    '/api/v1/saved_query/',
    { schema: savedQueryListSchema, onRequest: canRead },
    async (request) => {
      const user = userOf(request);
      const visible = await repository().list(user.id);
      const favourites = new Set(await app.store.favourites.idsOf(user.id, 'query'));
      return savedQueryListReply(visible, request.query.q ?? {}, favourites);
    },
  );

  app.get<{ Params: ItemParams }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema }, onRequest: canRead },
    async (request) => {
      const query = await owned(request);
      return {
        id: query.id,
        result: toSavedQueryShow(query),
        show_columns: [...SAVED_QUERY_SHOW_COLUMNS],
        label_columns: Object.fromEntries(SAVED_QUERY_SHOW_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Saved Query',
      };
    },
  );

  app.post<{ Body: SavedQueryBody }>(
    '/api/v1/saved_query/',
    { schema: { body: savedQueryBodySchema }, attachValidation: true, onRequest: canWrite },
    async (request, reply) => {
      rejectInvalidBody(request);
      await checkDatabase(request.body);
      const query = await repository().create(userOf(request).id, request.body);
      return reply.status(201).send({ id: query.id, result: toSavedQueryWriteResult(query) });
    },
  );

  app.put<{ Params: ItemParams; Body: SavedQueryBody }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema, body: savedQueryBodySchema }, attachValidation: true, onRequest: canWrite },
    async (request) => {
      rejectInvalidBody(request);
      const query = await owned(request);
      await checkDatabase(request.body);
      const updated = await repository().update(query.id, userOf(request).id, request.body);
      if (!updated) throw notFound();
      // FAB's put answers the result alone (no top-level id, unlike the post).
      return { result: toSavedQueryWriteResult(updated) };
    },
  );

  app.delete<{ Params: ItemParams }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema }, onRequest: canWrite },
    async (request) => {
      const query = await owned(request);
      await repository().delete([query.id]);
      await app.store.favourites.removeObjects('query', [query.id]);
      return { message: 'OK' };
    },
  );

  app.delete<RouteTypes<typeof bulkDeleteSchema>>(
    '/api/v1/saved_query/',
    { schema: bulkDeleteSchema, onRequest: canWrite },
    async (request) => {
      const user = userOf(request);
      const ids = [...new Set(idListFromRison(request.query.q))];
      const found = await Promise.all(ids.map((id) => repository().findById(savedQueryIdOf(String(id)))));
      // As Superset: nothing is deleted unless every id is one of the caller's queries.
      if (ids.length === 0 || found.some((query) => !query || query.user_id !== user.id)) throw notFound();
      await repository().delete(ids);
      await app.store.favourites.removeObjects('query', ids);
      return { message: ids.length === 1 ? 'Deleted 1 saved query' : `Deleted ${ids.length} saved queries` };
    },
  );

  await registerLegacySavedQueryRoutes(app);
}
