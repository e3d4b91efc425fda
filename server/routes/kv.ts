/**
 * Superset's legacy key-value store (the `KV` view): `POST /kv/store/` keeps the form field `data`
 * as it came and answers `{"id": n}`; `GET /kv/<n>/` answers that text (`text/plain`), or an empty
 * 404. Old SQL Lab share links (`/sqllab/?id=<n>`) read it. Permissions: `can_store` and
 * `can_get_value` on `KV`, checked as Flask-AppBuilder's `has_access_api`.
 */
import type { FastifyInstance } from 'fastify';
import { KeyValueRepository } from '../store/keyValues';
import { LegacyViewError, formFields, prepareLegacyScope, requireLegacyPermission, sendJson } from './legacyForm';

const VIEW = 'KV';
/** The largest id the store's INTEGER column holds; larger ones cannot exist. */
const MAX_ID = 2_147_483_647;

interface ValueParams {
  id: string;
}

export async function registerKvRoutes(app: FastifyInstance): Promise<void> {
  const values = new KeyValueRepository(app.store.db);
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    const config = { public: true };

    scope.post('/kv/store/', { config, onRequest: requireLegacyPermission('can_store', VIEW) }, async (request, reply) => {
      const data = formFields(request).get('data');
      if (data === undefined) throw new LegacyViewError('Missing form field: data');
      const entry = await values.create<string>('kv', data, request.user?.id ?? null);
      return sendJson(reply, { id: entry.id });
    });

    scope.get<{ Params: ValueParams }>(
      '/kv/:id(^\\d+)/',
      { config, onRequest: requireLegacyPermission('can_get_value', VIEW) },
      async (request, reply) => {
        const id = Number(request.params.id);
        const entry = id <= MAX_ID ? await values.getById<string>('kv', id) : null;
        if (!entry) return reply.status(404).type('text/plain').send('');
        return reply.type('text/plain; charset=utf-8').send(entry.value);
      },
    );
  });
}
