/**
 * Superset's TableSchemaView (`/tableschemaview/`): the tables opened in a tab's left bar.
 * Superset checks no ownership here; this server answers as the tab-state view does: an empty
 * 404 when the table schema (or its tab) does not exist, an empty 403 when the tab is another
 * user's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStoredInteger, parsePathId } from '../../http/storedIntegers';
import type { TableSchemaRecord } from '../../store/tableSchemas';
import {
  LegacyViewError,
  requireLegacyPermission,
  requiredJsonField,
  sendEmpty,
  sendJson,
} from '../../http/legacyForm';
import type { MetadataStore } from '../../store';

const VIEW = 'TableSchemaView';
const TABLE_PATH = '/tableschemaview/:id(^\\d+)';

interface TableParams {
  id: string;
}

interface TablePayload {
  tabStateId: number;
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  table: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  throw new LegacyViewError(`Field table.${name} must be a string or null`);
}

/** The keys of the posted table that identify it (queryEditorId, dbId, catalog, schema, name). */
function tablePayload(table: unknown): TablePayload {
  if (!isRecord(table)) throw new LegacyViewError('Field table must be a JSON object');
  const tabStateId =
    typeof table.queryEditorId === 'string' ? (parsePathId(table.queryEditorId) ?? NaN) : table.queryEditorId;
  if (!isStoredInteger(tabStateId)) {
    throw new LegacyViewError('Field table.queryEditorId must be a tab state id');
  }
  if (!isStoredInteger(table.dbId)) {
    throw new LegacyViewError('Field table.dbId must be an integer');
  }
  if (typeof table.name !== 'string' || table.name === '')
    throw new LegacyViewError('Field table.name must be a string');
  if (!('schema' in table)) throw new LegacyViewError('Field table.schema is required');
  return {
    tabStateId,
    databaseId: table.dbId,
    catalog: optionalText('catalog', table.catalog),
    schema: optionalText('schema', table.schema),
    table: table.name,
  };
}

/** Empty 404 when the tab does not exist, empty 403 when it is not the caller's; else true. */
async function checkTabOwner(
  store: MetadataStore,
  request: FastifyRequest,
  reply: FastifyReply,
  tabStateId: number,
): Promise<boolean> {
  const tab = await store.tabStates.findById(tabStateId);
  if (!tab) {
    sendEmpty(reply, 404);
    return false;
  }
  if (tab.user_id !== request.user?.id) {
    sendEmpty(reply, 403);
    return false;
  }
  return true;
}

async function ownTableSchema(
  store: MetadataStore,
  request: FastifyRequest<{ Params: TableParams }>,
  reply: FastifyReply,
): Promise<TableSchemaRecord | null> {
  const id = parsePathId(request.params.id);
  const table = id === null ? null : await store.tableSchemas.findById(id);
  if (!table) {
    sendEmpty(reply, 404);
    return null;
  }
  return (await checkTabOwner(store, request, reply, table.tab_state_id)) ? table : null;
}

export function registerTableSchemaRoutes(scope: FastifyInstance, store: MetadataStore): void {
  const config = { public: true };

  scope.post(
    '/tableschemaview/',
    { config, onRequest: requireLegacyPermission('can_post', VIEW) },
    async (request, reply) => {
      const posted = requiredJsonField(request, 'table');
      const table = tablePayload(posted);
      if (!(await checkTabOwner(store, request, reply, table.tabStateId))) return reply;
      const id = await store.tableSchemas.replace({
        tab_state_id: table.tabStateId,
        database_id: table.databaseId,
        catalog: table.catalog,
        schema: table.schema,
        table: table.table,
        description: JSON.stringify(posted),
      });
      return sendJson(reply, { id });
    },
  );

  scope.post<{ Params: TableParams }>(
    `${TABLE_PATH}/expanded`,
    { config, onRequest: requireLegacyPermission('can_expanded', VIEW) },
    async (request, reply) => {
      const table = await ownTableSchema(store, request, reply);
      if (!table) return reply;
      const expanded = requiredJsonField(request, 'expanded');
      if (typeof expanded !== 'boolean') throw new LegacyViewError('Field expanded must be a boolean');
      await store.tableSchemas.setExpanded(table.id, expanded);
      return sendJson(reply, { id: table.id, expanded });
    },
  );

  scope.delete<{ Params: TableParams }>(
    TABLE_PATH,
    { config, onRequest: requireLegacyPermission('can_delete', VIEW) },
    async (request, reply) => {
      const table = await ownTableSchema(store, request, reply);
      if (!table) return reply;
      await store.tableSchemas.delete(table.id);
      return sendJson(reply, 'OK');
    },
  );
}
