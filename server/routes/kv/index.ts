/**
 * Superset's legacy key-value store (the `KV` view): `POST /kv/store/` keeps the form field `data`
 * as it came and answers `{"id": n}`; `GET /kv/<n>/` answers that text (`text/plain`), or an empty
 * 404. Old SQL Lab share links (`/sqllab/?id=<n>`) read it. Superset 6.1 has neither the view
 * nor its KV pairs: SQL Lab's share links are SQL Lab permalinks now, so the store answers by
 * theirs (`can_write` / `can_read` on SqlLabPermalinkRestApi), checked as Flask-AppBuilder's
 * `has_access_api`.
 */
import type { FastifyInstance } from 'fastify';
import { parsePathId } from '../../http/storedIntegers';
import {
  LegacyViewError,
  formFields,
  prepareLegacyScope,
  requireLegacyPermission,
  sendJson,
} from '../../http/legacyForm';

const VIEW = 'SqlLabPermalinkRestApi';

interface ValueParams {
  id: string;
}

export async function registerKvRoutes(app: FastifyInstance): Promise<void> {
  const values = app.store.keyValues;
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    const config = { public: true };

    scope.post(
      '/kv/store/',
      { config, onRequest: requireLegacyPermission('can_write', VIEW) },
      async (request, reply) => {
        const data = formFields(request).get('data');
        if (data === undefined) throw new LegacyViewError('Missing form field: data');
        const entry = await values.create<string>('kv', data, request.user?.id ?? null);
        return sendJson(reply, { id: entry.id });
      },
    );

    scope.get<{ Params: ValueParams }>(
      '/kv/:id(^\\d+)/',
      { config, onRequest: requireLegacyPermission('can_read', VIEW) },
      async (request, reply) => {
        const id = parsePathId(request.params.id);
        const entry = id === null ? null : await values.getById<string>('kv', id);
        if (!entry) return reply.status(404).type('text/plain').send('');
        return reply.type('text/plain; charset=utf-8').send(entry.value);
      },
    );
  });
}
