/**
 * ExploreFormDataRestApi: explore's unsaved state under `?form_data_key=` (POST, PUT, GET,
 * DELETE /api/v1/explore/form_data[/<key>]). Entries expire EXPLORE_FORM_DATA_CACHE_TIMEOUT
 * seconds after they were last written or read. Anyone who may use the datasource (and chart)
 * can read a key — explore URLs are shared — but only its owner may change or delete it. With a
 * `tab_id`, a browser tab keeps reusing its key for the same datasource and chart.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import type { ExploreFormDataEntry } from '../../store/exploreFormData';
import { newPermalinkKey } from '../../store/keyValues';
import { DATASOURCE_TYPES, DatasourceResolver } from '../../services/chart/chartAccess';
import { requestUser } from '../chart/chartWrites';
import {
  CACHE_DENIED,
  checkDatasourceArgs,
  exploreAccessFailure,
  formDataAccessError,
} from '../../services/explore/exploreAccess';
import { formDataExpiry, readFormDataEntry } from '../../services/explore/exploreFormDataEntries';
import { parseJsonText } from '../../http/jsonDepth';

const VIEW = 'ExploreFormDataRestApi';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['datasource_id', 'datasource_type', 'form_data'],
  properties: {
    datasource_id: { type: 'integer' },
    datasource_type: { type: 'string', enum: [...DATASOURCE_TYPES] },
    chart_id: { type: 'integer' },
    form_data: { type: 'string' },
  },
} as const;

const tabQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { tab_id: { type: 'integer' } },
} as const;

const keyParamsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1 } },
} as const;

type FormDataBody = FromSchema<typeof bodySchema>;
type TabQuery = FromSchema<typeof tabQuerySchema>;
type KeyParams = FromSchema<typeof keyParamsSchema>;

function checkFormDataJson(text: string): void {
  try {
    parseJsonText(text);
  } catch {
    throw new HttpError(400, { form_data: ['JSON not valid'] });
  }
}

/** Who is asking, per login session (bearer tokens: per user), hashed. */
function sessionIdentity(request: FastifyRequest): string {
  const raw = request.authSession?.id ?? `user:${requestUser(request).id}`;
  return createHash('sha256').update(raw).digest('hex').slice(0, 32);
}

/** The context a tab's key is remembered under; null without a tab id (every write gets a new key). */
function contextKey(request: FastifyRequest, tabId: number | undefined, body: FormDataBody): string | null {
  if (!tabId) return null;
  return [sessionIdentity(request), tabId, body.datasource_id, body.datasource_type, body.chart_id ?? ''].join('|');
}

async function checkBodyAccess(app: FastifyInstance, request: FastifyRequest, body: FormDataBody): Promise<void> {
  checkFormDataJson(body.form_data);
  checkDatasourceArgs(body.datasource_id, body.datasource_type);
  const failure = await exploreAccessFailure(
    requestUser(request),
    app.store.charts,
    new DatasourceResolver(app),
    body.datasource_id,
    body.datasource_type,
    body.chart_id ?? null,
  );
  if (failure) throw formDataAccessError(failure);
}

/** Writes the body under the tab's current key (or a new one); returns the key. */
async function store(
  app: FastifyInstance,
  request: FastifyRequest,
  body: FormDataBody,
  tabId: number | undefined,
): Promise<string> {
  const now = new Date();
  const context = contextKey(request, tabId, body);
  const key = (context ? await app.store.exploreFormData.keyOfContext(context, now) : null) ?? newPermalinkKey();
  const entry: ExploreFormDataEntry = {
    key,
    owner_id: requestUser(request).id,
    context_key: context,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: body.chart_id ?? null,
    form_data: body.form_data,
    expires_on: formDataExpiry(app, now),
  };
  await app.store.exploreFormData.put(entry, now);
  return key;
}

export function registerExploreFormDataRoutes(app: FastifyInstance): void {
  const canRead = requirePermission('can_read', VIEW);
  const canWrite = requirePermission('can_write', VIEW);

  app.post<{ Body: FormDataBody; Querystring: TabQuery }>(
    '/api/v1/explore/form_data',
    { schema: { body: bodySchema, querystring: tabQuerySchema }, onRequest: canWrite },
    async (request, reply) => {
      await checkBodyAccess(app, request, request.body);
      const key = await store(app, request, request.body, request.query.tab_id);
      return reply.status(201).send({ key });
    },
  );

  app.put<{ Body: FormDataBody; Params: KeyParams; Querystring: TabQuery }>(
    '/api/v1/explore/form_data/:key',
    { schema: { body: bodySchema, params: keyParamsSchema, querystring: tabQuerySchema }, onRequest: canWrite },
    async (request) => {
      await checkBodyAccess(app, request, request.body);
      const existing = await app.store.exploreFormData.get(request.params.key);
      if (existing && existing.owner_id !== requestUser(request).id) throw new HttpError(403, CACHE_DENIED);
      const key = await store(app, request, request.body, request.query.tab_id);
      // Superset 6.1 answers the key alone.
      return { key };
    },
  );

  app.get<{ Params: KeyParams }>(
    '/api/v1/explore/form_data/:key',
    { schema: { params: keyParamsSchema }, onRequest: canRead },
    async (request) => {
      const entry = await readFormDataEntry(app, requestUser(request), request.params.key);
      if (!entry) throw notFound();
      return { form_data: entry.form_data };
    },
  );

  app.delete<{ Params: KeyParams }>(
    '/api/v1/explore/form_data/:key',
    { schema: { params: keyParamsSchema }, onRequest: canWrite },
    async (request) => {
      const entry = await app.store.exploreFormData.get(request.params.key);
      if (!entry) throw notFound();
      const failure = await exploreAccessFailure(
        requestUser(request),
        app.store.charts,
        new DatasourceResolver(app),
        entry.datasource_id,
        entry.datasource_type,
        entry.chart_id,
      );
      if (failure) throw formDataAccessError(failure);
      if (entry.owner_id !== requestUser(request).id) throw new HttpError(403, CACHE_DENIED);
      await app.store.exploreFormData.delete(entry.key);
      return { message: 'Deleted successfully' };
    },
  );
}
