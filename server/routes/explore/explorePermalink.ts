/**
 * ExplorePermalinkRestApi: POST /api/v1/explore/permalink stores explore's state (form data, URL
 * parameters, chart state) in key_value (resource 'explore_permalink') and answers the key and the
 * link; GET /api/v1/explore/permalink/<key> gives the stored value back. Both check that the user
 * may use the datasource and chart the state names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import { DatasourceResolver } from '../../services/chart/chartAccess';
import { requestUser } from '../chart/chartWrites';
import { exploreAccessFailure, permalinkAccessError } from '../../services/explore/exploreAccess';

const VIEW = 'ExplorePermalinkRestApi';
export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';

export interface ExplorePermalinkState {
  formData: Record<string, unknown> & { datasource: string; slice_id?: number | null };
  urlParams?: Array<[string, string]> | null;
  chartState?: Record<string, unknown> | null;
}

/** What a permalink stores (Superset's ExplorePermalinkValue). */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

const postSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formData'],
  properties: {
    formData: {
      type: 'object',
      required: ['datasource'],
      properties: { datasource: { type: 'string' }, slice_id: { type: ['integer', 'null'] } },
    },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string' } },
    },
    chartState: { type: ['object', 'null'] },
  },
} as const;

const keyParamsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1 } },
} as const;

/** `7__table` → [7, 'table']; 400 when the form data names no datasource this way. */
function parseDatasource(datasource: string): [number, string] {
  const match = /^(\d+)__([a-z_]+)$/.exec(datasource);
  if (!match) throw new HttpError(400, { formData: { datasource: ['Not a valid datasource.'] } });
  return [Number(match[1]), match[2]];
}

/** The absolute link explore opens a permalink at. */
function permalinkUrl(app: FastifyInstance, request: FastifyRequest, key: string): string {
  const root = app.config.applicationRoot.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}${root}/superset/explore/p/${key}/`;
}

async function checkAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  datasourceId: number,
  datasourceType: string,
  chartId: number | null,
): Promise<void> {
  const failure = await exploreAccessFailure(
    requestUser(request),
    app.store.charts,
    new DatasourceResolver(app),
    datasourceId,
    datasourceType,
    chartId,
  );
  if (failure) throw permalinkAccessError(failure);
}

/** The stored value of an explore permalink after checking the reader's access, or null when there is none. */
export async function readExplorePermalink(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<ExplorePermalinkValue | null> {
  const entry = await app.store.keyValues.getByKey<ExplorePermalinkValue>(EXPLORE_PERMALINK_RESOURCE, key);
  if (!entry) return null;
  const value = entry.value;
  await checkAccess(app, request, value.datasourceId, value.datasourceType, value.chartId);
  return value;
}

export function registerExplorePermalinkRoutes(app: FastifyInstance): void {
  const keyValues = app.store.keyValues;

  app.post<{ Body: ExplorePermalinkState }>(
    '/api/v1/explore/permalink',
    { schema: { body: postSchema }, onRequest: requirePermission('can_write', VIEW) },
    async (request, reply) => {
      const state = request.body;
      const [datasourceId, datasourceType] = parseDatasource(state.formData.datasource);
      const chartId = state.formData.slice_id ?? null;
      await checkAccess(app, request, datasourceId, datasourceType, chartId);
      const value: ExplorePermalinkValue = {
        chartId,
        datasourceId,
        datasourceType,
        datasource: state.formData.datasource,
        state,
      };
      const entry = await keyValues.create(EXPLORE_PERMALINK_RESOURCE, value, requestUser(request).id);
      return reply.status(201).send({ key: entry.key, url: permalinkUrl(app, request, entry.key) });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/explore/permalink/:key',
    { schema: { params: keyParamsSchema }, onRequest: requirePermission('can_read', VIEW) },
    async (request) => {
      const value = await readExplorePermalink(app, request, request.params.key);
      if (!value) throw notFound();
      return value;
    },
  );
}
