/**
 * DatasetRestApi reads: the list and one dataset (`?q=(columns:…, keys:…)` selects fields and
 * metadata keys as FAB does). Datasets outside the caller's DatasourceFilter answer as unknown ones (404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { notAuthorized, notFound } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { DatasetRecord } from '../../store/datasets';
import { isDatasetListed } from '../../services/dataset/datasetAccess';
import { datasetListReply, datasetListSchema, selectFields, type VisibleDataset } from './datasetList';
import { pkParamsSchema, showQuerySchema, type PkParams, type ShowArgs, type ShowQuery } from './datasetSchemas';
import { datasetShowResult, loadDatasetUsers } from './datasetSerializers';
import { columnLabel } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';

const SHOW_TITLE = 'Show Sqla Table';

export function requestUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthorized();
  return request.user;
}

/** Every dataset the user may see, with its database. */
async function visibleDatasets(app: FastifyInstance, user: AuthenticatedUser): Promise<VisibleDataset[]> {
  const databases = new Map((await app.store.databases.list()).map((database) => [database.id, database]));
  const { rows } = await app.store.datasets.list();
  return rows.flatMap((dataset) => {
    const database = databases.get(dataset.database_id);
    return database && isDatasetListed(user, dataset, database) ? [{ dataset, database }] : [];
  });
}

/** The dataset with its database when it exists and the user may see it; 404 otherwise. */
export async function findVisibleDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  id: number,
): Promise<{ dataset: DatasetRecord; database: DatabaseRecord }> {
  const dataset = await app.store.datasets.findById(id);
  const database = dataset ? await app.store.databases.findById(dataset.database_id) : null;
  if (!dataset || !database || !isDatasetListed(user, dataset, database)) throw notFound();
  return { dataset, database };
}

function showReply(id: number, full: Record<string, unknown>, args: ShowArgs): Record<string, unknown> {
  const selected = (args.columns ?? []).filter((column) => column.split('.')[0] in full);
  const result = selected.length > 0 ? selectFields(full, selected) : full;
  const reply: Record<string, unknown> = { id, result };
  const keys = args.keys ?? [];
  const wants = (key: NonNullable<ShowArgs['keys']>[number]) =>
    !keys.includes('none') && (keys.length === 0 || keys.includes(key));
  const shown = selected.length > 0 ? selected : Object.keys(full);
  if (wants('show_columns')) reply.show_columns = shown;
  if (wants('label_columns'))
    reply.label_columns = Object.fromEntries(shown.map((column) => [column, columnLabel(column)]));
  if (wants('description_columns')) reply.description_columns = {};
  if (wants('show_title')) reply.show_title = SHOW_TITLE;
  return reply;
}

export function registerDatasetReadRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', 'Dataset');

  app.get<RouteTypes<typeof datasetListSchema>>(
    '/api/v1/dataset/',
    { schema: datasetListSchema, onRequest: canRead },
    async (request) => {
      const visible = await visibleDatasets(app, requestUser(request));
      const users = await loadDatasetUsers(
        app.store,
        visible.map(({ dataset }) => dataset),
      );
      return datasetListReply(visible, users, request.query.q ?? {});
    },
  );

  app.get<{ Params: PkParams; Querystring: ShowQuery }>(
    '/api/v1/dataset/:pk',
    { schema: { params: pkParamsSchema, querystring: showQuerySchema }, onRequest: canRead },
    async (request) => {
      const { dataset, database } = await findVisibleDataset(app, requestUser(request), request.params.pk);
      const users = await loadDatasetUsers(app.store, [dataset]);
      return showReply(dataset.id, datasetShowResult(dataset, database, users, new Date()), request.query.q ?? {});
    },
  );
}
