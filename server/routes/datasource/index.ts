/**
 * Datasource helpers: the legacy `/superset/fetch_datasource_metadata?datasourceKey=<id>__table`
 * (the dataset's datasource payload) and DatasourceRestApi's
 * `/api/v1/datasource/<type>/<id>/column/<column>/values/` (distinct values of a column for filter
 * pickers, at most FILTER_SELECT_ROW_LIMIT, optionally only those containing `?q=`).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission, requireViewPermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { EngineError, EngineInterruptedError, EngineTimeoutError, type Cell } from '../../engines/types';
import { HttpError } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import type { DatabaseRecord } from '../../store';
import type { DatasetRecord } from '../../store/datasets';
import { canAccessDataset, datasourceAccessDenied } from '../../services/dataset/datasetAccess';
import { requestUser } from '../dataset/datasetRead';
import { loadDatasetUsers, datasetOwners } from '../dataset/datasetSerializers';
import { datasourcePayload } from '../../services/datasource/datasourcePayload';
import { datasetValuesSql } from '../../services/datasource/datasetValues';

/** Superset's FILTER_SELECT_ROW_LIMIT (then capped by SQL_MAX_ROW). */
const FILTER_SELECT_ROW_LIMIT = 10_000;
const VALUES_TIMEOUT_MS = 30_000;

/** Superset's DatasourceType values; only `table` (datasets) is served here. */
const DATASOURCE_TYPES = new Set(['table', 'dataset', 'query', 'saved_query', 'sl_table', 'view', 'semantic_view']);
const NOT_FOUND_MESSAGE = 'Datasource does not exist';
const TYPE_NOT_SUPPORTED_MESSAGE = 'DAO datasource query source type is not supported';

const fetchMetadataSchema = {
  querystring: { type: 'object', required: ['datasourceKey'], properties: { datasourceKey: { type: 'string' } } },
} as const;

const columnValuesSchema = {
  params: {
    type: 'object',
    required: ['datasource_type', 'datasource_id', 'column_name'],
    properties: {
      datasource_type: { type: 'string' },
      datasource_id: { type: 'integer' },
      column_name: { type: 'string' },
    },
  },
  querystring: { type: 'object', properties: { q: { type: 'string' } } },
} as const;

/** The dataset behind a datasource type and id: 400 for a type that is not a dataset, 404 when missing. */
async function findDatasource(
  app: FastifyInstance,
  type: string,
  id: number,
): Promise<{ dataset: DatasetRecord; database: DatabaseRecord }> {
  if (!DATASOURCE_TYPES.has(type)) throw new HttpError(400, `Invalid datasource type: ${type}`);
  if (type !== 'table') throw new HttpError(400, TYPE_NOT_SUPPORTED_MESSAGE);
  const dataset = await app.store.datasets.findById(id);
  const database = dataset ? await app.store.databases.findById(dataset.database_id) : null;
  if (!dataset || !database) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return { dataset, database };
}

function checkAccess(user: AuthenticatedUser, dataset: DatasetRecord, database: DatabaseRecord): void {
  if (!canAccessDataset(user, dataset, database)) throw datasourceAccessDenied(dataset);
}

function registerFetchMetadata(app: FastifyInstance): void {
  app.get<RouteTypes<typeof fetchMetadataSchema>>(
    '/superset/fetch_datasource_metadata',
    {
      schema: fetchMetadataSchema,
      // A classic Flask view (has_access): anonymous callers are sent to the login page.
      config: { public: true },
      onRequest: requireViewPermission('can_fetch_datasource_metadata', 'Superset'),
    },
    async (request) => {
      const match = /^(\d+)__([a-z_]+)$/.exec(request.query.datasourceKey);
      if (!match) throw new HttpError(400, `Invalid datasource key: ${request.query.datasourceKey}`);
      const { dataset, database } = await findDatasource(app, match[2], Number(match[1]));
      checkAccess(requestUser(request), dataset, database);
      const users = await loadDatasetUsers(app.store, [dataset]);
      return datasourcePayload(dataset, database, datasetOwners(dataset, users));
    },
  );
}

function registerColumnValues(app: FastifyInstance): void {
  app.get<RouteTypes<typeof columnValuesSchema>>(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    {
      schema: columnValuesSchema,
      onRequest: requirePermission('can_get_column_values', 'Datasource'),
    },
    async (request) => {
      const user = requestUser(request);
      const { datasource_type: type, datasource_id: id, column_name: columnName } = request.params;
      const { dataset, database } = await findDatasource(app, type, id);
      if (!canAccessDataset(user, dataset, database)) throw new HttpError(403, datasourceAccessDenied(dataset).message);
      const column = dataset.columns.find((candidate) => candidate.column_name === columnName);
      if (!column) throw new HttpError(400, `Column name ${columnName} does not exist`);
      const engine = app.engines.get(database.id);
      if (!engine) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const limit = Math.min(FILTER_SELECT_ROW_LIMIT, app.config.SQL_MAX_ROW);
      const sql = datasetValuesSql(dataset, column, { limit, search: request.query.q?.trim() || null, user });
      try {
        const result = await engine.run(sql, { schema: dataset.schema, timeoutMs: VALUES_TIMEOUT_MS });
        return { result: result.rows.map((row): Cell => row[result.columns[0].column_name] ?? null) };
      } catch (error) {
        if (
          error instanceof EngineError ||
          error instanceof EngineTimeoutError ||
          error instanceof EngineInterruptedError
        ) {
          throw new HttpError(422, error.message);
        }
        throw error;
      }
    },
  );
}

export async function registerDatasourceRoutes(app: FastifyInstance): Promise<void> {
  registerFetchMetadata(app);
  registerColumnValues(app);
}
