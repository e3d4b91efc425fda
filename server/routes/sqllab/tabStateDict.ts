/** SQL Lab tab state in Superset's shapes: `TabState.to_dict()` and `TableSchema.to_dict()`. */
import type { TableSchemaRecord } from '../../store/tableSchemas';
import type { TabStateRecord } from '../../store/tabStates';
import { toQueryDict } from './queryDict';
import type { MetadataStore } from '../../store';

function parseJsonOr<T>(raw: string | null, fallback: T): unknown {
  if (raw === null || raw === '') return fallback;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fallback;
  }
}

/** ExtraJSONMixin.extra: the parsed JSON, `{}` when it is empty, null or not JSON. */
function extraOf(tab: TabStateRecord): unknown {
  const parsed = parseJsonOr(tab.extra_json, {});
  return parsed === null || typeof parsed !== 'object' ? {} : parsed;
}

function tableSchemaDict(table: TableSchemaRecord): Record<string, unknown> {
  return {
    id: table.id,
    tab_state_id: table.tab_state_id,
    database_id: table.database_id,
    catalog: table.catalog,
    schema: table.schema,
    table: table.table,
    // Superset sends null for a description that is not JSON; the client skips those tables.
    description: parseJsonOr(table.description, null),
    expanded: table.expanded,
  };
}

/** TabState.to_dict(), with its table schemas and latest query (null when that query is gone). */
export async function tabStateDict(store: MetadataStore, tab: TabStateRecord): Promise<Record<string, unknown>> {
  const [tables, latestQuery] = await Promise.all([
    store.tableSchemas.listByTab(tab.id),
    tab.latest_query_id ? store.queries.getByClientId(tab.latest_query_id) : Promise.resolve(null),
  ]);
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    table_schemas: tables.map(tableSchemaDict),
    sql: tab.sql,
    query_limit: tab.query_limit,
    latest_query: latestQuery ? toQueryDict(latestQuery) : null,
    autorun: tab.autorun,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar,
    saved_query: tab.saved_query_id === null ? null : { id: tab.saved_query_id },
    extra_json: extraOf(tab),
  };
}
