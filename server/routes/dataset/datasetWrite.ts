/**
 * DatasetRestApi writes: create, update (`?override_columns=true`), delete (one, or several with
 * `?q=!(ids)`), refresh and get_or_create. Changing a dataset needs `can_write` on Dataset and
 * ownership (admins may change any): otherwise 403; a dataset the caller cannot see is 404.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { forbidden, HttpError, notFound } from '../../errors';
import type { DatasetRecord } from '../../store/datasets';
import { canChangeDataset, isDatasetListed } from '../../services/dataset/datasetAccess';
import { createDataset } from '../../services/dataset/datasetCreate';
import { refreshDataset } from '../../services/dataset/datasetRefresh';
import { updateDataset } from '../../services/dataset/datasetUpdate';
import { findVisibleDataset, requestUser } from './datasetRead';
import { getOrCreateBodySchema, pkParamsSchema, type GetOrCreateBody, type PkParams } from './datasetSchemas';
import { postBodySchema, putBodySchema, type PostBody } from '../../services/dataset/datasetBodies';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { loadDatasetUsers, datasetOwners } from './datasetSerializers';
import { asTableData, datasourcePayload } from '../../services/datasource/datasourcePayload';
import { decodeRison } from '../../http/rison';

const INVALID_RISON_SCHEMA = 'Not a valid rison schema';

const updateSchema = {
  params: pkParamsSchema,
  querystring: { type: 'object', properties: { override_columns: { type: 'string' } } },
  body: putBodySchema,
} as const;
const bulkDeleteSchema = { querystring: { type: 'object', properties: { q: { type: 'string' } } } } as const;

/** Superset's parse_boolean_string. */
function parseBoolean(value: string | undefined): boolean {
  return value !== undefined && ['y', 'yes', 't', 'true', 'on', '1'].includes(value.toLowerCase());
}

/** The dataset the user may change: 404 when unknown or invisible, 403 when not theirs. */
async function changeableDataset(app: FastifyInstance, user: AuthenticatedUser, id: number): Promise<DatasetRecord> {
  const { dataset } = await findVisibleDataset(app, user, id);
  if (!canChangeDataset(user, dataset)) throw forbidden();
  return dataset;
}

/** `?q=!(1,2)` of the bulk delete: a list of integer ids. */
function bulkIds(raw: string | undefined): number[] {
  if (raw === undefined) throw new HttpError(400, INVALID_RISON_SCHEMA);
  const decoded = decodeRison(raw);
  if (!Array.isArray(decoded) || !decoded.every((id) => Number.isInteger(id)))
    throw new HttpError(400, INVALID_RISON_SCHEMA);
  return [...new Set(decoded as number[])];
}

export function registerDatasetWriteRoutes(app: FastifyInstance): void {
  const canWrite = requirePermission('can_write', 'Dataset');
  const canGetOrCreate = requirePermission('can_get_or_create_dataset', 'Dataset');

  app.post<{ Body: PostBody }>(
    '/api/v1/dataset/',
    { schema: { body: postBodySchema }, onRequest: canWrite },
    async (request, reply) => {
      const user = requestUser(request);
      const dataset = await createDataset(app, user, request.body);
      const database = await app.store.databases.findById(dataset.database_id);
      if (!database) throw notFound();
      const users = await loadDatasetUsers(app.store, [dataset]);
      const result = {
        ...request.body,
        normalize_columns: request.body.normalize_columns ?? false,
        always_filter_main_dttm: request.body.always_filter_main_dttm ?? false,
      };
      return reply.status(201).send({
        id: dataset.id,
        result,
        data: asTableData(datasourcePayload(dataset, database, datasetOwners(dataset, users))),
      });
    },
  );

  app.put<RouteTypes<typeof updateSchema>>(
    '/api/v1/dataset/:pk',
    { schema: updateSchema, onRequest: canWrite },
    async (request) => {
      const user = requestUser(request);
      const dataset = await changeableDataset(app, user, request.params.pk);
      const updated = await updateDataset(
        app,
        user,
        dataset,
        request.body,
        parseBoolean(request.query.override_columns),
      );
      // What Superset's put schema loaded: always_filter_main_dttm has a default there.
      return {
        id: updated.id,
        result: { ...request.body, always_filter_main_dttm: request.body.always_filter_main_dttm ?? false },
      };
    },
  );

  app.delete<{ Params: PkParams }>(
    '/api/v1/dataset/:pk',
    { schema: { params: pkParamsSchema }, onRequest: canWrite },
    async (request) => {
      const dataset = await changeableDataset(app, requestUser(request), request.params.pk);
      await app.store.datasets.delete([dataset.id]);
      return { message: 'OK' };
    },
  );

  app.delete<RouteTypes<typeof bulkDeleteSchema>>(
    '/api/v1/dataset/',
    { schema: bulkDeleteSchema, onRequest: canWrite },
    async (request) => {
      const user = requestUser(request);
      const ids = bulkIds(request.query.q);
      const datasets = await app.store.datasets.findByIds(ids);
      const databases = new Map((await app.store.databases.list()).map((database) => [database.id, database]));
      const visible = datasets.filter((dataset) => {
        const database = databases.get(dataset.database_id);
        return database !== undefined && isDatasetListed(user, dataset, database);
      });
      if (ids.length === 0 || visible.length !== ids.length) throw notFound();
      if (!visible.every((dataset) => canChangeDataset(user, dataset))) throw forbidden();
      await app.store.datasets.delete(ids);
      return { message: ids.length === 1 ? 'Deleted 1 dataset' : `Deleted ${ids.length} datasets` };
    },
  );

  app.put<{ Params: PkParams }>(
    '/api/v1/dataset/:pk/refresh',
    { schema: { params: pkParamsSchema }, onRequest: canWrite },
    async (request) => {
      const user = requestUser(request);
      const dataset = await changeableDataset(app, user, request.params.pk);
      await refreshDataset(app, user, dataset);
      return { message: 'OK' };
    },
  );

  app.post<{ Body: GetOrCreateBody }>(
    '/api/v1/dataset/get_or_create/',
    { schema: { body: getOrCreateBodySchema }, onRequest: canGetOrCreate },
    async (request) => {
      const { table_name, database_id, ...rest } = request.body;
      const existing = await app.store.datasets.findByName(database_id, table_name);
      if (existing) return { result: { table_id: existing.id } };
      const created = await createDataset(app, requestUser(request), { ...rest, database: database_id, table_name });
      return { result: { table_id: created.id } };
    },
  );
}
