/**
 * Superset's TabStateView (`/tabstateview/`): SQL Lab tabs kept on the server. Form bodies with
 * JSON-encoded fields; a tab that does not exist is an empty 404, another user's tab an empty 403;
 * missing permissions are FAB's 401 "Access is Denied". The table schema view is registered in the
 * same scope (same body parsing and error rendering).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePathId } from '../../http/storedIntegers';
import type { TabStateRecord } from '../../store/tabStates';
import {
  LegacyViewError,
  decodedFormFields,
  prepareLegacyScope,
  requireLegacyPermission,
  requiredJsonField,
  sendEmpty,
  sendJson,
} from '../../http/legacyForm';
import { registerTableSchemaRoutes } from './tableSchema';
import { tabStateDict } from './tabStateDict';
import { newTabFromQueryEditor, tabStatePatchFromFields } from './tabStateFields';
import type { MetadataStore } from '../../store';

const VIEW = 'TabStateView';
const TAB_PATH = '/tabstateview/:id(^\\d+)';

interface TabParams {
  id: string;
}
interface TabQueryParams extends TabParams {
  clientId: string;
}

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new Error('Legacy view reached without a user');
  return request.user.id;
}

/** The caller's tab, or null after answering an empty 404 (no such tab) or 403 (someone else's). */
async function ownTab(
  store: MetadataStore,
  request: FastifyRequest<{ Params: TabParams }>,
  reply: FastifyReply,
): Promise<TabStateRecord | null> {
  const id = parsePathId(request.params.id);
  const tab = id === null ? null : await store.tabStates.findById(id);
  if (!tab) {
    sendEmpty(reply, 404);
    return null;
  }
  if (tab.user_id !== userIdOf(request)) {
    sendEmpty(reply, 403);
    return null;
  }
  return tab;
}

/** The most recent of the user's other queries in the tab, which becomes its latest. */
async function previousQueryOfTab(
  store: MetadataStore,
  userId: number,
  tabId: number,
  removedClientId: string,
): Promise<string | null> {
  const queries = await store.queries.list({ userId, sqlEditorId: String(tabId) });
  const remaining = queries.filter((query) => query.client_id !== removedClientId).sort((a, b) => b.id - a.id);
  return remaining[0]?.client_id ?? null;
}

function registerTabRoutes(scope: FastifyInstance, store: MetadataStore): void {
  const config = { public: true };

  scope.post(
    '/tabstateview/',
    { config, onRequest: requireLegacyPermission('can_post', VIEW) },
    async (request, reply) => {
      const tab = newTabFromQueryEditor(userIdOf(request), requiredJsonField(request, 'queryEditor'));
      const id = await store.tabStates.create(tab);
      return sendJson(reply, { id });
    },
  );

  scope.get<{ Params: TabParams }>(
    TAB_PATH,
    { config, onRequest: requireLegacyPermission('can_get', VIEW) },
    async (request, reply) => {
      const tab = await ownTab(store, request, reply);
      if (!tab) return reply;
      return sendJson(reply, await tabStateDict(store, tab));
    },
  );

  scope.put<{ Params: TabParams }>(
    TAB_PATH,
    { config, onRequest: requireLegacyPermission('can_put', VIEW) },
    async (request, reply) => {
      const tab = await ownTab(store, request, reply);
      if (!tab) return reply;
      const patch = tabStatePatchFromFields(decodedFormFields(request));
      if (patch.latest_query_id) {
        const query = await store.queries.getByClientId(patch.latest_query_id);
        if (!query || query.user_id !== tab.user_id) throw new LegacyViewError('Bad request');
      }
      await store.tabStates.update(tab.id, patch);
      return sendJson(reply, tab.id);
    },
  );

  scope.delete<{ Params: TabParams }>(
    TAB_PATH,
    { config, onRequest: requireLegacyPermission('can_delete', VIEW) },
    async (request, reply) => {
      const tab = await ownTab(store, request, reply);
      if (!tab) return reply;
      await store.tabStates.delete(tab.id);
      return sendJson(reply, 'OK');
    },
  );

  scope.post<{ Params: TabParams }>(
    `${TAB_PATH}/activate`,
    { config, onRequest: requireLegacyPermission('can_activate', VIEW) },
    async (request, reply) => {
      const tab = await ownTab(store, request, reply);
      if (!tab) return reply;
      await store.tabStates.activate(tab.user_id, tab.id);
      return sendJson(reply, tab.id);
    },
  );

  scope.post<{ Params: TabParams }>(
    `${TAB_PATH}/migrate_query`,
    { config, onRequest: requireLegacyPermission('can_migrate_query', VIEW) },
    async (request, reply) => {
      const tab = await ownTab(store, request, reply);
      if (!tab) return reply;
      const clientId = requiredJsonField(request, 'queryId');
      if (typeof clientId !== 'string') throw new LegacyViewError('Field queryId must be a string');
      const query = await store.queries.getByClientId(clientId);
      // Only the caller's own query moves (Superset would move anyone's with that client id).
      if (query && query.user_id === tab.user_id)
        await store.queries.update(query.id, { sql_editor_id: String(tab.id) });
      return sendJson(reply, tab.id);
    },
  );

  scope.delete<{ Params: TabQueryParams }>(
    `${TAB_PATH}/query/:clientId`,
    { config, onRequest: requireLegacyPermission('can_delete_query', VIEW) },
    async (request, reply) => {
      const userId = userIdOf(request);
      const tabId = parsePathId(request.params.id);
      if (tabId === null) return sendJson(reply, 'OK');
      const { clientId } = request.params;
      const tab = await store.tabStates.findById(tabId);
      if (tab && tab.user_id === userId && tab.latest_query_id === clientId) {
        await store.tabStates.replaceLatestQuery(
          tabId,
          clientId,
          await previousQueryOfTab(store, userId, tabId, clientId),
        );
      }
      // As Superset: only the caller's query of that tab is deleted, and the reply is "OK" either way.
      const query = await store.queries.getByClientId(clientId);
      if (query && query.user_id === userId && query.sql_editor_id === String(tabId))
        await store.queries.delete(query.id);
      return sendJson(reply, 'OK');
    },
  );
}

/** `/tabstateview/` and `/tableschemaview/`, in one scope with the legacy views' body parsing. */
export async function registerTabStateRoutes(app: FastifyInstance): Promise<void> {
  const store = app.store;
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    registerTabRoutes(scope, store);
    registerTableSchemaRoutes(scope, store);
  });
}
