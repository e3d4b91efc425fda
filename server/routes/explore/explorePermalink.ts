/**
 * ExplorePermalinkRestApi: POST /api/v1/explore/permalink stores explore's state (form data, URL
 * parameters, chart state) in key_value (resource 'explore_permalink') and answers the key and the
 * link; GET /api/v1/explore/permalink/<key> gives the stored value back. Both check that the user
 * may use the datasource and chart the state names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import {
  checkPermalinkAccess,
  EXPLORE_PERMALINK_RESOURCE,
  explorePermalinkStateSchema,
  readExplorePermalink,
  type ExplorePermalinkState,
  type ExplorePermalinkValue,
} from '../../services/explore/explorePermalinks';
import { requestUser } from '../chart/chartWrites';

const VIEW = 'ExplorePermalinkRestApi';
const keyParamsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1 } },
} as const;

type KeyParams = FromSchema<typeof keyParamsSchema>;

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

export function registerExplorePermalinkRoutes(app: FastifyInstance): void {
  const keyValues = app.store.keyValues;

  app.post<{ Body: ExplorePermalinkState }>(
    '/api/v1/explore/permalink',
    { schema: { body: explorePermalinkStateSchema }, onRequest: requirePermission('can_write', VIEW) },
    async (request, reply) => {
      const state = request.body;
      const [datasourceId, datasourceType] = parseDatasource(state.formData.datasource);
      const chartId = state.formData.slice_id ?? null;
      await checkPermalinkAccess(app, requestUser(request), datasourceId, datasourceType, chartId);
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

  app.get<{ Params: KeyParams }>(
    '/api/v1/explore/permalink/:key',
    { schema: { params: keyParamsSchema }, onRequest: requirePermission('can_read', VIEW) },
    async (request) => {
      const value = await readExplorePermalink(app, requestUser(request), request.params.key);
      if (!value) throw notFound();
      return value;
    },
  );
}
