/**
 * SqlLabPermalinkRestApi: `POST /api/v1/sqllab/permalink` keeps a tab's state (database, name,
 * SQL, schema, catalog, autorun, template parameters) under a random key and answers 201
 * `{key, url}` with the absolute `/sqllab/p/<key>` address; `GET /api/v1/sqllab/permalink/<key>`
 * answers the stored fields. Keys of old key-value links (`kv:<id>`) are not resolved (404), as in
 * the newest Superset.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';

const RESOURCE = 'sqllab_permalink';

const stateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dbId', 'name', 'sql'],
  properties: {
    dbId: { type: 'integer' },
    name: { type: 'string' },
    sql: { type: 'string' },
    schema: { type: ['string', 'null'] },
    catalog: { type: ['string', 'null'] },
    autorun: { type: 'boolean' },
    templateParams: { type: ['string', 'null'] },
  },
} as const;

const keySchema = { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1 } } } as const;

/** What a permalink keeps: the tab's fields as the post sends them. */
type SqlLabPermalinkState = FromSchema<typeof stateSchema>;

/** The address of a permalink page, on the host the request came to (Flask's `url_for(_external=True)`). */
function permalinkUrl(request: FastifyRequest, applicationRoot: string, key: string): string {
  const root = applicationRoot.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}${root}/sqllab/p/${encodeURIComponent(key)}`;
}

export async function registerSqlLabPermalinkRoutes(app: FastifyInstance): Promise<void> {
  const values = app.store.keyValues;

  app.post<{ Body: SqlLabPermalinkState }>(
    '/api/v1/sqllab/permalink',
    { schema: { body: stateSchema }, onRequest: requirePermission('can_write', 'SqlLabPermalinkRestApi') },
    async (request, reply) => {
      const entry = await values.create<SqlLabPermalinkState>(RESOURCE, request.body, request.user?.id ?? null);
      return reply
        .status(201)
        .send({ key: entry.key, url: permalinkUrl(request, app.config.applicationRoot, entry.key) });
    },
  );

  app.get<{ Params: FromSchema<typeof keySchema> }>(
    '/api/v1/sqllab/permalink/:key',
    { schema: { params: keySchema }, onRequest: requirePermission('can_read', 'SqlLabPermalinkRestApi') },
    async (request) => {
      const entry = await values.getByKey<SqlLabPermalinkState>(RESOURCE, request.params.key);
      if (!entry) throw notFound();
      return entry.value;
    },
  );
}
