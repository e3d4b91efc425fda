/** Mapping a tab stored on the server (reference superset-api-sqllab §6.3) onto client entities. */
import type { QueryEditor, ServerTableSchema, ServerTabState, Table } from './types';

/** The editor fields a server tab carries (label→name, database_id→dbId, …). */
type ServerTabEditorFields = Pick<
  QueryEditor,
  | 'id'
  | 'name'
  | 'sql'
  | 'dbId'
  | 'schema'
  | 'autorun'
  | 'templateParams'
  | 'remoteId'
  | 'latestQueryId'
  | 'hideLeftBar'
> &
  Partial<Pick<QueryEditor, 'queryLimit' | 'updatedAt' | 'version'>>;

export function editorFieldsFromServerTab(tab: ServerTabState): ServerTabEditorFields {
  const fields: ServerTabEditorFields = {
    id: String(tab.id),
    name: tab.label,
    sql: tab.sql,
    dbId: tab.database_id,
    schema: tab.schema,
    autorun: tab.autorun,
    templateParams: tab.template_params ?? '',
    remoteId: tab.saved_query?.id ?? null,
    latestQueryId: tab.latest_query?.id ?? null,
    hideLeftBar: tab.hide_left_bar,
  };
  if (tab.query_limit !== null) fields.queryLimit = tab.query_limit;
  if (tab.extra_json?.updatedAt !== undefined) fields.updatedAt = tab.extra_json.updatedAt;
  if (tab.extra_json?.version !== undefined) fields.version = tab.extra_json.version;
  return fields;
}

/** A stored table schema as a left-bar table; null when its description could not be parsed. */
export function tableFromServerTableSchema(tableSchema: ServerTableSchema): Table | null {
  const { description } = tableSchema;
  if (description === null) return null;
  return {
    id: String(tableSchema.id),
    dbId: tableSchema.database_id,
    queryEditorId: String(tableSchema.tab_state_id),
    schema: tableSchema.schema,
    name: tableSchema.table,
    expanded: tableSchema.expanded,
    dataPreviewQueryId: description.dataPreviewQueryId ?? null,
    persistData: true,
    initialized: true,
  };
}
